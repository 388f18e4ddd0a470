import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../content/pageMeta';
import { REFERENCE_PATTERN } from '../schemas/traceReference';
import { ContactSection } from '../ui/contact/ContactSection';
import { LazyContactForm } from './-components/LazyContactForm';

// `reference`: the flow trace "Get help" came with, ticked to go with the message.
const ContactSearch = v.object({
  reference: v.fallback(v.optional(v.pipe(v.string(), v.regex(REFERENCE_PATTERN))), undefined),
});

export const Route = createFileRoute('/contact-us')({
  validateSearch: ContactSearch,
  head: () => pageHead('contactUs'),
  component: ContactUsPage,
});

function ContactUsPage() {
  const { reference } = Route.useSearch();
  return (
    <ContactSection>
      <LazyContactForm helpReference={reference} />
    </ContactSection>
  );
}

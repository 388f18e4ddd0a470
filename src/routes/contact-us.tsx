import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { REFERENCE_PATTERN } from '../schemas/traceReference';
import { matching, type SearchInput } from '../schemas/searchParams';
import { ContactSection } from '../ui/contact/ContactSection';
import { LazyContactForm } from './-components/LazyContactForm';

// `reference`: the flow trace "Get help" came with, ticked to go with the message.
const contactSearch = (search: SearchInput<{ reference: string }>) => ({
  reference: matching(REFERENCE_PATTERN, search.reference),
});

export const Route = createFileRoute('/contact-us')({
  validateSearch: contactSearch,
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

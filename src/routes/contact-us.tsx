import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { useContactActor } from '../app/contact';
import { pageHead } from '../content/pageMeta';
import { REFERENCE_PATTERN } from '../schemas/flowTrace';
import { ContactForm } from '../ui/contact/ContactForm';
import { ContactSection } from '../ui/contact/ContactSection';

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
  const contact = useContactActor(reference);
  const trace = useSelector(contact, (s) => s.context.trace);
  const values = useSelector(contact, (s) => s.context.values);
  const errors = useSelector(contact, (s) => s.context.errors);
  const invalidSubmits = useSelector(contact, (s) => s.context.invalidSubmits);
  const formError = useSelector(contact, (s) =>
    s.hasTag('failed') ? s.context.formError : undefined,
  );
  // Busy until the thank-you page replaces the form.
  const pending = useSelector(contact, (s) => s.hasTag('sending'));
  return (
    <ContactSection>
      <ContactForm
        values={values}
        errors={errors}
        formError={formError}
        pending={pending}
        focusRequest={invalidSubmits}
        onChange={(field, value) => contact.send({ type: 'field.change', field, value })}
        onBlur={(field) => contact.send({ type: 'field.blur', field })}
        onSubmit={() => contact.send({ type: 'submit' })}
        trace={
          trace && {
            ...trace,
            onChange: (attach) => contact.send({ type: 'trace.attach', attach }),
          }
        }
      />
    </ContactSection>
  );
}

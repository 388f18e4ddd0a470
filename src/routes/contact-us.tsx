import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useContactActor } from '../app/contact';
import { pageHead } from '../content/pageMeta';
import { ContactForm } from '../ui/contact/ContactForm';
import { ContactSection } from '../ui/contact/ContactSection';

export const Route = createFileRoute('/contact-us')({
  head: () => pageHead('contactUs'),
  component: ContactUsPage,
});

function ContactUsPage() {
  const contact = useContactActor();
  const values = useSelector(contact, (s) => s.context.values);
  const errors = useSelector(contact, (s) => s.context.errors);
  const invalidSubmits = useSelector(contact, (s) => s.context.invalidSubmits);
  const formError = useSelector(contact, (s) =>
    s.matches('failed') ? s.context.formError : undefined,
  );
  // `sent` counts as pending too: the button stays busy until the thank-you page replaces it.
  const pending = useSelector(contact, (s) => s.matches('submitting') || s.matches('sent'));
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
      />
    </ContactSection>
  );
}

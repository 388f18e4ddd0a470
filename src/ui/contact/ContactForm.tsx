// The contact form: three required fields, the offer to attach the tab's flow trace, a
// form-level error and the send button. It holds what is typed and checks it
// (useValidatedForm), so it works before the page has loaded anything else of the form;
// `onSubmit` gets the trimmed values of a valid form only.
import { useEffect } from 'react';
import { contactCopy, contactFieldLabels } from '../../content/contact';
import { validationText } from '../../content/fields/validation';
import {
  validateContact,
  validateContactField,
  type ContactField as Field,
  type ContactValues,
} from '../../schemas/contact.schema';
import type { InvalidField } from '../../schemas/failure';
import { CheckboxField } from '../fields/CheckboxField';
import { useValidatedForm } from '../fields/useValidatedForm';
import { ContactField } from './ContactField';
import { SendIcon } from './icons';

export interface ContactFormProps {
  onSubmit: (values: ContactValues) => void;
  // A submit its checks refused, for the flow trace: fields and rules, never values.
  onInvalid?: (fields: InvalidField[]) => void;
  pending: boolean;
  formError?: string;
  // The owner reached for the form (first focus, press or typing): the page loads the form's
  // flow on it.
  onIntent?: () => void;
  // The tab's flow trace, offered to support with the message.
  trace?: { reference: string; attach: boolean; onChange: (attach: boolean) => void };
  // The owner's own name and email, known to the tab: they fill the fields left empty.
  prefill?: Partial<Pick<ContactValues, 'fullname' | 'email'>>;
}

const EMPTY: ContactValues = { fullname: '', email: '', message: '' };

export function ContactForm({
  onSubmit,
  onInvalid,
  pending,
  formError,
  onIntent,
  trace,
  prefill,
}: ContactFormProps) {
  const form = useValidatedForm({
    initialValues: EMPTY,
    validateField: validateContactField,
    validateAll: validateContact,
    say: (field, rule) => validationText('contact', field, rule),
    onValid: onSubmit,
    onInvalid,
    pending,
    onIntent,
  });

  const { fillEmpty } = form;
  useEffect(() => {
    if (prefill) fillEmpty(prefill);
  }, [prefill, fillEmpty]);

  const bind = (field: Field) => ({
    ...form.text(field),
    id: `contact-${field}`,
    label: contactFieldLabels[field],
    placeholder: contactCopy.fieldPrompt,
  });

  return (
    <form className="contact-form" aria-describedby="contact-form-note" {...form.formProps}>
      <p className="contact-form__note" id="contact-form-note">
        {contactCopy.formNote}
      </p>
      <div className="contact-form__row">
        <ContactField {...bind('fullname')} autoComplete="name" />
        <ContactField {...bind('email')} type="email" autoComplete="email" />
      </div>
      <ContactField {...bind('message')} multiline />
      {trace ? (
        <CheckboxField
          id="contact-attach-trace"
          name="attachTrace"
          label={contactCopy.attachTrace(trace.reference)}
          checked={trace.attach}
          onChange={(event) => trace.onChange(event.currentTarget.checked)}
        />
      ) : null}
      <div role="alert" className="contact-form__alert">
        {formError ? <p className="form-error">{formError}</p> : null}
      </div>
      {/* aria-disabled rather than disabled: the form itself ignores a second submit.
          Pressing the button would blur the field being edited, whose new message can push
          the button away before the click lands; keeping focus lets the click submit, and
          submit checks every field anyway. */}
      <button
        type="submit"
        className="btn contact-form__submit"
        aria-disabled={pending}
        onMouseDown={(event) => event.preventDefault()}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : <SendIcon />}
        <span>{pending ? contactCopy.submitting : contactCopy.submit}</span>
      </button>
    </form>
  );
}

// The contact form: three required fields, a form-level error and the send button.
// Every time `focusRequest` grows (a submit that failed validation) the first field in
// error takes focus, so keyboard and screen-reader users land on what needs fixing.
import { useEffect, useRef } from 'react';
import { contactCopy, contactFieldLabels } from '../../content/contact';
import type {
  ContactErrors,
  ContactField as Field,
  ContactValues,
} from '../../schemas/contact.schema';
import { CheckboxField } from '../forms/CheckboxField';
import { ContactField } from './ContactField';
import { SendIcon } from './icons';

export interface ContactFormProps {
  values: ContactValues;
  errors: ContactErrors;
  formError?: string;
  pending: boolean;
  focusRequest: number;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
  onSubmit: () => void;
  // Focus entering the form: the page loads the form's logic on it.
  onFocus?: () => void;
  // The tab's flow trace, offered to support with the message.
  trace?: { reference: string; attach: boolean; onChange: (attach: boolean) => void };
}

export function ContactForm({
  values,
  errors,
  formError,
  pending,
  focusRequest,
  onChange,
  onBlur,
  onSubmit,
  onFocus,
  trace,
}: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const bind = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    label: contactFieldLabels[field],
    value: values[field],
    error: errors[field],
    placeholder: contactCopy.fieldPrompt,
    onChange: (value: string) => onChange(field, value),
    onBlur: () => onBlur(field),
  });

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      aria-describedby="contact-form-note"
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
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
      {/* aria-disabled rather than disabled: the flow itself ignores a second submit.
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

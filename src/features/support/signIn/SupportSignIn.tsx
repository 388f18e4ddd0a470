import { useEffect, useId, useRef } from 'react';
import { supportCopy } from '../copy';
import { validationText } from '../../../content/fields/validation';
import {
  validateSupportSignIn,
  validateSupportSignInField,
} from '../../../schemas/supportSignIn.schema';
import { FormError } from '../../../ui/forms/FormError';
import { PasswordField } from '../../../ui/forms/PasswordField';
import { SubmitButton } from '../../../ui/forms/SubmitButton';
import { TextField } from '../../../ui/forms/TextField';
import { useValidatedForm } from '../../../ui/fields/useValidatedForm';
import '../../../ui/forms/forms.css';
import '../support.css';

export interface SupportSignInProps {
  // A trimmed email address and a password, both given.
  onSubmit: (email: string, password: string) => void;
  pending: boolean;
  // The server's answer to the last attempt (e.g. 'Wrong email or password.').
  error?: string;
  // Why the console asks again (its session ended or was refused).
  notice?: string;
}

const text = supportCopy.signIn;

export function SupportSignIn({ onSubmit, pending, error, notice }: SupportSignInProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const form = useValidatedForm({
    initialValues: { email: '', password: '' },
    validateField: validateSupportSignInField,
    validateAll: validateSupportSignIn,
    say: (field, rule) => validationText('supportSignIn', field, rule),
    onValid: (values) => onSubmit(values.email, values.password),
    pending,
  });
  // Landing here (first visit, or sent back by a refused session) puts keyboard and
  // screen-reader users on the heading; a refused attempt puts them back on the password.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (error) password.current?.select();
  }, [error]);
  return (
    <section className="section support">
      <div className="container container--narrow">
        <div className="card support__card">
          <h1 className="support__title" ref={heading} tabIndex={-1}>
            {text.title}
          </h1>
          <p className="support__lead">{text.lead}</p>
          {notice ? (
            <p className="support__notice" role="status">
              {notice}
            </p>
          ) : null}
          <form className="flow-form" aria-busy={pending} {...form.formProps}>
            <TextField
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              required
              label={text.email}
              {...form.text('email')}
            />
            <PasswordField
              id={`${id}-password`}
              autoComplete="current-password"
              required
              label={text.password}
              ref={password}
              {...form.text('password')}
            />
            <FormError message={error} />
            <SubmitButton pending={pending} pendingLabel={text.pending}>
              {text.submit}
            </SubmitButton>
          </form>
        </div>
      </div>
    </section>
  );
}

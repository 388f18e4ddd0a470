// Asks the owner to choose the sign-up password again when a reload lost it between sending
// the code and creating the account (the pending registration is stored without it). With
// nothing to compare it to, a confirmation field catches a typo.
import { useId } from 'react';
import { fieldText, passwordPromptText } from '../../content/forms';
import { validationText } from '../../content/fields/validation';
import type { InvalidField } from '../../schemas/failure';
import {
  validateSignupPassword,
  validateSignupPasswordField,
  type SignupPasswordFormValues,
} from '../../schemas/signup.schema';
import { PasswordField } from './PasswordField';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import { SubmitButton } from './SubmitButton';
import { useValidatedForm } from '../fields/useValidatedForm';
import './forms.css';

export interface PasswordPromptProps {
  onSubmit: (values: SignupPasswordFormValues) => void;
  pending: boolean;
  // A submit its checks refused, for the flow trace: fields and rules, never values.
  onInvalid?: (fields: InvalidField[]) => void;
}

export function PasswordPrompt({ onSubmit, onInvalid, pending }: PasswordPromptProps) {
  const id = useId();
  const form = useValidatedForm({
    initialValues: { password: '', confirmPassword: '' },
    validateField: validateSignupPasswordField,
    validateAll: validateSignupPassword,
    say: (field, rule) => validationText('signupPassword', field, rule),
    onValid: onSubmit,
    onInvalid,
    pending,
  });
  return (
    <form className="flow-form" aria-busy={pending} {...form.formProps}>
      <p className="field__hint">{passwordPromptText.lead}</p>
      <PasswordField
        id={`${id}-password`}
        label={fieldText.password.label}
        autoComplete="new-password"
        below={<PasswordStrengthHint password={form.values.password} />}
        {...form.text('password')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={fieldText.confirmPassword.label}
        autoComplete="new-password"
        {...form.text('confirmPassword')}
      />
      <SubmitButton pending={pending} pendingLabel={passwordPromptText.pending}>
        {passwordPromptText.submit}
      </SubmitButton>
    </form>
  );
}

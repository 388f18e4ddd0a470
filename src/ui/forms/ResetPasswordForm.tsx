// Reset form: the new password and its confirmation, each with a show/hide toggle. The
// mismatch message shows on the confirmation field.
import { useId } from 'react';
import { fieldText, resetPasswordFormText } from '../../content/forms';
import { validationText } from '../../content/fields/validation';
import type { InvalidField } from '../../schemas/failure';
import {
  validateResetPassword,
  validateResetPasswordField,
  type ResetPasswordValues,
} from '../../schemas/resetPassword.schema';
import { phoneFieldValue } from '../../schemas/phone';
import { PasswordField } from './PasswordField';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import { SubmitButton } from './SubmitButton';
import { useValidatedForm } from '../fields/useValidatedForm';
import './forms.css';

export interface ResetPasswordFormProps {
  onSubmit: (values: ResetPasswordValues) => void;
  pending: boolean;
  // A submit its checks refused, for the flow trace: fields and rules, never values.
  onInvalid?: (fields: InvalidField[]) => void;
  // The phone whose password this is (international).
  username?: string;
}

export function ResetPasswordForm({
  onSubmit,
  onInvalid,
  pending,
  username,
}: ResetPasswordFormProps) {
  const id = useId();
  const form = useValidatedForm({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validateField: validateResetPasswordField,
    validateAll: validateResetPassword,
    say: (field, rule) => validationText('resetPassword', field, rule),
    onValid: onSubmit,
    onInvalid,
    pending,
  });
  return (
    <form className="flow-form" aria-busy={pending} {...form.formProps}>
      {username ? (
        // Which account the new password is for, for password managers (never shown or
        // sent): they update the password saved under this phone.
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={phoneFieldValue(username)}
          readOnly
          hidden
        />
      ) : null}
      <PasswordField
        id={`${id}-new`}
        label={fieldText.newPassword.label}
        below={<PasswordStrengthHint password={form.values.newPassword} />}
        placeholder={fieldText.newPassword.placeholder}
        autoComplete="new-password"
        {...form.text('newPassword')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={fieldText.confirmNewPassword.label}
        placeholder={fieldText.confirmNewPassword.placeholder}
        autoComplete="new-password"
        {...form.text('confirmNewPassword')}
      />
      <SubmitButton pending={pending} pendingLabel={resetPasswordFormText.pending}>
        {resetPasswordFormText.submit}
      </SubmitButton>
    </form>
  );
}

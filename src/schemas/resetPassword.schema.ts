// Reset form: the new password and its confirmation; the mismatch shows on the confirmation.
import * as v from 'valibot';
import { FORM_RULES } from './fields/formRules';
import { PASSWORD_MIN_LENGTH } from './signup.schema';
import { validateAll, validateField, type FieldOf } from './fields/validate';

export const resetPasswordSchema = v.pipe(
  v.object({
    newPassword: v.pipe(v.string(), v.nonEmpty(), v.minLength(PASSWORD_MIN_LENGTH)),
    confirmNewPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => input.newPassword === input.confirmNewPassword,
    ),
    ['confirmNewPassword'],
  ),
);

export interface ResetPasswordFormValues {
  newPassword: string;
  confirmNewPassword: string;
}
export type ResetPasswordValues = v.InferOutput<typeof resetPasswordSchema>;
export type ResetPasswordField = FieldOf<typeof resetPasswordSchema>;

export const validateResetPassword = (values: ResetPasswordFormValues) =>
  validateAll(resetPasswordSchema, FORM_RULES.resetPassword, values);
export const validateResetPasswordField = (
  values: ResetPasswordFormValues,
  field: ResetPasswordField,
) => validateField(resetPasswordSchema, FORM_RULES.resetPassword, values, field);

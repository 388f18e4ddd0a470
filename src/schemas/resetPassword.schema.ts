// Reset form: the product's messages word for word; the mismatch shows on the confirm field.
import * as v from 'valibot';
import { m } from '../paraglide/messages.js';
import { PASSWORD_MIN_LENGTH } from './signup.schema';
import { validateAll, validateField, type FieldOf } from './validate';

export const RESET_MESSAGES = {
  required: m.validation_reset_required(),
  min: m.validation_reset_min(),
  mismatch: m.validation_reset_mismatch(),
} as const;

export const resetPasswordSchema = v.pipe(
  v.object({
    newPassword: v.pipe(
      v.string(),
      v.nonEmpty(RESET_MESSAGES.required),
      v.minLength(PASSWORD_MIN_LENGTH, RESET_MESSAGES.min),
    ),
    confirmNewPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => input.newPassword === input.confirmNewPassword,
      RESET_MESSAGES.mismatch,
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
  validateAll(resetPasswordSchema, values);
export const validateResetPasswordField = (
  values: ResetPasswordFormValues,
  field: ResetPasswordField,
) => validateField(resetPasswordSchema, values, field);

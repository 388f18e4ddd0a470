// The product's further password form (password, confirmPassword), not assigned to any screen
// yet. Kept so a future "change password" screen has its rules ready.
import * as v from 'valibot';
import { m as messages } from '../paraglide/messages.js';
import { PASSWORD_MIN_LENGTH } from './signup.schema';
import { validateAll, validateField, type FieldOf } from './validate';

export const STRONG_PASSWORD_MESSAGES = {
  required: messages.validation_password_required(),
  min: messages.validation_password_min(),
  lowercase: messages.validation_password_lowercase(),
  uppercase: messages.validation_password_uppercase(),
  digit: messages.validation_password_digit(),
  special: messages.validation_password_special(),
  mismatch: messages.validation_password_mismatch(),
} as const;

const m = STRONG_PASSWORD_MESSAGES;

export const strongPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(),
      v.nonEmpty(m.required),
      v.minLength(PASSWORD_MIN_LENGTH, m.min),
      v.regex(/[a-z]/, m.lowercase),
      v.regex(/[A-Z]/, m.uppercase),
      v.regex(/\d/, m.digit),
      v.regex(/[@$!%*?&#]/, m.special),
    ),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      m.mismatch,
    ),
    ['confirmPassword'],
  ),
);

export interface StrongPasswordFormValues {
  password: string;
  confirmPassword: string;
}
export type StrongPasswordField = FieldOf<typeof strongPasswordSchema>;

export const validateStrongPassword = (values: StrongPasswordFormValues) =>
  validateAll(strongPasswordSchema, values);
export const validateStrongPasswordField = (
  values: StrongPasswordFormValues,
  field: StrongPasswordField,
) => validateField(strongPasswordSchema, values, field);

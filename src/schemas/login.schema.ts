// Login form: the phone as every flow form takes it, and the sign-up's password rules.
import * as v from 'valibot';
import { FORM_RULES } from './fields/formRules';
import { phoneField } from './phone';
import { PASSWORD_MIN_LENGTH } from './signup.schema';
import { validateAll, validateField, type FieldOf } from './fields/validate';

export const loginSchema = v.object({
  phone: phoneField(),
  password: v.pipe(v.string(), v.nonEmpty(), v.minLength(PASSWORD_MIN_LENGTH)),
});

export interface LoginFormValues {
  phone: string;
  password: string;
}
export type LoginValues = v.InferOutput<typeof loginSchema>;
export type LoginField = FieldOf<typeof loginSchema>;

export const validateLogin = (values: LoginFormValues) =>
  validateAll(loginSchema, FORM_RULES.login, values);
export const validateLoginField = (values: LoginFormValues, field: LoginField) =>
  validateField(loginSchema, FORM_RULES.login, values, field);

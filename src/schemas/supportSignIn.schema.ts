// The support console's sign-in: an email address and a password, both required. The
// server decides whether they are right; this only spares it what cannot be.
import * as v from 'valibot';
import { FORM_RULES } from './fields/formRules';
import { validateAll, validateField, type FieldOf } from './fields/validate';

export const supportSignInSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email()),
  password: v.pipe(v.string(), v.nonEmpty()),
});

export interface SupportSignInValues {
  email: string;
  password: string;
}
export type SupportSignInField = FieldOf<typeof supportSignInSchema>;

export const validateSupportSignIn = (values: SupportSignInValues) =>
  validateAll(supportSignInSchema, FORM_RULES.supportSignIn, values);
export const validateSupportSignInField = (
  values: SupportSignInValues,
  field: SupportSignInField,
) => validateField(supportSignInSchema, FORM_RULES.supportSignIn, values, field);

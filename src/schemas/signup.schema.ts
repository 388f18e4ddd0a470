// Business registration form. The output is ready for the register call: phone in
// international format, business type as its numeric id, strings trimmed. Which rule each
// check stands for is in src/schemas/fields/formRules.ts; the words in
// src/content/fields/validation.ts.
import * as v from 'valibot';
import { FORM_RULES } from './fields/formRules';
import { phoneField } from './phone';
import { validateAll, validateField, type FieldOf } from './fields/validate';
import { WEBSITE_PATTERN } from './website';

export const PASSWORD_MIN_LENGTH = 6;

const required = () => v.pipe(v.string(), v.trim(), v.nonEmpty());

const password = v.pipe(v.string(), v.nonEmpty(), v.minLength(PASSWORD_MIN_LENGTH));

const LocationSchema = v.object({ latitude: v.number(), longitude: v.number() });

export const signupSchema = v.object({
  first_name: required(),
  last_name: required(),
  business_name: required(),
  business_type: v.pipe(required(), v.regex(/^[1-9]\d*$/), v.transform(Number)),
  email: v.pipe(required(), v.email()),
  phone: phoneField(),
  password,
  website_url: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || WEBSITE_PATTERN.test(s)),
    ),
    '',
  ),
  location: v.optional(LocationSchema),
  terms: v.literal(true),
});

/** What the form holds while the user types. */
export interface SignupFormValues {
  first_name: string;
  last_name: string;
  business_name: string;
  business_type: string;
  email: string;
  phone: string;
  password: string;
  website_url: string;
  location?: { latitude: number; longitude: number };
  terms: boolean;
}

/** What a valid form submits. */
export type SignupValues = v.InferOutput<typeof signupSchema>;
export type SignupField = FieldOf<typeof signupSchema>;

export const validateSignup = (values: SignupFormValues) =>
  validateAll(signupSchema, FORM_RULES.signup, values);
export const validateSignupField = (values: SignupFormValues, field: SignupField) =>
  validateField(signupSchema, FORM_RULES.signup, values, field);

/**
 * The password chosen again when a reload lost it mid sign-up: the sign-up's rules, and a
 * confirmation that must match (the product's 'password must match confirmation'), since
 * there is nothing left to check the new one against.
 */
export const signupPasswordSchema = v.pipe(
  v.object({ password, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
    ),
    ['confirmPassword'],
  ),
);
export interface SignupPasswordFormValues {
  password: string;
  confirmPassword: string;
}
export type SignupPasswordField = FieldOf<typeof signupPasswordSchema>;
export const validateSignupPassword = (values: SignupPasswordFormValues) =>
  validateAll(signupPasswordSchema, FORM_RULES.signupPassword, values);
export const validateSignupPasswordField = (
  values: SignupPasswordFormValues,
  field: SignupPasswordField,
) => validateField(signupPasswordSchema, FORM_RULES.signupPassword, values, field);

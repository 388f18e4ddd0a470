// Business registration form. Messages are the product's, word for
// word, typo included ('firstnamt'). The output is ready for the register call: phone in
// international format, business type as its numeric id, strings trimmed.
import * as v from 'valibot';
import { m } from '../paraglide/messages.js';
import { PHONE_MESSAGES, phoneField } from './phone';
import { validateAll, validateField, type FieldOf } from './validate';
import { WEBSITE_PATTERN } from './website';

export const SIGNUP_MESSAGES = {
  firstName: m.validation_first_name(),
  lastName: m.validation_last_name(),
  emailInvalid: m.validation_email_invalid(),
  emailRequired: m.validation_email_required(),
  passwordRequired: m.validation_password_required(),
  passwordMin: m.validation_password_min(),
  businessName: m.validation_business_name(),
  businessType: m.validation_business_type(),
  websiteUrl: m.validation_website_url(),
  terms: m.validation_terms(),
  ...PHONE_MESSAGES,
} as const;

export const PASSWORD_MIN_LENGTH = 6;

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

const LocationSchema = v.object({ latitude: v.number(), longitude: v.number() });

export const signupSchema = v.object({
  first_name: required(SIGNUP_MESSAGES.firstName),
  last_name: required(SIGNUP_MESSAGES.lastName),
  business_name: required(SIGNUP_MESSAGES.businessName),
  business_type: v.pipe(
    required(SIGNUP_MESSAGES.businessType),
    v.regex(/^[1-9]\d*$/, SIGNUP_MESSAGES.businessType),
    v.transform(Number),
  ),
  email: v.pipe(required(SIGNUP_MESSAGES.emailRequired), v.email(SIGNUP_MESSAGES.emailInvalid)),
  phone: phoneField(SIGNUP_MESSAGES),
  password: v.pipe(
    v.string(),
    v.nonEmpty(SIGNUP_MESSAGES.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.passwordMin),
  ),
  website_url: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || WEBSITE_PATTERN.test(s), SIGNUP_MESSAGES.websiteUrl),
    ),
    '',
  ),
  location: v.optional(LocationSchema),
  terms: v.literal(true, SIGNUP_MESSAGES.terms),
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

export const validateSignup = (values: SignupFormValues) => validateAll(signupSchema, values);
export const validateSignupField = (values: SignupFormValues, field: SignupField) =>
  validateField(signupSchema, values, field);

/**
 * The password chosen again when a reload lost it mid sign-up: the sign-up's rules, and a
 * confirmation that must match (the product's 'password must match confirmation'), since
 * there is nothing left to check the new one against.
 */
export const SIGNUP_PASSWORD_MISMATCH = m.validation_password_mismatch();

export const signupPasswordSchema = v.pipe(
  v.object({ password: signupSchema.entries.password, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      SIGNUP_PASSWORD_MISMATCH,
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
  validateAll(signupPasswordSchema, values);
export const validateSignupPasswordField = (
  values: SignupPasswordFormValues,
  field: SignupPasswordField,
) => validateField(signupPasswordSchema, values, field);

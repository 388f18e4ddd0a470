// Login form, in the page's language; a form may also ask for a language of its own.
// The product gives the required messages; the min-length messages are ours: the phone keeps
// the product's one phone message for "min 10 and required", the password reuses the
// sign-up's 'password must be at least 6 characters' (and its Arabic translation).
import * as v from 'valibot';
import { m } from '../paraglide/messages.js';
import { getLocale, type Locale } from '../paraglide/runtime.js';
import { phoneField, phoneMessages, type PhoneMessages } from './phone';
import { PASSWORD_MIN_LENGTH } from './signup.schema';
import { validateAll, validateField, type FieldOf } from './validate';

export type FormLanguage = Locale;

interface LoginMessages extends PhoneMessages {
  passwordRequired: string;
  passwordMin: string;
}

export function loginMessages(lang: FormLanguage = getLocale()): LoginMessages {
  const options = { locale: lang };
  return {
    ...phoneMessages(lang),
    passwordRequired: m.validation_password_required({}, options),
    passwordMin: m.validation_password_min({}, options),
  };
}

// Read on use, not on load: a fixed-language build warns when asked for the other language.
export const LOGIN_MESSAGES: Record<FormLanguage, LoginMessages> = {
  get en() {
    return loginMessages('en');
  },
  get ar() {
    return loginMessages('ar');
  },
};

export function loginSchema(lang: FormLanguage = getLocale()) {
  const messages = loginMessages(lang);
  return v.object({
    phone: phoneField(messages),
    password: v.pipe(
      v.string(),
      v.nonEmpty(messages.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, messages.passwordMin),
    ),
  });
}

export interface LoginFormValues {
  phone: string;
  password: string;
}
export type LoginValues = v.InferOutput<ReturnType<typeof loginSchema>>;
export type LoginField = FieldOf<ReturnType<typeof loginSchema>>;

export const validateLogin = (values: LoginFormValues, lang: FormLanguage = getLocale()) =>
  validateAll(loginSchema(lang), values);
export const validateLoginField = (
  values: LoginFormValues,
  field: LoginField,
  lang: FormLanguage = getLocale(),
) => validateField(loginSchema(lang), values, field);

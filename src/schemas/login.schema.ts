// Login form, in English on screen plus the Arabic-language variant.
// The product gives the required messages; the min-length messages are ours: the phone keeps
// the product's one phone message for "min 10 and required", the password reuses the
// sign-up's 'password must be at least 6 characters' (and its Arabic translation).
import * as v from 'valibot';
import { PHONE_MESSAGES_EN, phoneField, type PhoneMessages } from './phone';
import { PASSWORD_MIN_LENGTH } from './signup.schema';
import { validateAll, validateField, type FieldOf } from './validate';

export type FormLanguage = 'en' | 'ar';

interface LoginMessages extends PhoneMessages {
  passwordRequired: string;
  passwordMin: string;
}

export const LOGIN_MESSAGES: Record<FormLanguage, LoginMessages> = {
  en: {
    ...PHONE_MESSAGES_EN,
    passwordRequired: 'please enter your password',
    passwordMin: 'password must be at least 6 characters',
  },
  ar: {
    required: 'الرجاء إدخال رقم هاتفك',
    tooShort: 'يجب أن يتكون رقم الهاتف من 10 أرقام على الأقل',
    notMobile: 'الرجاء إدخال رقم هاتف محمول مصري صحيح، مثل 010 0123 4567',
    passwordRequired: 'الرجاء إدخال كلمة المرور',
    passwordMin: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  },
};

export function loginSchema(lang: FormLanguage = 'en') {
  const messages = LOGIN_MESSAGES[lang];
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

export const validateLogin = (values: LoginFormValues, lang: FormLanguage = 'en') =>
  validateAll(loginSchema(lang), values);
export const validateLoginField = (
  values: LoginFormValues,
  field: LoginField,
  lang: FormLanguage = 'en',
) => validateField(loginSchema(lang), values, field);

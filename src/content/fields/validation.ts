// What a form field says when it breaks a rule: per form, field and rule, the product's own
// message (word for word in English, typo 'please enter firstnamt' included). The rules come
// from the schemas' checks (src/schemas/fields/formRules.ts); the type below asks for a message for
// every rule a field can break, and for no other.
import { m } from '../../paraglide/messages.js';
import type { Locale } from '../../paraglide/runtime.js';
import type { Rule } from '../../schemas/failure';
import type {
  CheckedForm,
  FieldOfForm,
  FormRules,
  RuleField,
  RuleOf,
} from '../../schemas/fields/formRules';

// A catalogue message: its words in the page's language, or in `locale` when given (a form
// may speak a language of its own, as the login form can).
export type ValidationMessage = (
  inputs?: Record<string, never>,
  options?: { locale?: Locale },
) => string;

type ValidationWords = {
  [F in CheckedForm]: {
    [K in RuleField<F> & keyof FormRules[F]]: Record<RuleOf<F, K>, ValidationMessage>;
  };
};

// In English the product gives the phone one message for "required" and "min 10"; the
// Arabic tells them apart.
const PHONE = {
  required: m.validation_phone_required,
  tooShort: m.validation_phone_too_short,
  notMobile: m.validation_phone_not_mobile,
};
const PASSWORD = {
  required: m.validation_password_required,
  tooShort: m.validation_password_min,
};
const EMAIL = { required: m.validation_email_required, invalid: m.validation_email_invalid };

export const VALIDATION_WORDS: ValidationWords = {
  signup: {
    first_name: { required: m.validation_first_name },
    last_name: { required: m.validation_last_name },
    business_name: { required: m.validation_business_name },
    business_type: { required: m.validation_business_type },
    email: EMAIL,
    phone: PHONE,
    password: PASSWORD,
    website_url: { invalid: m.validation_website_url },
    terms: { required: m.validation_terms },
  },
  signupPassword: {
    password: PASSWORD,
    confirmPassword: { mismatch: m.validation_password_mismatch },
  },
  // The login's password takes the sign-up's messages (and their Arabic).
  login: { phone: PHONE, password: PASSWORD },
  phone: { phone: PHONE },
  resetPassword: {
    newPassword: { required: m.validation_reset_required, tooShort: m.validation_reset_min },
    confirmNewPassword: { mismatch: m.validation_reset_mismatch },
  },
  // A sentence per field rather than the label in a pattern: Arabic agrees with its gender.
  contact: {
    fullname: { required: m.validation_contact_fullname_required },
    email: {
      required: m.validation_contact_email_required,
      invalid: m.validation_contact_email_invalid,
    },
    message: { required: m.validation_contact_message_required },
  },
  supportSignIn: { email: EMAIL, password: { required: m.validation_password_required } },
};

/**
 * What `field` of `form` says for `rule`, in the page's language or `options.locale`. Empty
 * only for a rule the field cannot break (the table test holds every rule a schema names).
 */
export function validationText<F extends CheckedForm>(
  form: F,
  field: FieldOfForm<F>,
  rule: Rule,
  options?: { locale?: Locale },
): string {
  const words: Partial<Record<string, Partial<Record<Rule, ValidationMessage>>>> =
    VALIDATION_WORDS[form];
  return words[field]?.[rule]?.({}, options) ?? '';
}

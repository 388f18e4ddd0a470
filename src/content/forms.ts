import { m } from '../paraglide/messages.js';
import { getLocale, type Locale } from '../paraglide/runtime.js';
import { formatNumber } from '../i18n/format';
import { brand } from './brand';

// Labels, placeholders, buttons and helper text of the flow forms. Validation messages
// are in src/content/fields/validation.ts, word for word as the product words them.

export const fieldText = {
  firstName: { label: m.form_first_name_label(), placeholder: m.form_first_name_placeholder() },
  lastName: { label: m.form_last_name_label(), placeholder: m.form_last_name_placeholder() },
  businessName: {
    label: m.form_business_name_label(),
    placeholder: m.form_business_name_placeholder(),
  },
  businessType: {
    label: m.form_business_type_label(),
    placeholder: m.form_business_type_placeholder(),
  },
  // An address is typed in Latin letters whatever the page's language.
  email: { label: m.form_email_label(), placeholder: 'you@yourbusiness.com' },
  phone: {
    label: m.form_phone_label(),
    // Digits, not words: the field reads left to right in either language.
    placeholder: '010 0123 4567',
    hint: m.form_phone_hint(),
    international: m.form_phone_international(),
  },
  password: { label: m.form_password_label(), placeholder: m.form_password_placeholder() },
  newPassword: { label: m.form_new_password_label(), placeholder: m.form_password_placeholder() },
  confirmNewPassword: {
    label: m.form_confirm_new_password_label(),
    placeholder: m.form_confirm_new_password_placeholder(),
  },
  confirmPassword: { label: m.form_confirm_password_label() },
  websiteUrl: {
    label: m.form_website_label(),
    placeholder: brand.websitePlaceholder,
    hint: m.form_website_hint(),
  },
  optional: m.form_optional(),
} as const;

export const passwordStrengthText = {
  levels: {
    empty: m.form_strength_empty(),
    short: m.form_strength_short(),
    weak: m.form_strength_weak(),
    fair: m.form_strength_fair(),
    strong: m.form_strength_strong(),
  },
  tips: {
    lowercase: m.form_strength_tip_lowercase(),
    uppercase: m.form_strength_tip_uppercase(),
    digit: m.form_strength_tip_digit(),
    special: m.form_strength_tip_special(),
    length: m.form_strength_tip_length(),
  },
  // The hint offers at most two tips; a sentence per count reads right in both languages.
  stronger: (tips: string[]) =>
    tips.length > 1
      ? m.form_strength_stronger_two({ first: tips[0], second: tips[1] })
      : m.form_strength_stronger_one({ tip: tips[0] }),
} as const;

export const passwordToggleText = {
  show: m.form_password_show(),
  hide: m.form_password_hide(),
} as const;

export const locationText = {
  label: m.form_location_label(),
  hint: m.form_location_hint(),
  button: m.form_location_button(),
  retry: m.form_location_retry(),
  locating: m.form_location_locating(),
  // What an owner needs to know, not the coordinates themselves.
  located: m.form_location_located(),
} as const;

export const termsText = {
  before: m.form_terms_before(),
  terms: m.form_terms_terms(),
  between: m.form_terms_between(),
  privacy: m.form_terms_privacy(),
  after: m.form_terms_after(),
  newTab: m.form_new_tab(),
} as const;

export const signupFormText = {
  title: m.form_signup_title(),
  lead: m.form_signup_lead(),
  submit: m.form_signup_submit(),
  pending: m.form_sending_code(),
  haveAccount: m.form_signup_have_account(),
  login: m.form_login_link(),
} as const;

// Shown on the sign-up form when the API answers that an account may already use the phone
// or email; `message` stands in when the answer carries no text of its own.
export const accountExistsText = {
  message: m.form_account_exists(),
  login: m.form_login_link(),
  resetPassword: m.form_reset_password_link(),
} as const;

// The language a form speaks: the page's, unless it asks for its own (the login form can).
export type FormLanguage = Locale;

export type LoginFormText = ReturnType<typeof loginText>;

/**
 * The login form's words in one language; the page's own by default. A one-language build
 * always answers its own language, so only tests and the dev server can ask for the other.
 */
export function loginText(locale: Locale = getLocale()) {
  const options = { locale };
  return {
    title: m.form_login_title({}, options),
    phone: m.form_phone_label({}, options),
    password: m.form_password_label({}, options),
    submit: m.form_login_submit({}, options),
    pending: m.form_login_pending({}, options),
    createAccount: m.form_create_account_link({}, options),
    resetPassword: m.form_reset_password_link({}, options),
    forgotPassword: m.form_forgot_password({}, options),
    international: m.form_phone_international({}, options),
    support: m.form_support_link({}, options),
    show: m.form_password_show({}, options),
    hide: m.form_password_hide({}, options),
  };
}

// Read on use, not on load: a fixed-language build warns when asked for the other language.
export const loginFormText: Record<Locale, LoginFormText> = {
  get en() {
    return loginText('en');
  },
  get ar() {
    return loginText('ar');
  },
};

export const phoneFormText = {
  title: m.form_phone_title(),
  lead: m.form_phone_lead(),
  submit: m.form_phone_submit(),
  pending: m.form_sending_code(),
  backToLogin: m.form_back_to_login(),
} as const;

export const resetPasswordFormText = {
  title: m.form_reset_title(),
  lead: m.form_reset_lead(),
  submit: m.form_reset_submit(),
  pending: m.form_reset_pending(),
} as const;

export const passwordPromptText = {
  lead: m.form_password_prompt_lead(),
  submit: m.form_password_prompt_submit(),
  pending: m.form_password_prompt_pending(),
} as const;

export const otpText = {
  groupLabel: m.form_otp_group_label(),
  digitLabel: (n: number, of: number) =>
    m.form_otp_digit_label({ n: formatNumber(n), of: formatNumber(of) }),
  title: m.form_otp_title(),
  sentTo: m.form_otp_sent_to(),
  changeNumber: m.form_otp_change_number(),
  resend: m.form_otp_resend(),
  resendIn: (seconds: number) =>
    m.form_otp_resend_in({
      minutes: formatNumber(Math.floor(seconds / 60)),
      seconds: formatNumber(seconds % 60, { minimumIntegerDigits: 2 }),
    }),
  resent: m.form_otp_resent(),
  notReceived: m.form_otp_not_received(),
  verify: m.form_otp_verify(),
  verifying: m.form_otp_verifying(),
  incomplete: (length: number) => m.form_otp_incomplete({ length: formatNumber(length) }),
} as const;

export const loginRequiredText = {
  title: m.form_login_required_title(),
  lead: m.form_login_required_lead(),
  button: m.form_login_link(),
} as const;

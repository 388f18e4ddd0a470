import { formatNumber, isolate } from '../i18n/format';
import { m } from '../paraglide/messages.js';
import { getLocale, type Locale } from '../paraglide/runtime.js';
import { brand } from './brand';
import { failureText, type PlacedFailure } from './failures';

// Every message the sign-up, login and reset flows show, word for word where the product
// catalogue fixes the text (toasts, failures); the rest is written to read clearly.
export const flowText = {
  loggedIn: m.flow_logged_in(),
  loggedOutElsewhere: m.flow_logged_out_elsewhere(),
  loginFailed: m.flow_login_failed(),
  loginFailedLine: m.flow_login_failed_line(),
  // A refused login, on a page whose language the server's own words are not in.
  loginRefused: m.flow_login_refused(),
  // When the API ends a stored session without saying why in its own words.
  sessionEnded: m.flow_session_ended(),
  otpSent: m.flow_otp_sent(),
  verifying: m.flow_verifying(),
  otpVerified: m.flow_otp_verified(),
  accountCreated: m.flow_account_created(),
  passwordUpdated: m.flow_password_updated(),
  registerFailed: m.flow_register_failed(),
  sendFailed: m.flow_send_failed(),
  recaptchaFailed: m.flow_recaptcha_failed(),
  generic: m.flow_generic(),
  missingVerification: m.flow_missing_verification(),
  invalidCode: m.flow_invalid_code(),
  resetFailed: m.flow_reset_failed(),
  forgetFailed: m.flow_forget_failed(),
  verifyForResetFailed: m.flow_verify_for_reset_failed(),
  codeExpired: m.flow_code_expired(),
  tooManyRequests: m.flow_too_many_requests(),
  // The same words the API client gives a call that got no answer.
  network: m.api_network(),
  invalidPhone: m.flow_invalid_phone(),
  // When the API finds no account for a verified phone without saying so in its own words.
  noAccount: m.flow_no_account(),
  // The browser refused to keep the flows' progress (src/app/services.ts says it, once).
  storageUnavailable: m.storage_unavailable(),
} as const;

// What the flows' toasts say besides failures.
export type FlowNotice =
  | 'loggedIn'
  | 'loggedOutElsewhere'
  | 'otpSent'
  | 'verifying'
  | 'otpVerified'
  | 'accountCreated'
  | 'passwordUpdated';

// What a flow asks a toast to say: a notice, or a failure and where it happened.
export type FlowWords = { notice: FlowNotice } | PlacedFailure;

const NOTICE_TEXT: Record<FlowNotice, (locale: Locale) => string> = {
  loggedIn: (locale) => m.flow_logged_in({}, { locale }),
  loggedOutElsewhere: (locale) => m.flow_logged_out_elsewhere({}, { locale }),
  otpSent: (locale) => m.flow_otp_sent({}, { locale }),
  verifying: (locale) => m.flow_verifying({}, { locale }),
  otpVerified: (locale) => m.flow_otp_verified({}, { locale }),
  accountCreated: (locale) => m.flow_account_created({}, { locale }),
  passwordUpdated: (locale) => m.flow_password_updated({}, { locale }),
};

/** A flow's words in `locale`, the page's by default. */
export function flowWordsText(words: FlowWords, locale: Locale = getLocale()): string {
  return 'notice' in words ? NOTICE_TEXT[words.notice](locale) : failureText(words, locale);
}

// Seconds a user waits before asking for another code.
export const RESEND_COOLDOWN_SECONDS = 60;

export const successPages = {
  login: {
    eyebrow: m.success_login_eyebrow(),
    title: m.success_login_title(),
    lead: m.success_login_lead(),
    steps: [m.success_login_step_1(), m.success_login_step_2(), m.success_login_step_3()],
  },
  signup: {
    eyebrow: m.success_signup_eyebrow(),
    title: m.success_signup_title(),
    lead: m.success_signup_lead(),
    steps: [m.success_signup_step_1(), m.success_signup_step_2(), m.success_signup_step_3()],
    contact: m.success_signup_contact({ supportEmail: isolate(brand.supportEmail) }),
  },
} as const;

// Headings and short leads of the flow screens, and the side panel beside them on desktop.
// Offered on a screen whose last attempt failed: the contact form, with this tab's trace.
export const getHelpText = {
  lead: m.flow_get_help_lead(),
  link: m.flow_get_help_link(),
  note: m.flow_get_help_note(),
} as const;

export const flowScreens = {
  signup: {
    title: m.screen_signup_title(),
    lead: m.screen_signup_lead(),
    haveAccount: m.screen_signup_have_account(),
    loginLink: m.screen_signup_login_link(),
  },
  login: {
    title: m.screen_login_title(),
    lead: m.screen_login_lead(),
    // After a sign-up: the step bar reads "Account ready", and so does the heading.
    readyTitle: m.screen_login_ready_title(),
    accountCreated: m.screen_login_account_created(),
    // Another tab holding a copy of the flow (a duplicated tab) finished it.
    createdElsewhere: m.tabs_login_signup_elsewhere(),
    changedElsewhere: m.tabs_login_reset_elsewhere(),
  },
  forgetPassword: {
    title: m.screen_forget_password_title(),
    lead: m.screen_forget_password_lead(),
    remembered: m.screen_forget_password_remembered(),
    backToLogin: m.screen_forget_password_back_to_login(),
    // The verified code's proof was refused (used up by another tab, or too old).
    proofSpent: m.tabs_reset_proof_spent(),
  },
  verify: {
    title: m.screen_verify_title(),
    noCode: m.screen_verify_no_code(),
    newCodeNeeded: m.screen_verify_new_code_needed(),
    // The verified code's proof was refused (used up by another tab, or too old).
    proofSpent: m.tabs_signup_proof_spent(),
    sendNewCode: m.screen_verify_send_new_code(),
    startSignup: m.screen_verify_start_signup(),
    startReset: m.screen_verify_start_reset(),
  },
  registering: {
    title: m.screen_registering_title(),
    status: m.screen_registering_status(),
  },
  checkingAccount: {
    title: m.screen_checking_account_title(),
    status: m.screen_checking_account_status(),
  },
  password: {
    title: m.screen_password_title(),
  },
  noAccount: {
    title: m.screen_no_account_title(),
    lead: m.screen_no_account_lead(),
    signup: m.screen_no_account_signup(),
    otherNumber: m.screen_no_account_other_number(),
  },
  resetPassword: {
    title: m.screen_reset_password_title(),
    lead: m.screen_reset_password_lead(),
  },
  verifyUser: {
    title: m.screen_verify_user_title(),
    lead: m.screen_verify_user_lead(),
    codeWaiting: m.screen_verify_user_code_waiting(),
    // Also after a code was used up or ran out (a failed registration, a late reload).
    codeNotSent: m.screen_verify_user_code_not_sent(),
    phoneVerified: m.screen_verify_user_phone_verified(),
    enterCode: m.screen_verify_user_enter_code(),
    finish: m.screen_verify_user_finish(),
    sendCode: m.screen_verify_user_send_code(),
    sendNewCode: m.screen_verify_user_send_new_code(),
    sending: m.screen_verify_user_sending(),
    startOver: m.screen_verify_user_start_over(),
    nothing: m.screen_verify_user_nothing(),
    register: m.screen_verify_user_register(),
    summary: {
      name: m.screen_verify_user_summary_name(),
      business: m.screen_verify_user_summary_business(),
      email: m.screen_verify_user_summary_email(),
      phone: m.screen_verify_user_summary_phone(),
    },
  },
} as const;

// What the step bar says around each flow's labels (src/content/steps/<flow>.ts).
export const stepText = {
  label: m.flow_steps_label(),
  done: m.flow_step_done(),
  // Read with the heading: "Step 2 of 3: Verify phone".
  ofTotal: (n: number, of: number, label: string) =>
    m.flow_step_of_total({ n: formatNumber(n), of: formatNumber(of), label }),
} as const;

export const flowAside = {
  title: brand.businessProductName,
  lead: m.flow_aside_lead(),
  points: [m.flow_aside_point_1(), m.flow_aside_point_2(), m.flow_aside_point_3()],
} as const;

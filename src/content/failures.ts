import { m } from '../paraglide/messages.js';
import { getLocale, type Locale } from '../paraglide/runtime.js';
import { SERVER_LANGUAGE, type AuthReason, type Failure } from '../schemas/failure';
import type { LocationFailure } from '../services/geolocation';

// A failure in words, in the page's language, drawn when a screen or toast shows it. The
// machines keep the failure and where it happened (the place); the words are decided here.

// Where a flow tells of a failure. Each place has the product's own words for a failure
// nothing more precise explains.
export type FailurePlace =
  | 'login'
  | 'loginLine'
  | 'register'
  | 'sessionEnded'
  | 'resetPassword'
  | 'noAccount'
  | 'signupSend'
  | 'resetSend'
  | 'signupCode'
  | 'resetCode'
  | 'deletionSend'
  | 'deletionCode'
  | 'deleteAccount';

// A failure and where it happened: what machines keep and hand to their toasts.
export interface PlacedFailure {
  failure: Failure;
  place: FailurePlace;
}

// The messages take the locale as an option, so a replay can speak the owner's language.
type Say = (locale: Locale) => string;
const say =
  (message: (inputs: Record<string, never>, options: { locale: Locale }) => string): Say =>
  (locale) =>
    message({}, { locale });

const FALLBACK: Record<FailurePlace, Say> = {
  login: say(m.flow_login_failed),
  loginLine: say(m.flow_login_failed_line),
  register: say(m.flow_register_failed),
  sessionEnded: say(m.flow_session_ended),
  resetPassword: say(m.flow_reset_failed),
  noAccount: say(m.flow_no_account),
  signupSend: say(m.flow_send_failed),
  resetSend: say(m.flow_forget_failed),
  // Only a wrong code reads 'Invalid OTP' (its own words below): a check that failed for
  // any other reason says so, not that the owner typed it wrong.
  signupCode: say(m.flow_generic),
  resetCode: say(m.flow_verify_for_reset_failed),
  deletionSend: say(m.flow_send_failed),
  deletionCode: say(m.flow_generic),
  deleteAccount: say(m.flow_generic),
};

// Phone-auth reasons with words of their own; the rest are said in the place's words.
const AUTH_TEXT: Partial<Record<AuthReason, Say>> = {
  recaptcha: say(m.flow_recaptcha_failed),
  'invalid-phone': say(m.flow_invalid_phone),
  'invalid-code': say(m.flow_invalid_code),
  'code-expired': say(m.flow_code_expired),
  'missing-verification': say(m.flow_missing_verification),
  'too-many-requests': say(m.flow_too_many_requests),
};

// Refusals a place has the product's own words for, said when the server's are not shown
// (an Arabic page, or an answer without words): the account that may already exist, and
// the phone proof refused (used up by another tab, or too old).
const REFUSAL_TEXT: Partial<Record<FailurePlace, Partial<Record<number, Say>>>> = {
  register: { 401: say(m.tabs_proof_refused), 409: say(m.form_account_exists) },
  resetPassword: { 401: say(m.tabs_proof_refused) },
  deleteAccount: { 401: say(m.tabs_proof_refused) },
};

/** The server's own words for a failure, when the page's language can show them. */
export function serverWords(failure: Failure, locale: Locale = getLocale()): string | undefined {
  return failure.kind === 'http' && locale === SERVER_LANGUAGE ? failure.said : undefined;
}

// A refusal the server explained in words this page does not show: still a refusal, said
// in the page's own words.
function refusalWithheld(failure: Failure, locale: Locale): Say | undefined {
  if (failure.kind !== 'http' || failure.status >= 500 || !failure.said) return undefined;
  if (locale === SERVER_LANGUAGE) return undefined;
  return failure.status === 429 ? say(m.flow_too_many_requests) : say(m.flow_login_refused);
}

function common(failure: Failure, place: FailurePlace, locale: Locale): string {
  switch (failure.kind) {
    case 'timeout':
      return m.api_timeout({}, { locale });
    case 'network':
      return m.api_network({}, { locale });
    case 'http':
      return (
        serverWords(failure, locale) ??
        // Too many attempts is said as such wherever it happens, not as something broken.
        (failure.status === 429
          ? say(m.flow_too_many_requests)
          : (REFUSAL_TEXT[place]?.[failure.status] ?? FALLBACK[place]))(locale)
      );
    case 'auth':
      return (AUTH_TEXT[failure.reason] ?? FALLBACK[place])(locale);
    case 'unexpected':
    case 'invalid':
      return FALLBACK[place](locale);
  }
}

/** A failure as the owner reads it at `place`, in `locale` (the page's by default). */
export function failureText(
  { failure, place }: PlacedFailure,
  locale: Locale = getLocale(),
): string {
  if (place === 'login')
    return refusalWithheld(failure, locale)?.(locale) ?? common(failure, place, locale);
  if (place === 'loginLine') {
    // The line under the form: a wrong password must never read as a broken server, and a
    // broken server (or none) reads as the product's 'Internal Server Error'.
    const refused = failure.kind === 'http' && failure.status < 500;
    if (!refused) return FALLBACK.loginLine(locale);
    return (
      serverWords(failure, locale) ??
      refusalWithheld(failure, locale)?.(locale) ??
      (failure.status === 429 ? m.flow_too_many_requests({}, { locale }) : undefined) ??
      FALLBACK.loginLine(locale)
    );
  }
  return common(failure, place, locale);
}

const LOCATION_TEXT: Record<LocationFailure['reason'], Say> = {
  denied: say(m.location_denied),
  unavailable: say(m.location_unavailable),
  timeout: say(m.location_timeout),
  unexpected: say(m.location_unexpected),
  unsupported: say(m.location_unsupported),
};

/** Why the device gave no position, in the product's words and the page's language. */
export function locationFailureText(
  failure: LocationFailure,
  locale: Locale = getLocale(),
): string {
  const words = LOCATION_TEXT[failure.reason](locale);
  return failure.reason === 'unexpected' ? `${words}: ${failure.detail}` : words;
}

import { RESEND_COOLDOWN_SECONDS, flowText } from '../content/flows';
import type { PhoneAuthFailure } from '../services/phoneAuth';
import type { ToastRequest } from '../services/toast';

// Where a flow sends the user, by name, so the machines stay unaware of the router; the app
// maps each name to a route checked against the route tree (src/app/flowTargets.ts).
export type FlowTarget =
  | 'signupForm'
  | 'login'
  | 'verifySignup'
  | 'verifyReset'
  | 'forgetPassword'
  | 'resetPassword'
  | 'afterLogin'
  | 'home';

// What the machines ask of the app through injected actions.
export interface NavigateParams {
  to: FlowTarget;
}
export type ToastParams = ToastRequest;

// One toast id for a code check, so 'verifying' turns into its outcome instead of stacking.
export const VERIFY_TOAST_ID = 'verify-code';

export const verifyingToast: ToastParams = {
  kind: 'loading',
  message: flowText.verifying,
  id: VERIFY_TOAST_ID,
};

export const verifiedToast: ToastParams = {
  kind: 'success',
  message: flowText.otpVerified,
  id: VERIFY_TOAST_ID,
};

function textOf(error: unknown, key: 'message' | 'reason'): string | undefined {
  if (!error || typeof error !== 'object' || !(key in error)) return undefined;
  const value = (error as Record<typeof key, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

// The HTTP status of a failed API call, when the server answered at all.
export function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

// Whether the server gave reasons for a failure in a language the page does not show (the
// API answers in English; see src/services/api.ts): the failure is then said in the page's
// words, from its catalogue.
export function wordsWithheld(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'withheld' in error && error.withheld === true;
}

// The server's (or network's) message when the failure carries one, else the catalogue's.
export function messageFrom(error: unknown, fallback: string): string {
  return textOf(error, 'message') ?? fallback;
}

const PHONE_AUTH_TEXT: Record<PhoneAuthFailure, string | undefined> = {
  recaptcha: flowText.recaptchaFailed,
  'invalid-phone': flowText.invalidPhone,
  'invalid-code': flowText.invalidCode,
  'code-expired': flowText.codeExpired,
  'missing-verification': flowText.missingVerification,
  'too-many-requests': flowText.tooManyRequests,
  network: flowText.network,
  // Left to the flow's own catalogue message.
  'send-failed': undefined,
  'verify-failed': undefined,
};

export function phoneAuthReason(error: unknown): PhoneAuthFailure | undefined {
  const reason = textOf(error, 'reason');
  return reason && reason in PHONE_AUTH_TEXT ? (reason as PhoneAuthFailure) : undefined;
}

// A phone-auth failure as the user reads it; `fallback` covers failures with no better text.
export function phoneAuthMessage(error: unknown, fallback: string): string {
  const reason = phoneAuthReason(error);
  return (reason && PHONE_AUTH_TEXT[reason]) ?? fallback;
}

// After these failures the old code cannot work any more: offer a new one at once.
export function needsNewCode(error: unknown): boolean {
  const reason = phoneAuthReason(error);
  return reason === 'code-expired' || reason === 'missing-verification';
}

// A failed code check as the 'verifying' toast's outcome; `fallback` is the flow's own text.
export function codeFailureToast(error: unknown, fallback: string): ToastParams {
  return { kind: 'error', message: phoneAuthMessage(error, fallback), id: VERIFY_TOAST_ID };
}

// Time left before a new code may be asked for, counted from when the last one was sent so
// a reload or a wrong code keeps the clock.
export function resendDelayMs(codeSentAt: number | undefined): number {
  return Math.max(0, (codeSentAt ?? 0) + RESEND_COOLDOWN_SECONDS * 1000 - Date.now());
}

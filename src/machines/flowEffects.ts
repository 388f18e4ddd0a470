// What the flow machines ask of the app, and the helpers behind those asks: where to send the
// owner, what to toast, how a failure reads and when a code may be sent again.
import type { FailurePlace, PlacedFailure } from '../content/failures';
import { RESEND_COOLDOWN_SECONDS, type FlowWords } from '../content/flows';
import { asFailure, authReasonOf, type Failure } from '../schemas/failure';
import type { ToastKind } from '../services/toast';

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
  | 'deleteAccount'
  | 'home';

// What the machines ask of the app through injected actions.
export interface NavigateParams {
  to: FlowTarget;
}

// A toast as codes: the app says its words in the page's language (src/content/flows.ts).
export interface ToastParams {
  kind: ToastKind;
  words: FlowWords;
  // Reusing an id turns a running toast (e.g. 'verifying') into its outcome.
  id?: string;
}

// One toast id for a code check, so 'verifying' turns into its outcome instead of stacking.
export const VERIFY_TOAST_ID = 'verify-code';

export const verifyingToast: ToastParams = {
  kind: 'loading',
  words: { notice: 'verifying' },
  id: VERIFY_TOAST_ID,
};

export const verifiedToast: ToastParams = {
  kind: 'success',
  words: { notice: 'otpVerified' },
  id: VERIFY_TOAST_ID,
};

// The failure an actor rejected with, placed where the flow tells of it.
export const placed = (error: unknown, place: FailurePlace): PlacedFailure => ({
  failure: asFailure(error),
  place,
});

// After these failures the old code cannot work any more: offer a new one at once.
export function needsNewCode(failure: Failure): boolean {
  const reason = authReasonOf(failure);
  return reason === 'code-expired' || reason === 'missing-verification';
}

// A failed code check as the 'verifying' toast's outcome.
export function codeFailureToast(failure: PlacedFailure): ToastParams {
  return { kind: 'error', words: failure, id: VERIFY_TOAST_ID };
}

// Time left before a new code may be asked for, counted from when the last one was sent so
// a reload or a wrong code keeps the clock.
export function resendDelayMs(codeSentAt: number | undefined): number {
  return Math.max(0, (codeSentAt ?? 0) + RESEND_COOLDOWN_SECONDS * 1000 - Date.now());
}

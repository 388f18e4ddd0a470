// What both flows' code steps meet in their model paths: `AFTER` is the resend countdown
// running out, and the API's refusal of a phone proof it will not take (spent, or too old).
export const AFTER = 'xstate.after.resendDelay.phoneCode.waiting.coolingDown';
export const PROOF_REFUSED = 'Phone verification failed. Please request a new code and try again.';

// Verify pressed with one digit in: the code step refuses it (its guard says no) and the
// screen says what is missing.
export const SHORT_CODE = { type: 'code.enter', code: '1' } as const;
export const isShortCode = (event: { type: string; code?: unknown }) =>
  event.type === 'code.enter' && event.code === SHORT_CODE.code;

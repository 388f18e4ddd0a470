import type { AnyEventObject } from 'xstate';
import { authFailure, httpFailure } from '../helpers/failures';
import { testPhone } from '../helpers/phones';
import { AFTER, PROOF_REFUSED } from './codeStepEvents';

// What happens to the reset in its model paths, in a module of its own so that both
// drivers (jsdom, tests/model/reset.tables.ts; Chromium, tests/e2e/model) walk the same.

export const owner = testPhone();
export const PHONE = owner.international;
export const NEW_PASSWORD = 'newpass1';
export const NO_ACCOUNT = 'No account uses this phone number.';

export const events: AnyEventObject[] = [
  { type: 'phone.submit', phone: PHONE },
  { type: 'code.enter', code: '123456' },
  { type: 'code.resend' },
  { type: 'phone.change' },
  { type: 'password.submit', newPassword: NEW_PASSWORD },
  { type: 'xstate.done.actor.sendCode', output: 'verification-2' },
  { type: 'xstate.error.actor.sendCode', error: authFailure('send-failed') },
  { type: 'xstate.done.actor.confirmCode', output: 'id-token' },
  { type: 'xstate.error.actor.confirmCode', error: authFailure('verify-failed') },
  { type: 'xstate.error.actor.confirmCode', error: authFailure('code-expired') },
  // Right after the code: does an account use the phone?
  { type: 'xstate.done.actor.checkAccount', output: undefined },
  { type: 'xstate.error.actor.checkAccount', error: httpFailure(404, NO_ACCOUNT) },
  { type: 'xstate.error.actor.checkAccount', error: httpFailure(401, PROOF_REFUSED) },
  // The API cannot say: the owner goes on to the new password.
  { type: 'xstate.error.actor.checkAccount', error: httpFailure(503) },
  { type: 'xstate.done.actor.resetPassword', output: undefined },
  // No server message: the catalogue's text (see the report on server messages here).
  { type: 'xstate.error.actor.resetPassword', error: httpFailure(500) },
  // The phone is proven, but no account uses it.
  { type: 'xstate.error.actor.resetPassword', error: httpFailure(404, NO_ACCOUNT) },
  // The proof refused: another tab holding a copy of this reset spent it (or it is too old).
  { type: 'xstate.error.actor.resetPassword', error: httpFailure(401, PROOF_REFUSED) },
  { type: 'signup.start' },
  // Another tab holding a copy of this reset (a duplicated tab) changed the password.
  { type: 'flow.finishedElsewhere' },
  { type: AFTER },
];

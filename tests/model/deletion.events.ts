import type { AnyEventObject } from 'xstate';
import { authFailure, httpFailure } from '../helpers/failures';
import { testPhone } from '../helpers/phones';
import { AFTER, PROOF_REFUSED } from './codeStepEvents';

// What happens to the account deletion in its model paths, in a module of its own so that
// both drivers (jsdom, tests/model/deletion.tables.ts; Chromium, tests/e2e/model) walk the same.

export const owner = testPhone();
export const PHONE = owner.international;
export const NO_ACCOUNT = 'No account uses this phone number.';

export const events: AnyEventObject[] = [
  { type: 'phone.submit', phone: PHONE },
  { type: 'code.enter', code: '123456' },
  { type: 'code.resend' },
  { type: 'phone.change' },
  { type: 'xstate.done.actor.sendCode', output: 'verification-2' },
  { type: 'xstate.error.actor.sendCode', error: authFailure('send-failed') },
  { type: 'xstate.done.actor.confirmCode', output: 'id-token' },
  { type: 'xstate.error.actor.confirmCode', error: authFailure('verify-failed') },
  { type: 'xstate.error.actor.confirmCode', error: authFailure('code-expired') },
  // Right after the code: does an account use the phone? Said only now.
  { type: 'xstate.done.actor.checkAccount', output: undefined },
  { type: 'xstate.error.actor.checkAccount', error: httpFailure(404, NO_ACCOUNT) },
  { type: 'xstate.error.actor.checkAccount', error: httpFailure(401, PROOF_REFUSED) },
  // The API cannot say: the owner goes on to the confirm screen.
  { type: 'xstate.error.actor.checkAccount', error: httpFailure(503) },
  { type: 'deletion.confirm' },
  { type: 'deletion.cancel' },
  { type: 'xstate.done.actor.deleteAccount', output: undefined },
  // No server message: the catalogue's text.
  { type: 'xstate.error.actor.deleteAccount', error: httpFailure(500) },
  // The phone is proven, but no account uses it (any more).
  { type: 'xstate.error.actor.deleteAccount', error: httpFailure(404, NO_ACCOUNT) },
  // The proof refused: another tab holding a copy of this deletion spent it (or it is too old).
  { type: 'xstate.error.actor.deleteAccount', error: httpFailure(401, PROOF_REFUSED) },
  // Another tab holding a copy of this deletion (a duplicated tab) deleted the account.
  { type: 'flow.finishedElsewhere' },
  { type: AFTER },
];

import type { AnyEventObject } from 'xstate';
import { accountExistsText } from '../../src/content/forms';
import { authFailure, httpFailure } from '../helpers/failures';
import { pendingRegistration } from '../helpers/pendingRegistration';
import { testPhone } from '../helpers/phones';
import { AFTER, PROOF_REFUSED, SHORT_CODE } from './codeStepEvents';

// What happens to the sign-up in its model paths, in a module of its own so that both
// drivers (jsdom, tests/model/signup.tables.ts; Chromium, tests/e2e/model) walk the same.

export const owner = testPhone();
// A verified phone a reset found no account for.
export const PREFILL = testPhone(2);
export const details = pendingRegistration({ phone: owner.international });
export const ACCOUNT_MAY_EXIST = accountExistsText.message;

export const events: AnyEventObject[] = [
  { type: 'form.submit', details, password: 'secret1' },
  { type: 'location.request' },
  { type: 'phone.prefill', phone: PREFILL.international },
  { type: 'xstate.done.actor.locate', output: { coordinates: { latitude: 30, longitude: 31 } } },
  { type: 'code.request' },
  { type: 'code.enter', code: '123456' },
  SHORT_CODE,
  { type: 'code.resend' },
  { type: 'password.submit', password: 'again12' },
  { type: 'phone.change' },
  { type: 'flow.restart' },
  { type: 'xstate.done.actor.sendCode', output: 'verification-2' },
  { type: 'xstate.error.actor.sendCode', error: authFailure('recaptcha') },
  { type: 'xstate.done.actor.confirmCode', output: 'id-token' },
  { type: 'xstate.error.actor.confirmCode', error: authFailure('invalid-code') },
  { type: 'xstate.error.actor.confirmCode', error: authFailure('missing-verification') },
  { type: 'xstate.done.actor.register', output: undefined },
  // The API's one answer for a taken phone or email, and its refusal of the phone proof.
  { type: 'xstate.error.actor.register', error: httpFailure(409, ACCOUNT_MAY_EXIST) },
  { type: 'xstate.error.actor.register', error: httpFailure(401, PROOF_REFUSED) },
  // Another tab holding a copy of this sign-up (a duplicated tab) created the account.
  { type: 'flow.finishedElsewhere' },
  { type: AFTER },
];

export const STORED_TOKEN = 'stored-token';

// The code a reload restores, as the machine's input: pending, or confirmed `verifiedAgo`
// ms ago with its token.
export const storedCode = (verifiedAgo?: number) => ({
  phone: details.phone,
  verificationId: 'stored-id',
  sentAt: 0,
  proof:
    verifiedAgo === undefined
      ? undefined
      : { idToken: STORED_TOKEN, verifiedAt: Date.now() - verifiedAgo },
});

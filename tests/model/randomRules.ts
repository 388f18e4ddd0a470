import { linkOptions } from '@tanstack/react-router';
import { flowTargets } from '../../src/app/flowTargets';
import type { SESSION_KEYS } from '../../src/app/storage/storageKeys';
import type { ResetContext } from '../../src/machines/reset.machine';
import type { SignupContext } from '../../src/machines/signup.machine';

// What each resting state of a flow may look like from outside its screens: the pages it
// can be on and the sessionStorage records it may hold. Random runs (random.model.test.tsx)
// check both after every step. Rows are keyed like the tables' state rows; every row whose
// state the app is in must allow what is found, and a state no row names allows nothing.

// The pages are the app's own: the targets the machines navigate to (src/app/flowTargets.ts,
// the routes they resolve to), plus the sign-up's resume page, which owners reach by link.
export const PLACES = { ...flowTargets, resume: linkOptions({ to: '/verify-user' }) };
export type Place = keyof typeof PLACES;

export type SessionKey = keyof typeof SESSION_KEYS;

export interface StateRules<C> {
  places: Record<string, (context: C) => readonly Place[]>;
  // The flow records (src/app/storage/flowStorage.ts FLOW_KEYS) a state may keep: an upper
  // bound, since a record is only written once the flow has something to resume.
  keeps: Record<string, (context: C) => readonly SessionKey[]>;
}

const when = (holds: unknown, places: readonly Place[]) => (holds ? places : []);

const SIGNUP_PENDING = ['pendingSignup', 'codeSession', 'phoneNumber', 'signupDraft'] as const;

export const signupRules: StateRules<SignupContext> = {
  places: {
    editing: ({ details, createdPhone }) => [
      'signupForm',
      // The login form, once the account exists (made here or in another tab).
      ...when(createdPhone, ['login']),
      // With a sign-up pending: the code screen's offer of a new code (a refused proof, a
      // stale reload, a failed send from there), or the resume page after a send from it
      // failed.
      ...when(details, ['verifySignup', 'resume']),
    ],
    'editing.locating': () => ['signupForm'],
    // Wherever the code was asked for: the form, the resume page, the new-code offer.
    'verifyingPhone.sending': () => ['signupForm', 'resume', 'verifySignup'],
    // A new code asked for on the resume page is waited for there.
    'verifyingPhone.waiting': () => ['verifySignup', 'resume'],
    'verifyingPhone.checking': () => ['verifySignup'],
    askingPassword: () => ['verifySignup'],
    registering: () => ['verifySignup'],
  },
  keeps: {
    // With no sign-up pending (none yet, or it ended or was started over) only the form as
    // it is being typed: nothing of an earlier sign-up.
    editing: ({ details }) => (details ? SIGNUP_PENDING : ['signupDraft']),
    verifyingPhone: () => SIGNUP_PENDING,
    askingPassword: () => SIGNUP_PENDING,
    registering: () => SIGNUP_PENDING,
  },
};

const RESET_CODE = ['codeSession', 'phoneNumber', 'verifiedReset'] as const;
const RESET_VERIFIED = ['phoneNumber', 'verifiedReset'] as const;

export const resetRules: StateRules<ResetContext> = {
  places: {
    enteringPhone: ({ phone, changedHere, changedElsewhere }) => [
      'forgetPassword',
      // The login form, once the password is changed (here or in another tab).
      ...when(changedHere ?? changedElsewhere, ['login']),
      // The sign-up form, when the owner found no account and signs up instead (the reset
      // forgets the phone it handed over).
      ...when(!phone, ['signupForm']),
    ],
    'verifyingPhone.sending': () => ['forgetPassword'],
    'verifyingPhone.waiting': () => ['verifyReset'],
    'verifyingPhone.checking': () => ['verifyReset'],
    checkingAccount: () => ['verifyReset'],
    choosingPassword: () => ['resetPassword'],
    updating: () => ['resetPassword'],
    noAccount: () => ['resetPassword'],
  },
  keeps: {
    // Back on the form with its phone (a change of number, a failed send) the code or
    // verification in hand stays for a reload; with none (finished, no account, a sign-up
    // instead) nothing does.
    enteringPhone: ({ phone }) => (phone ? RESET_CODE : []),
    verifyingPhone: () => RESET_CODE,
    // The verification is not kept until the account is known.
    checkingAccount: () => ['codeSession', 'phoneNumber'],
    choosingPassword: () => RESET_VERIFIED,
    updating: () => RESET_VERIFIED,
    noAccount: () => [],
  },
};

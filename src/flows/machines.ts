import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { codeScreen, said, type Views } from '../features/support/replay/replayScreens';
import { failureText } from '../content/failures';
import { contactMachine } from '../machines/contact.machine';
import { deletionMachine } from '../machines/deletion.machine';
import { phoneCodeMachine } from '../machines/phoneCode.machine';
import { resetMachine } from '../machines/reset.machine';
import { sessionMachine } from '../machines/session.machine';
import { signupMachine } from '../machines/signup.machine';
import type { PendingRegistration } from '../machines/flowMemory';
import type { Locale } from '../paraglide/runtime.js';
import type { Failure } from '../schemas/failure';
import type { OwnerScreen } from '../features/support/model';
import {
  machineIdOf,
  type CodeFlow,
  type FlowId,
  type MachineId,
  type TraceMachine,
} from './registry';

// The registry's heavy companion: each machine id to its production machine. Scripts, tests
// and the console's replay load it; nothing on an owner's first load does.
export const MACHINES = {
  signup: signupMachine,
  reset: resetMachine,
  session: sessionMachine,
  contact: contactMachine,
  deletion: deletionMachine,
  phoneCode: phoneCodeMachine,
} satisfies Record<MachineId, AnyStateMachine>;

// A flow's running actor, as the app's flows gate hands it out (a type only: importing it
// loads none of this module).
export type FlowActor<F extends CodeFlow> = ActorRefFrom<(typeof MACHINES)[F]>;

/** The production machine a trace machine runs ('reset.phoneCode' → the phoneCode machine). */
export const machineOf = (machine: TraceMachine): AnyStateMachine => MACHINES[machineIdOf(machine)];

// Invented values a replay starts a flow with: a trace never holds what the owner typed.
export interface ReplayPlaceholders {
  now: number;
  phone: string;
  details: PendingRegistration;
}

// The input a replay starts each flow with, from the state the owner's tab started in: a tab
// that restored into a later state after a reload held what that state needs in storage.
export const REPLAY_INPUT: Record<FlowId, (to: string, p: ReplayPlaceholders) => unknown> = {
  signup: (to, { now, phone, details }) => {
    if (to !== 'verifyingPhone.waiting' && to !== 'askingPassword') return {};
    const proof = to === 'askingPassword' ? { idToken: 'replay', verifiedAt: now } : undefined;
    return { details, code: { phone, verificationId: 'replay', sentAt: now, proof } };
  },
  reset: (to, { now, phone }) => ({
    code:
      to === 'verifyingPhone.waiting'
        ? { phone, verificationId: 'replay', sentAt: now }
        : undefined,
    resetting: to === 'choosingPassword' ? { phone, idToken: 'replay' } : undefined,
  }),
  session: (to) => ({
    user: to.startsWith('loggedIn') ? { token: 'replay', firstName: 'Owner' } : undefined,
  }),
  contact: () => ({}),
  deletion: (to, { now, phone }) => {
    if (to === 'verifyingPhone.waiting')
      return { code: { phone, verificationId: 'replay', sentAt: now } };
    if (to !== 'checkingAccount') return {};
    const proof = { idToken: 'replay', verifiedAt: now };
    return { code: { phone, verificationId: 'replay', sentAt: now, proof } };
  },
};

// The screen each flow's page draws for its state, by the tags the routes read, in the
// owner's language. A flow without an entry here fails the type check.
export const REPLAY_SCREENS: Record<FlowId, (views: Views, locale: Locale) => OwnerScreen> = {
  signup: (views, locale) => {
    const s = views.get('signup');
    if (!s) return { kind: 'blank' };
    if (s.tags.has('registering')) return { kind: 'registering' };
    if (s.tags.has('password')) return { kind: 'password', flow: 'signup', pending: false };
    if (s.tags.has('code')) return codeScreen('signup', views.get('signup.phoneCode'), locale);
    if (s.tags.has('form'))
      return {
        kind: 'signupForm',
        pending: s.tags.has('sending'),
        locating: s.tags.has('locating'),
        // The form says why only when an account may already exist (as BusinessSignup does);
        // other failures were the toast's to tell.
        accountExists: s.context.accountMayExist ? said(s.context.error, locale) : undefined,
      };
    return { kind: 'blank' };
  },
  reset: (views, locale) => {
    const r = views.get('reset');
    if (!r) return { kind: 'blank' };
    if (r.tags.has('checkingAccount')) return { kind: 'checkingAccount' };
    if (r.tags.has('noAccount'))
      return { kind: 'noAccount', message: said(r.context.noAccount, locale) };
    if (r.tags.has('password'))
      return { kind: 'password', flow: 'reset', pending: r.tags.has('updating') };
    if (r.tags.has('code')) return codeScreen('reset', views.get('reset.phoneCode'), locale);
    if (r.tags.has('form')) return { kind: 'resetPhone', pending: r.tags.has('sending') };
    return { kind: 'blank' };
  },
  session: (views, locale) => {
    const s = views.get('session');
    if (!s) return { kind: 'blank' };
    if (s.state.startsWith('loggedIn')) return { kind: 'loggedIn' };
    return {
      kind: 'login',
      pending: s.state === 'loggingIn',
      errorLine: s.context.loginError
        ? failureText({ failure: s.context.loginError as Failure, place: 'loginLine' }, locale)
        : undefined,
    };
  },
  contact: (views) => {
    const c = views.get('contact');
    if (!c) return { kind: 'blank' };
    return {
      kind: 'contact',
      pending: c.state === 'submitting',
      failed: c.state === 'failed',
      sent: c.state === 'sent',
    };
  },
  deletion: (views, locale) => {
    const d = views.get('deletion');
    if (!d) return { kind: 'blank' };
    if (d.tags.has('deleted')) return { kind: 'deleted' };
    if (d.tags.has('noAccount'))
      return { kind: 'noAccount', message: said(d.context.noAccount, locale) };
    if (d.tags.has('confirm')) return { kind: 'deletionConfirm', pending: d.tags.has('deleting') };
    if (d.tags.has('checkingAccount')) return { kind: 'checkingAccount' };
    if (d.tags.has('code')) return codeScreen('deletion', views.get('deletion.phoneCode'), locale);
    if (d.tags.has('form')) return { kind: 'deletionPhone', pending: d.tags.has('sending') };
    return { kind: 'blank' };
  },
};

/** The screen the owner saw of `root`'s page, from its machines' snapshots. */
export const ownerScreen = (root: FlowId, views: Views, locale: Locale): OwnerScreen =>
  REPLAY_SCREENS[root](views, locale);

// What each machine is for, heading its page in docs/flows (npm run flows:diagrams).
export const MACHINE_DOCS: Record<MachineId, { title: string; summary: string }> = {
  signup: {
    title: 'Sign-up',
    summary:
      'A business owner fills in the sign-up form, confirms their phone with an SMS code (the phoneCode step), confirms their password and the account is created; a reload resumes where they were.',
  },
  reset: {
    title: 'Password reset',
    summary:
      'An owner who forgot their password confirms their phone with an SMS code (the phoneCode step), then chooses a new password.',
  },
  session: {
    title: 'Session',
    summary:
      'Whether the owner is logged in: logs in, checks a stored session with the API on arrival, and logs out.',
  },
  contact: {
    title: 'Contact form',
    summary:
      'The contact form, once the form has checked what was typed: sends the message once (with the flow trace when the owner ticks it), lets the owner send again after a failure and leaves for the thank-you page on success.',
  },
  deletion: {
    title: 'Account deletion',
    summary:
      'An owner deletes their account from /delete-account: confirms the phone with an SMS code (the phoneCode step), learns only then whether an account uses it, reads what a deletion takes and confirms; the account and what it sent are deleted and the tab is logged out.',
  },
  phoneCode: {
    title: 'Phone code step',
    summary:
      'The SMS code step that sign-up and reset both invoke: sends a code (or waits for one restored), lets the owner resend it after a cool-down, and checks the code typed.',
  },
};

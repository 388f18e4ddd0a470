import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PlacedFailure } from '../content/failures';
import type { ResetPayload } from '../services/authApi';
import type { CodeSession } from './flowMemory';
import { asFailure, statusOf } from '../schemas/failure';
import { placed, type NavigateParams, type ToastParams } from './flowEffects';
import { phoneCodeMachine, type PhoneCodeNews, type PhoneCodeOutput } from './phoneCode.machine';
import { verifyingPhoneState, type CodeStepDone } from './verifyingPhone';

export interface ResetContext {
  phone?: string;
  verificationId?: string;
  codeSentAt?: number;
  // The Firebase ID token of the verified phone, sent as the reset call's `otp`.
  idToken?: string;
  // The last attempt failed (no code could be sent, or the new password was refused): the
  // screen offers help until the next attempt.
  failed?: boolean;
  // The API found no account for the verified phone: shown with a way to sign up.
  noAccount?: PlacedFailure;
  // The API refused the verified phone's proof (spent by another tab, or too old): the phone
  // form says so and asks for a new code, with a way to log in.
  refused?: PlacedFailure;
  // The phone whose password another tab of this browser just changed, from its copy of
  // this reset (a duplicated tab): the login form offers it and says so.
  changedElsewhere?: string;
  // The phone whose password this reset just changed: the login form that follows offers it.
  changedHere?: string;
}

export interface ResetInput {
  code?: CodeSession;
  // A verified reset restored after a reload: the phone and its ID token.
  resetting?: { phone: string; idToken: string };
}

// `code.enter` and `code.resend` are the phoneCode child's business: screens send them to it.
export type ResetEvent =
  | { type: 'phone.submit'; phone: string }
  | { type: 'phone.change' }
  | { type: 'password.submit'; newPassword: string }
  // From the no-account screen: sign up with this phone instead.
  | { type: 'signup.start' }
  // Another tab of this browser changed the password this reset was for (the app tells).
  | { type: 'flow.finishedElsewhere' }
  | PhoneCodeNews;

// What the screens show: the phone form (busy while its code goes out), the code, the new
// password (busy while it is saved).
// While the verified phone's account is looked up: 'checkingAccount'.
export type ResetTag =
  'form' | 'sending' | 'code' | 'checkingAccount' | 'password' | 'updating' | 'noAccount';

// Another tab of this browser changed the password from its copy of this reset (the same
// phone, after this copy's code was sent or its phone verified): the copy's code or proof is
// spent. It ends as the other tab did, on the login form.
const finishedElsewhere = {
  target: '#reset.enteringPhone',
  actions: [
    'rememberChangedElsewhere',
    'clearStorage',
    'forget',
    { type: 'navigate', params: { to: 'login' } },
  ],
} as const;

// Both calls that follow the code (the account check, the reset itself) fail as one.
type Failed = { event: { error: unknown } };
const failedWith = ({ event }: Failed) => ({ error: event.error });

// The API answered for the verified phone: no account uses it. Nothing of the reset is kept;
// the no-account screen offers a sign-up.
const noAccountFound = {
  guard: { type: 'noAccount', params: failedWith },
  target: '#reset.noAccount',
  actions: [
    'clearStorage',
    { type: 'noteNoAccount', params: failedWith },
    { type: 'navigate', params: { to: 'resetPassword' } },
  ],
} as const;

// The proof is spent (or too old): a new code is needed, asked for on the phone form, the
// phone still in it. Nothing is kept for a reload: the spent proof must not come back.
const proofRefused = {
  guard: { type: 'proofRefused', params: failedWith },
  target: '#reset.enteringPhone',
  actions: [
    'clearStorage',
    { type: 'noteRefused', params: failedWith },
    {
      type: 'toast',
      params: ({ event }: Failed): ToastParams => ({
        kind: 'error',
        words: placed(event.error, 'resetPassword'),
      }),
    },
    { type: 'navigate', params: { to: 'forgetPassword' } },
  ],
} as const;

export const resetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as ResetInput,
    tags: {} as ResetTag,
    children: {} as { phoneCode: 'phoneCode' },
  },
  actions: {
    // Injected by the app (src/bindings/flows): storage, router and toasts.
    persist: () => {},
    clearStorage: () => {},
    navigate: (_, _params: NavigateParams) => {},
    toast: (_, _params: ToastParams) => {},
    // Gives the sign-up the verified phone that has no account (src/bindings/flows/reset.flow.ts).
    handPhoneToSignup: (_, _params: { phone: string }) => {},
    // Tells the browser's other tabs this reset is over, so a copy of it ends too.
    tellOtherTabs: (_, _params: { phone: string }) => {},
    // The login form offers the phone whose password another tab just changed.
    rememberChangedElsewhere: assign({ changedElsewhere: ({ context }) => context.phone }),
    // A (re)submitted number starts over: any earlier code or verification is void.
    takePhone: assign(({ event }) => {
      assertEvent(event, 'phone.submit');
      return {
        phone: event.phone,
        idToken: undefined,
        verificationId: undefined,
        failed: false,
        refused: undefined,
        changedElsewhere: undefined,
        changedHere: undefined,
      };
    }),
    codeSent: assign(({ event }) => {
      assertEvent(event, 'phoneCode.sent');
      return { verificationId: event.verificationId, codeSentAt: event.sentAt };
    }),
    codeConfirmed: assign((_, output: PhoneCodeOutput) =>
      output.verified ? { idToken: output.idToken, verificationId: undefined } : {},
    ),
    noteNoAccount: assign((_, { error }: { error: unknown }) => ({
      noAccount: placed(error, 'noAccount'),
      idToken: undefined,
    })),
    noteRefused: assign((_, { error }: { error: unknown }) => ({
      refused: placed(error, 'resetPassword'),
      idToken: undefined,
    })),
    forget: assign({
      phone: undefined,
      verificationId: undefined,
      codeSentAt: undefined,
      idToken: undefined,
    }),
  },
  actors: {
    phoneCode: phoneCodeMachine,
    // Resolves when an account uses the verified phone; a 404 failure when none does.
    checkAccount: fromPromise<unknown, { phone: string; idToken: string }>(() =>
      Promise.reject(new Error('no checkAccount')),
    ),
    resetPassword: fromPromise<unknown, { phone: string } & ResetPayload>(() =>
      Promise.reject(new Error('no resetPassword')),
    ),
  },
  guards: {
    restoredVerified: ({ context }) => !!context.phone && !!context.idToken,
    restoredCode: ({ context }) => !!context.phone && !!context.verificationId,
    // The phone is proven, and the API says no account uses it.
    noAccount: (_, { error }: { error: unknown }) => statusOf(asFailure(error)) === 404,
    // The API refused the proof itself: spent (by another tab, perhaps) or too old.
    proofRefused: (_, { error }: { error: unknown }) => statusOf(asFailure(error)) === 401,
    codeUnsent: (_, output: PhoneCodeOutput) => !output.verified,
  },
}).createMachine({
  id: 'reset',
  context: ({ input }) => ({
    phone: input.resetting?.phone ?? input.code?.phone,
    idToken: input.resetting?.idToken,
    verificationId: input.code?.verificationId,
    codeSentAt: input.code?.sentAt,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'restoredVerified', target: 'choosingPassword' },
        { guard: 'restoredCode', target: 'verifyingPhone.waiting' },
        { target: 'enteringPhone' },
      ],
    },
    enteringPhone: {
      tags: 'form',
      on: {
        'phone.submit': { target: 'verifyingPhone', actions: 'takePhone' },
      },
    },
    verifyingPhone: verifyingPhoneState({
      phoneOf: (context: ResetContext) => context.phone ?? '',
      places: { send: 'resetSend', code: 'resetCode' },
      codeScreen: 'verifyReset',
      form: { state: '#reset.enteringPhone', page: 'forgetPassword' },
      whileWaiting: {
        'phone.submit': { target: '#reset.verifyingPhone', reenter: true, actions: 'takePhone' },
        'flow.finishedElsewhere': finishedElsewhere,
      },
      onDone: [
        {
          guard: { type: 'codeUnsent', params: ({ event }: CodeStepDone) => event.output },
          target: 'enteringPhone',
          actions: assign({ failed: true }),
        },
        {
          target: 'checkingAccount',
          actions: { type: 'codeConfirmed', params: ({ event }: CodeStepDone) => event.output },
        },
      ],
    }),
    // Right after the code, before any password is asked for: does an account use this
    // phone? The ID token proves the phone (and is not spent by asking). When the API cannot
    // say (offline, busy), the owner goes on: the reset itself answers the same question.
    checkingAccount: {
      tags: 'checkingAccount',
      invoke: {
        id: 'checkAccount',
        src: 'checkAccount',
        input: ({ context }) => ({ phone: context.phone ?? '', idToken: context.idToken ?? '' }),
        onDone: {
          target: 'choosingPassword',
          actions: { type: 'navigate', params: { to: 'resetPassword' } },
        },
        onError: [
          noAccountFound,
          proofRefused,
          {
            target: 'choosingPassword',
            actions: { type: 'navigate', params: { to: 'resetPassword' } },
          },
        ],
      },
    },
    choosingPassword: {
      tags: 'password',
      entry: 'persist',
      on: {
        'password.submit': 'updating',
        'phone.submit': { target: 'verifyingPhone', actions: 'takePhone' },
        'flow.finishedElsewhere': finishedElsewhere,
      },
    },
    updating: {
      tags: ['password', 'updating'],
      entry: assign({ failed: false }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit');
          return {
            phone: context.phone ?? '',
            newPassword: event.newPassword,
            otp: context.idToken ?? '',
          };
        },
        onDone: {
          target: 'done',
          actions: [
            { type: 'tellOtherTabs', params: ({ context }) => ({ phone: context.phone ?? '' }) },
            assign({ changedHere: ({ context }) => context.phone }),
            'clearStorage',
            'forget',
            { type: 'toast', params: { kind: 'success', words: { notice: 'passwordUpdated' } } },
            { type: 'navigate', params: { to: 'login' } },
          ],
        },
        onError: [
          noAccountFound,
          proofRefused,
          {
            target: 'choosingPassword',
            actions: [
              assign({ failed: true }),
              {
                type: 'toast',
                params: ({ event }) => ({
                  kind: 'error',
                  words: placed(event.error, 'resetPassword'),
                }),
              },
            ],
          },
        ],
      },
    },
    // The reset ends here: nothing to reset. The owner may sign up with the same phone.
    noAccount: {
      tags: 'noAccount',
      on: {
        'signup.start': {
          target: 'enteringPhone',
          actions: [
            {
              type: 'handPhoneToSignup',
              params: ({ context }) => ({ phone: context.phone ?? '' }),
            },
            'forget',
            assign({ noAccount: undefined }),
            { type: 'navigate', params: { to: 'signupForm' } },
          ],
        },
        'phone.submit': {
          target: 'verifyingPhone',
          actions: ['takePhone', assign({ noAccount: undefined })],
        },
      },
    },
    // Passed through: the phone screen is ready for another reset at once.
    done: { always: 'enteringPhone' },
  },
});

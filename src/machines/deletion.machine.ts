import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PlacedFailure } from '../content/failures';
import type { CodeSession, PhoneProof } from './flowMemory';
import { asFailure, statusOf } from '../schemas/failure';
import { placed, type NavigateParams, type ToastParams } from './flowEffects';
import { phoneCodeMachine, type PhoneCodeNews, type PhoneCodeOutput } from './phoneCode.machine';
import { verifyingPhoneState, type CodeStepDone } from './verifyingPhone';

export interface DeletionContext {
  phone?: string;
  verificationId?: string;
  codeSentAt?: number;
  // What the confirmed code resolved with: the deletion spends it, once.
  proof?: PhoneProof;
  // The last attempt failed (no code could be sent, or the deletion did not go through):
  // the screen offers help until the next attempt.
  failed?: boolean;
  // The API found no account for the verified phone, said only once the code proved it.
  noAccount?: PlacedFailure;
  // The API refused the proof (spent by another tab, or too old): the phone form says so
  // and asks for a new code.
  refused?: PlacedFailure;
}

export interface DeletionInput {
  // A code in play, or a phone verified, restored after a reload.
  code?: CodeSession;
}

// `code.enter` and `code.resend` are the phoneCode child's business: screens send them to it.
export type DeletionEvent =
  | { type: 'phone.submit'; phone: string }
  | { type: 'phone.change' }
  // The owner ticked that they understand and pressed Delete.
  | { type: 'deletion.confirm' }
  // The owner keeps the account: nothing of the deletion is kept.
  | { type: 'deletion.cancel' }
  // Another tab of this browser deleted the account this copy was about to (the app tells).
  | { type: 'flow.finishedElsewhere' }
  | PhoneCodeNews;

// What the screens show: the phone form (busy while its code goes out), the code, the
// account being looked up, what a deletion takes (busy while it runs), the end.
export type DeletionTag =
  | 'form'
  | 'sending'
  | 'code'
  | 'checkingAccount'
  | 'confirm'
  | 'deleting'
  | 'noAccount'
  | 'deleted';

// Another tab of this browser deleted the account from its copy of this deletion (the same
// phone, after this copy's code was sent): it ends as the other tab did. That tab logged
// this one out through the storage event.
const finishedElsewhere = {
  target: '#deletion.deleted',
  actions: ['clearStorage', 'forget'],
} as const;

// Both calls after the code (the account check, the deletion) fail as one.
type Failed = { event: { error: unknown } };
const failedWith = ({ event }: Failed) => ({ error: event.error });

// The proven phone has no account: said now, never before the code. Nothing is kept.
const noAccountFound = {
  guard: { type: 'noAccount', params: failedWith },
  target: '#deletion.noAccount',
  actions: ['clearStorage', { type: 'noteNoAccount', params: failedWith }],
} as const;

// The proof is spent or too old: a new code is needed, asked for on the phone form, the
// phone still in it. The spent proof is not kept for a reload.
const proofRefused = {
  guard: { type: 'proofRefused', params: failedWith },
  target: '#deletion.enteringPhone',
  actions: [
    'clearStorage',
    { type: 'noteRefused', params: failedWith },
    {
      type: 'toast',
      params: ({ event }: Failed): ToastParams => ({
        kind: 'error',
        words: placed(event.error, 'deleteAccount'),
      }),
    },
  ],
} as const;

export const deletionMachine = setup({
  types: {
    context: {} as DeletionContext,
    events: {} as DeletionEvent,
    input: {} as DeletionInput,
    tags: {} as DeletionTag,
    children: {} as { phoneCode: 'phoneCode' },
  },
  actions: {
    // Injected by the app (src/bindings/flows): storage, router, toasts, the session.
    persist: () => {},
    clearStorage: () => {},
    navigate: (_, _params: NavigateParams) => {},
    toast: (_, _params: ToastParams) => {},
    // Logs this tab out; other tabs follow through the storage event.
    endSession: () => {},
    // Tells the browser's other tabs this deletion is over, so a copy of it ends too.
    tellOtherTabs: (_, _params: { phone: string }) => {},
    // A (re)submitted number starts over: any earlier code or proof is void.
    takePhone: assign(({ event }) => {
      assertEvent(event, 'phone.submit');
      return {
        phone: event.phone,
        verificationId: undefined,
        proof: undefined,
        failed: false,
        noAccount: undefined,
        refused: undefined,
      };
    }),
    codeSent: assign(({ event }) => {
      assertEvent(event, 'phoneCode.sent');
      return { verificationId: event.verificationId, codeSentAt: event.sentAt };
    }),
    codeConfirmed: assign((_, output: PhoneCodeOutput) =>
      output.verified ? { proof: { idToken: output.idToken, verifiedAt: output.verifiedAt } } : {},
    ),
    noteNoAccount: assign((_, { error }: { error: unknown }) => ({
      noAccount: placed(error, 'noAccount'),
      proof: undefined,
      verificationId: undefined,
    })),
    noteRefused: assign((_, { error }: { error: unknown }) => ({
      refused: placed(error, 'deleteAccount'),
      proof: undefined,
      verificationId: undefined,
    })),
    forget: assign({
      phone: undefined,
      verificationId: undefined,
      codeSentAt: undefined,
      proof: undefined,
      failed: false,
    }),
  },
  actors: {
    phoneCode: phoneCodeMachine,
    // Resolves when an account uses the verified phone; a 404 failure when none does.
    checkAccount: fromPromise<unknown, { idToken: string }>(() =>
      Promise.reject(new Error('no checkAccount')),
    ),
    deleteAccount: fromPromise<unknown, { idToken: string }>(() =>
      Promise.reject(new Error('no deleteAccount')),
    ),
  },
  guards: {
    restoredVerified: ({ context }) => !!context.phone && !!context.proof,
    restoredCode: ({ context }) => !!context.phone && !!context.verificationId,
    noAccount: (_, { error }: { error: unknown }) => statusOf(asFailure(error)) === 404,
    proofRefused: (_, { error }: { error: unknown }) => statusOf(asFailure(error)) === 401,
    codeUnsent: (_, output: PhoneCodeOutput) => !output.verified,
  },
}).createMachine({
  id: 'deletion',
  context: ({ input }) => ({
    phone: input.code?.phone,
    verificationId: input.code?.verificationId,
    codeSentAt: input.code?.sentAt,
    proof: input.code?.proof,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'restoredVerified', target: 'checkingAccount' },
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
      phoneOf: (context: DeletionContext) => context.phone ?? '',
      places: { send: 'deletionSend', code: 'deletionCode' },
      codeScreen: 'deleteAccount',
      form: { state: '#deletion.enteringPhone', page: 'deleteAccount' },
      // The code screen and the phone form share one page: a new number goes through
      // 'phone.change' (the step's own), never a form sent while a code is awaited.
      whileWaiting: { 'flow.finishedElsewhere': finishedElsewhere },
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
    // Right after the code: does an account use the proven phone? When the API cannot say
    // (offline, busy), the owner goes on: the deletion itself answers the same question.
    checkingAccount: {
      tags: 'checkingAccount',
      entry: 'persist',
      invoke: {
        id: 'checkAccount',
        src: 'checkAccount',
        input: ({ context }) => ({ idToken: context.proof?.idToken ?? '' }),
        onDone: 'confirming',
        onError: [noAccountFound, proofRefused, { target: 'confirming' }],
      },
    },
    // What a deletion takes, said before anything is deleted; one deliberate press goes on.
    confirming: {
      tags: 'confirm',
      on: {
        'deletion.confirm': 'deleting',
        'deletion.cancel': {
          target: 'enteringPhone',
          actions: ['clearStorage', 'forget', { type: 'navigate', params: { to: 'home' } }],
        },
        'flow.finishedElsewhere': finishedElsewhere,
      },
    },
    deleting: {
      tags: ['confirm', 'deleting'],
      entry: assign({ failed: false }),
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ idToken: context.proof?.idToken ?? '' }),
        onDone: {
          target: 'deleted',
          actions: [
            { type: 'tellOtherTabs', params: ({ context }) => ({ phone: context.phone ?? '' }) },
            'clearStorage',
            'forget',
            'endSession',
          ],
        },
        onError: [
          noAccountFound,
          proofRefused,
          {
            target: 'confirming',
            actions: [
              assign({ failed: true }),
              {
                type: 'toast',
                params: ({ event }) => ({
                  kind: 'error',
                  words: placed(event.error, 'deleteAccount'),
                }),
              },
            ],
          },
        ],
      },
    },
    // The phone has no account (any more): sign-up and support are offered, or another number.
    noAccount: {
      tags: 'noAccount',
      on: {
        'phone.change': { target: 'enteringPhone', actions: assign({ noAccount: undefined }) },
      },
    },
    // The account is gone; the page says so for as long as the tab stays.
    deleted: { tags: 'deleted' },
  },
});

import {
  assertEvent,
  assign,
  fromPromise,
  sendParent,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { FailurePlace, PlacedFailure } from '../content/failures';
import { asFailure } from '../schemas/failure';
import { isCompleteOtp } from '../schemas/otp.schema';
import {
  codeFailureToast,
  needsNewCode,
  placed,
  resendDelayMs,
  verifiedToast,
  verifyingToast,
  type ToastParams,
} from './flowEffects';

// Proving a phone with a code, the step sign-up and reset share: send a code (the send runs
// the invisible bot check), wait for it with a resend countdown, check it. Run as a child of
// the flow, which keeps what comes before and after and stores the code it is told about.

export interface PhoneCodeInput {
  phone: string;
  // A code already out (restored after a reload): wait for it instead of sending one.
  code?: { verificationId: string; sentAt: number };
  // Where the flow tells of a failed send and a failed check (each place has its words).
  places: { send: FailurePlace; code: FailurePlace };
}

export interface PhoneCodeContext {
  phone: string;
  verificationId?: string;
  codeSentAt?: number;
  // The last failed check, shown under the code boxes; attempts renew the boxes.
  codeError?: PlacedFailure;
  codeAttempts: number;
  // Why no code could be sent at all.
  sendError?: PlacedFailure;
  proof?: { idToken: string; verifiedAt: number };
  places: PhoneCodeInput['places'];
}

export type PhoneCodeEvent =
  | { type: 'code.enter'; code: string }
  | { type: 'code.resend' }
  // The same as a resend, asked from outside the code screen (the sign-up's resume screen).
  | { type: 'code.request' };

// What the flow is told while the step runs: a code went out (it stores it, and shows the
// code screen after the first), a check started or failed (no leaving mid-check).
export type PhoneCodeNews =
  | { type: 'phoneCode.sent'; verificationId: string; sentAt: number }
  | { type: 'phoneCode.checking' }
  | { type: 'phoneCode.rejected' };

// The phone verified (the ID token the confirmed code resolved with, and when), or no code
// could be sent at all (why, and where the user was told).
export type PhoneCodeOutput =
  | { verified: true; idToken: string; verifiedAt: number }
  | { verified: false; error: PlacedFailure };

export type PhoneCodeTag = 'sending' | 'code' | 'coolingDown' | 'verifying';

const sendFailure = (context: PhoneCodeContext, error: unknown): PlacedFailure =>
  placed(error, context.places.send);
const sendFailureToast = (context: PhoneCodeContext, error: unknown): ToastParams => ({
  kind: 'error',
  words: sendFailure(context, error),
});

// The same for a first code and a resent one.
const codeWentOut = [
  { type: 'codeSent', params: ({ event }: { event: DoneActorEvent<string> }) => event.output },
  { type: 'toast', params: { kind: 'success', words: { notice: 'otpSent' } } },
  'tellSent',
] as const;

const codeRejected = [
  {
    type: 'codeFailed',
    params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
  },
  {
    type: 'toast',
    params: ({ context, event }: { context: PhoneCodeContext; event: ErrorActorEvent }) =>
      codeFailureToast(placed(event.error, context.places.code)),
  },
  'tellRejected',
] as const;

export const phoneCodeMachine = setup({
  types: {
    context: {} as PhoneCodeContext,
    events: {} as PhoneCodeEvent,
    input: {} as PhoneCodeInput,
    output: {} as PhoneCodeOutput,
    tags: {} as PhoneCodeTag,
  },
  actions: {
    // Injected by the app (src/bindings/flows).
    toast: (_, _params: ToastParams) => {},
    codeSent: assign((_, verificationId: string) => ({
      verificationId,
      codeSentAt: Date.now(),
      codeError: undefined,
    })),
    codeFailed: assign(({ context }, { error }: { error: unknown }) => ({
      codeError: placed(error, context.places.code),
      codeAttempts: context.codeAttempts + 1,
    })),
    tellSent: sendParent(({ context }): PhoneCodeNews => ({
      type: 'phoneCode.sent',
      verificationId: context.verificationId ?? '',
      sentAt: context.codeSentAt ?? Date.now(),
    })),
    tellChecking: sendParent({ type: 'phoneCode.checking' } satisfies PhoneCodeNews),
    tellRejected: sendParent({ type: 'phoneCode.rejected' } satisfies PhoneCodeNews),
  },
  actors: {
    sendCode: fromPromise<string, { phone: string }>(() =>
      Promise.reject(new Error('no sendCode')),
    ),
    confirmCode: fromPromise<string, { verificationId: string; code: string }>(() =>
      Promise.reject(new Error('no confirmCode')),
    ),
  },
  guards: {
    hasCode: ({ context }) => !!context.verificationId,
    isFullCode: ({ event }) => event.type === 'code.enter' && isCompleteOtp(event.code),
    codeIsDead: (_, params: { error: unknown }) => needsNewCode(asFailure(params.error)),
  },
  delays: {
    resendDelay: ({ context }) => resendDelayMs(context.codeSentAt),
  },
}).createMachine({
  id: 'phoneCode',
  context: ({ input }) => ({
    phone: input.phone,
    verificationId: input.code?.verificationId,
    codeSentAt: input.code?.sentAt,
    codeAttempts: 0,
    places: input.places,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasCode', target: 'waiting' }, { target: 'sending' }],
    },
    sending: {
      tags: 'sending',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: { target: 'waiting', actions: codeWentOut },
        onError: {
          target: 'unsent',
          actions: [
            assign({ sendError: ({ context, event }) => sendFailure(context, event.error) }),
            {
              type: 'toast',
              params: ({ context, event }) => sendFailureToast(context, event.error),
            },
          ],
        },
      },
    },
    waiting: {
      tags: 'code',
      initial: 'coolingDown',
      states: {
        coolingDown: { tags: 'coolingDown', after: { resendDelay: 'ready' } },
        ready: { on: { 'code.resend': 'resending', 'code.request': 'resending' } },
        resending: {
          tags: 'sending',
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: { target: 'coolingDown', actions: codeWentOut },
            onError: {
              target: 'ready',
              actions: {
                type: 'toast',
                params: ({ context, event }) => sendFailureToast(context, event.error),
              },
            },
          },
        },
      },
      on: {
        'code.enter': { guard: 'isFullCode', target: 'verifying' },
      },
    },
    verifying: {
      tags: 'verifying',
      entry: [{ type: 'toast', params: verifyingToast }, 'tellChecking'],
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.enter');
          return { verificationId: context.verificationId ?? '', code: event.code };
        },
        onDone: {
          target: 'verified',
          actions: [
            assign({ proof: ({ event }) => ({ idToken: event.output, verifiedAt: Date.now() }) }),
            { type: 'toast', params: verifiedToast },
          ],
        },
        onError: [
          // A code that cannot work any more: a new one may be asked for at once.
          {
            guard: { type: 'codeIsDead', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting.ready',
            actions: codeRejected,
          },
          { target: 'waiting', actions: codeRejected },
        ],
      },
    },
    verified: { type: 'final' },
    unsent: { type: 'final' },
  },
  output: ({ context }): PhoneCodeOutput =>
    context.proof
      ? { verified: true, ...context.proof }
      : {
          verified: false,
          error: context.sendError ?? {
            failure: { kind: 'unexpected' },
            place: context.places.send,
          },
        },
});

import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { flowText } from '../content/flows';
import { isCompleteOtp } from '../schemas/otp.schema';
import type { ResetPayload } from '../services/authApi';
import type { CodeSession } from './flowStorage';
import {
  codeFailureToast,
  flowPaths,
  messageFrom,
  needsNewCode,
  phoneAuthMessage,
  resendDelayMs,
  verifiedToast,
  verifyingToast,
  type NavigateParams,
  type ToastParams,
} from './flowShared';

export interface ResetContext {
  phone?: string;
  verificationId?: string;
  codeSentAt?: number;
  // The Firebase ID token of the verified phone, sent as the reset call's `otp`.
  idToken?: string;
  // The last failed check, shown under the code boxes; attempts renew the boxes.
  codeError?: string;
  codeAttempts: number;
}

export interface ResetInput {
  code?: CodeSession;
  // A verified reset restored after a reload: the phone and its ID token.
  resetting?: { phone: string; idToken: string };
}

export type ResetEvent =
  | { type: 'phone.submit'; phone: string }
  | { type: 'code.enter'; code: string }
  | { type: 'code.resend' }
  | { type: 'phone.change' }
  | { type: 'password.submit'; newPassword: string };

const sendFailureToast = (error: unknown): ToastParams => ({
  kind: 'error',
  message: phoneAuthMessage(error, flowText.forgetFailed),
});

export const resetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as ResetInput,
  },
  actions: {
    // Injected by the app (src/app/flows.ts): storage, router and toasts.
    persist: () => {},
    clearStorage: () => {},
    navigate: (_, _params: NavigateParams) => {},
    toast: (_, _params: ToastParams) => {},
    // A (re)submitted number starts over: any earlier code or verification is void.
    takePhone: assign(({ event }) => {
      assertEvent(event, 'phone.submit');
      return {
        phone: event.phone,
        idToken: undefined,
        verificationId: undefined,
        codeError: undefined,
        codeAttempts: 0,
      };
    }),
    codeSent: assign((_, verificationId: string) => ({
      verificationId,
      codeSentAt: Date.now(),
      codeError: undefined,
    })),
    codeFailed: assign(({ context }, { error }: { error: unknown }) => ({
      codeError: phoneAuthMessage(error, flowText.verifyForResetFailed),
      codeAttempts: context.codeAttempts + 1,
    })),
    forget: assign({
      phone: undefined,
      verificationId: undefined,
      codeSentAt: undefined,
      idToken: undefined,
      codeError: undefined,
      codeAttempts: 0,
    }),
  },
  actors: {
    sendCode: fromPromise<string, { phone: string }>(() =>
      Promise.reject(new Error('no sendCode')),
    ),
    confirmCode: fromPromise<string, { verificationId: string; code: string }>(() =>
      Promise.reject(new Error('no confirmCode')),
    ),
    resetPassword: fromPromise<unknown, { phone: string } & ResetPayload>(() =>
      Promise.reject(new Error('no resetPassword')),
    ),
  },
  guards: {
    restoredVerified: ({ context }) => !!context.phone && !!context.idToken,
    restoredCode: ({ context }) => !!context.phone && !!context.verificationId,
    isFullCode: ({ event }) => event.type === 'code.enter' && isCompleteOtp(event.code),
    codeIsDead: (_, params: { error: unknown }) => needsNewCode(params.error),
  },
  delays: {
    resendDelay: ({ context }) => resendDelayMs(context.codeSentAt),
  },
}).createMachine({
  id: 'reset',
  context: ({ input }) => ({
    phone: input.resetting?.phone ?? input.code?.phone,
    idToken: input.resetting?.idToken,
    verificationId: input.code?.verificationId,
    codeSentAt: input.code?.sentAt,
    codeAttempts: 0,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'restoredVerified', target: 'choosingPassword' },
        { guard: 'restoredCode', target: 'awaitingCode' },
        { target: 'enteringPhone' },
      ],
    },
    enteringPhone: {
      on: {
        'phone.submit': { target: 'sendingCode', actions: 'takePhone' },
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone ?? '' }),
        onDone: {
          target: 'awaitingCode',
          actions: [
            { type: 'codeSent', params: ({ event }) => event.output },
            { type: 'toast', params: { kind: 'success', message: flowText.otpSent } },
            { type: 'navigate', params: { href: flowPaths.verifyReset } },
          ],
        },
        onError: {
          target: 'enteringPhone',
          actions: { type: 'toast', params: ({ event }) => sendFailureToast(event.error) },
        },
      },
    },
    awaitingCode: {
      entry: 'persist',
      initial: 'coolingDown',
      states: {
        coolingDown: { after: { resendDelay: 'ready' } },
        ready: { on: { 'code.resend': 'resending' } },
        resending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.phone ?? '' }),
            onDone: {
              target: 'coolingDown',
              actions: [
                { type: 'codeSent', params: ({ event }) => event.output },
                'persist',
                { type: 'toast', params: { kind: 'success', message: flowText.otpSent } },
              ],
            },
            onError: {
              target: 'ready',
              actions: { type: 'toast', params: ({ event }) => sendFailureToast(event.error) },
            },
          },
        },
      },
      on: {
        'code.enter': { guard: 'isFullCode', target: 'verifyingCode' },
        'phone.change': {
          target: 'enteringPhone',
          actions: { type: 'navigate', params: { href: flowPaths.forgetPassword } },
        },
        // Back on the phone screen (browser Back) with a code pending: asking again is allowed.
        'phone.submit': { target: 'sendingCode', actions: 'takePhone' },
      },
    },
    verifyingCode: {
      entry: { type: 'toast', params: verifyingToast },
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.enter');
          return { verificationId: context.verificationId ?? '', code: event.code };
        },
        onDone: {
          target: 'choosingPassword',
          actions: [
            assign({ idToken: ({ event }) => event.output, verificationId: undefined }),
            { type: 'toast', params: verifiedToast },
            { type: 'navigate', params: { href: flowPaths.resetPassword } },
          ],
        },
        onError: [
          {
            guard: { type: 'codeIsDead', params: ({ event }) => ({ error: event.error }) },
            target: 'awaitingCode.ready',
            actions: [
              { type: 'codeFailed', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'toast',
                params: ({ event }) => codeFailureToast(event.error, flowText.verifyForResetFailed),
              },
            ],
          },
          {
            target: 'awaitingCode',
            actions: [
              { type: 'codeFailed', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'toast',
                params: ({ event }) => codeFailureToast(event.error, flowText.verifyForResetFailed),
              },
            ],
          },
        ],
      },
    },
    choosingPassword: {
      entry: 'persist',
      on: {
        'password.submit': 'updating',
        'phone.submit': { target: 'sendingCode', actions: 'takePhone' },
      },
    },
    updating: {
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
            'clearStorage',
            'forget',
            { type: 'toast', params: { kind: 'success', message: flowText.passwordUpdated } },
            { type: 'navigate', params: { href: flowPaths.login } },
          ],
        },
        onError: {
          target: 'choosingPassword',
          actions: {
            type: 'toast',
            params: ({ event }) => ({
              kind: 'error',
              message: messageFrom(event.error, flowText.resetFailed),
            }),
          },
        },
      },
    },
    // Passed through: the phone screen is ready for another reset at once.
    done: { always: 'enteringPhone' },
  },
});

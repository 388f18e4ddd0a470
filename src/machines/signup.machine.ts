import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { flowText } from '../content/flows';
import { isCompleteOtp } from '../schemas/otp.schema';
import type { RegisterPayload } from '../services/authApi';
import type { Coordinates, LocationResult } from '../services/geolocation';
import type { CodeSession, PendingRegistration, PhoneProof } from './flowStorage';
import {
  codeFailureToast,
  flowPaths,
  messageFrom,
  needsNewCode,
  phoneAuthMessage,
  resendDelayMs,
  statusOf,
  verifiedToast,
  verifyingToast,
  type NavigateParams,
  type ToastParams,
} from './flowShared';

export interface SignupContext {
  details?: PendingRegistration;
  // Kept in memory only; after a reload the user is asked for it again.
  password?: string;
  verificationId?: string;
  codeSentAt?: number;
  phoneVerified: boolean;
  // What the confirmed code resolved with: registration sends it as proof of the phone.
  // Good for one registration only, so a failed one voids it.
  proof?: PhoneProof;
  // The last failed check, shown under the code boxes; attempts renew the boxes.
  codeError?: string;
  codeAttempts: number;
  location?: Coordinates;
  locationError?: string;
  error?: string;
  // The API answered that an account may already use this phone or email: the form then
  // offers to log in or reset the password instead.
  accountMayExist: boolean;
}

export interface SignupInput {
  details?: PendingRegistration;
  code?: CodeSession;
}

export type SignupEvent =
  | { type: 'form.submit'; details: PendingRegistration; password: string }
  | { type: 'location.request' }
  | { type: 'code.request' }
  | { type: 'code.enter'; code: string }
  | { type: 'code.resend' }
  | { type: 'password.submit'; password: string }
  | { type: 'phone.change' }
  | { type: 'flow.restart' };

const ROLE = 'Business Owner';

// The API accepts a phone proof up to 10 minutes after the code was confirmed; a restored
// one older than this (a margin for the call itself) is not offered to it.
export const PROOF_FRESH_MS = 9 * 60 * 1000;

function isFreshProof(proof: PhoneProof | undefined, now: number): proof is PhoneProof {
  return !!proof && proof.verifiedAt <= now && now - proof.verifiedAt < PROOF_FRESH_MS;
}

export interface RegisterInput {
  payload: RegisterPayload;
  idToken: string;
}

function registerPayload(context: SignupContext): RegisterPayload {
  const { details, password = '', location } = context;
  if (!details) throw new Error('register needs the pending details');
  const coordinates = location ?? details.location ?? { latitude: 0, longitude: 0 };
  return {
    firstName: details.first_name,
    lastName: details.last_name,
    location: { longitude: coordinates.longitude, latitude: coordinates.latitude },
    email: details.email,
    mobileNumber: details.phone,
    password,
    roles: [ROLE],
    businessName: details.business_name,
    businessTypeIds: [details.business_type],
    websiteUrl: details.website_url,
  };
}

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput,
  },
  actions: {
    // Injected by the app (src/app/flows.ts): storage, router and toasts.
    persist: () => {},
    clearStorage: () => {},
    navigate: (_, _params: NavigateParams) => {},
    toast: (_, _params: ToastParams) => {},
    forget: assign({
      details: undefined,
      password: undefined,
      verificationId: undefined,
      codeSentAt: undefined,
      phoneVerified: false,
      proof: undefined,
      codeError: undefined,
      codeAttempts: 0,
      location: undefined,
      locationError: undefined,
      error: undefined,
      accountMayExist: false,
    }),
    // A (re)submitted form starts over from its values: any earlier code is void.
    takeForm: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return {
        details: event.details,
        password: event.password,
        location: event.details.location ?? context.location,
        verificationId: undefined,
        phoneVerified: false,
        proof: undefined,
        codeError: undefined,
        codeAttempts: 0,
        error: undefined,
        accountMayExist: false,
      };
    }),
    codeSent: assign((_, verificationId: string) => ({
      verificationId,
      codeSentAt: Date.now(),
      phoneVerified: false,
      proof: undefined,
      codeError: undefined,
      error: undefined,
      accountMayExist: false,
    })),
    codeConfirmed: assign((_, idToken: string) => ({
      phoneVerified: true,
      proof: { idToken, verifiedAt: Date.now() },
    })),
    registerFailed: assign((_, { error }: { error: unknown }) => ({
      error: messageFrom(error, flowText.registerFailed),
      accountMayExist: statusOf(error) === 409,
    })),
    // The used code and its proof are spent: only a new code can verify the phone again.
    voidVerification: assign({
      phoneVerified: false,
      verificationId: undefined,
      proof: undefined,
    }),
    codeFailed: assign(({ context }, { error }: { error: unknown }) => ({
      codeError: phoneAuthMessage(error, flowText.invalidCode),
      codeAttempts: context.codeAttempts + 1,
    })),
  },
  actors: {
    sendCode: fromPromise<string, { phone: string }>(() =>
      Promise.reject(new Error('no sendCode')),
    ),
    confirmCode: fromPromise<string, { verificationId: string; code: string }>(() =>
      Promise.reject(new Error('no confirmCode')),
    ),
    register: fromPromise<unknown, RegisterInput>(() => Promise.reject(new Error('no register'))),
    locate: fromPromise<LocationResult>(() => Promise.reject(new Error('no locate'))),
  },
  guards: {
    restoredVerified: ({ context }) =>
      context.phoneVerified && !!context.details && isFreshProof(context.proof, Date.now()),
    // Verified too long ago (or without a proof): the API would refuse to register.
    restoredStaleVerification: ({ context }) => context.phoneVerified && !!context.details,
    restoredCode: ({ context }) => !!context.details && !!context.verificationId,
    hasDetails: ({ context }) => !!context.details,
    hasPassword: ({ context }) => !!context.password,
    hasLocation: ({ context }) => !!(context.location ?? context.details?.location),
    isFullCode: ({ event }) => event.type === 'code.enter' && isCompleteOtp(event.code),
    codeIsDead: (_, params: { error: unknown }) => needsNewCode(params.error),
  },
  delays: {
    resendDelay: ({ context }) => resendDelayMs(context.codeSentAt),
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    details: input.details,
    verificationId: input.code?.verificationId,
    codeSentAt: input.code?.sentAt,
    phoneVerified: !!input.code?.proof,
    proof: input.code?.proof,
    codeAttempts: 0,
    accountMayExist: false,
  }),
  initial: 'restoring',
  on: {
    'flow.restart': {
      guard: 'hasDetails',
      target: '.editing',
      actions: [
        'clearStorage',
        'forget',
        { type: 'navigate', params: { href: flowPaths.signupForm } },
      ],
    },
  },
  states: {
    restoring: {
      always: [
        { guard: 'restoredVerified', target: 'askingPassword' },
        // Offered a new code from the kept details rather than a registration sure to fail.
        {
          guard: 'restoredStaleVerification',
          target: 'editing',
          actions: ['voidVerification', 'persist'],
        },
        { guard: 'restoredCode', target: 'awaitingCode' },
        { target: 'editing' },
      ],
    },
    editing: {
      initial: 'idle',
      states: {
        idle: { on: { 'location.request': 'locating' } },
        locating: {
          invoke: {
            id: 'locate',
            src: 'locate',
            onDone: {
              target: 'idle',
              actions: assign({
                location: ({ event }) => event.output.coordinates,
                locationError: ({ event }) => event.output.error,
              }),
            },
          },
        },
      },
      on: {
        'form.submit': { target: 'sendingCode', actions: 'takeForm' },
        'code.request': { guard: 'hasDetails', target: 'sendingCode' },
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.details?.phone ?? '' }),
        onDone: {
          target: 'awaitingCode',
          actions: [
            { type: 'codeSent', params: ({ event }) => event.output },
            { type: 'toast', params: { kind: 'success', message: flowText.otpSent } },
            { type: 'navigate', params: { href: flowPaths.verifySignup } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => phoneAuthMessage(event.error, flowText.sendFailed) }),
            {
              type: 'toast',
              params: ({ event }) => ({
                kind: 'error',
                message: phoneAuthMessage(event.error, flowText.sendFailed),
              }),
            },
          ],
        },
      },
    },
    awaitingCode: {
      entry: 'persist',
      initial: 'coolingDown',
      states: {
        coolingDown: { after: { resendDelay: 'ready' } },
        ready: { on: { 'code.resend': 'resending', 'code.request': 'resending' } },
        resending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.details?.phone ?? '' }),
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
              actions: {
                type: 'toast',
                params: ({ event }) => ({
                  kind: 'error',
                  message: phoneAuthMessage(event.error, flowText.sendFailed),
                }),
              },
            },
          },
        },
      },
      on: {
        'code.enter': { guard: 'isFullCode', target: 'verifyingCode' },
        'phone.change': {
          target: 'editing',
          actions: { type: 'navigate', params: { href: flowPaths.signupForm } },
        },
        // Back on the form (browser Back) with a code pending: sending it again is allowed.
        'form.submit': { target: 'sendingCode', actions: 'takeForm' },
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
        onDone: [
          {
            guard: 'hasPassword',
            target: 'registering',
            actions: [
              { type: 'codeConfirmed', params: ({ event }) => event.output },
              { type: 'toast', params: verifiedToast },
            ],
          },
          {
            target: 'askingPassword',
            actions: [
              { type: 'codeConfirmed', params: ({ event }) => event.output },
              { type: 'toast', params: verifiedToast },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'codeIsDead', params: ({ event }) => ({ error: event.error }) },
            target: 'awaitingCode.ready',
            actions: [
              { type: 'codeFailed', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'toast',
                params: ({ event }) => codeFailureToast(event.error, flowText.invalidCode),
              },
            ],
          },
          {
            target: 'awaitingCode',
            actions: [
              { type: 'codeFailed', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'toast',
                params: ({ event }) => codeFailureToast(event.error, flowText.invalidCode),
              },
            ],
          },
        ],
      },
    },
    askingPassword: {
      entry: 'persist',
      on: {
        'password.submit': {
          target: 'registering',
          actions: assign({ password: ({ event }) => event.password }),
        },
        'form.submit': { target: 'sendingCode', actions: 'takeForm' },
      },
    },
    registering: {
      initial: 'checkingLocation',
      states: {
        checkingLocation: {
          always: [{ guard: 'hasLocation', target: 'submitting' }, { target: 'locating' }],
        },
        locating: {
          invoke: {
            id: 'locate',
            src: 'locate',
            onDone: {
              target: 'submitting',
              actions: assign({ location: ({ event }) => event.output.coordinates }),
            },
          },
        },
        submitting: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              payload: registerPayload(context),
              idToken: context.proof?.idToken ?? '',
            }),
            onDone: { target: '#signup.done' },
            onError: {
              target: '#signup.editing',
              actions: [
                { type: 'registerFailed', params: ({ event }) => ({ error: event.error }) },
                'voidVerification',
                'persist',
                {
                  type: 'toast',
                  params: ({ event }) => ({
                    kind: 'error',
                    message: messageFrom(event.error, flowText.registerFailed),
                  }),
                },
                { type: 'navigate', params: { href: flowPaths.signupForm } },
              ],
            },
          },
        },
      },
    },
    // Passed through: the form is ready for another business at once.
    done: {
      entry: [
        'clearStorage',
        { type: 'toast', params: { kind: 'success', message: flowText.accountCreated } },
        'forget',
        { type: 'navigate', params: { href: flowPaths.login } },
      ],
      always: 'editing',
    },
  },
});

import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { PlacedFailure } from '../content/failures';
import { BUSINESS_OWNER_ROLE } from '../schemas/roles';
import type { RegisterPayload } from '../services/authApi';
import type { Coordinates, LocationFailure, LocationResult } from '../services/geolocation';
import type { CodeSession, PendingRegistration, PhoneProof } from './flowMemory';
import { asFailure, statusOf } from '../schemas/failure';
import { placed, type NavigateParams, type ToastParams } from './flowEffects';
import { phoneCodeMachine, type PhoneCodeNews, type PhoneCodeOutput } from './phoneCode.machine';
import { verifyingPhoneState, type CodeStepDone } from './verifyingPhone';

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
  location?: Coordinates;
  locationError?: LocationFailure;
  // The last attempt's failure (no code sent, or the account refused), shown on the form.
  error?: PlacedFailure;
  // The API answered that an account may already use this phone or email: the form then
  // offers to log in or reset the password instead.
  accountMayExist: boolean;
  // The phone of the account this tab just created: the login form offers it, in memory only.
  createdPhone?: string;
  // The account was created by another tab holding a copy of this sign-up (a duplicated
  // tab): the login form says so.
  createdElsewhere?: boolean;
  // A verified phone with no account, brought from a reset: the empty form starts with it.
  prefillPhone?: string;
}

export interface SignupInput {
  details?: PendingRegistration;
  code?: CodeSession;
}

// The code itself (`code.enter`, `code.resend`, and `code.request` once a code is out) is
// the phoneCode child's business: screens send those to it.
export type SignupEvent =
  | { type: 'form.submit'; details: PendingRegistration; password: string }
  | { type: 'location.request' }
  | { type: 'phone.prefill'; phone: string }
  | { type: 'code.request' }
  | { type: 'password.submit'; password: string }
  | { type: 'phone.change' }
  | { type: 'flow.restart' }
  // Another tab of this browser created the account this sign-up was for (the app tells).
  | { type: 'flow.finishedElsewhere' }
  | PhoneCodeNews;

// What the screens show: the form (and its location lookup), the form while its first code
// goes out, the code, the password asked again, the account being created.
export type SignupTag = 'form' | 'locating' | 'sending' | 'code' | 'password' | 'registering';

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

// Another tab of this browser created the account from its copy of this sign-up (the same
// phone, after this copy's code was sent): the copy's code or proof is spent, and trying
// again could only be refused. It ends as the other tab did, on the login form.
const finishedElsewhere = {
  target: '#signup.editing',
  actions: [
    { type: 'rememberCreated', params: { elsewhere: true } },
    'clearStorage',
    'forget',
    { type: 'navigate', params: { to: 'login' } },
  ],
} as const;

// A refused phone proof (spent by another tab, or too old) needs only a new code, which the
// code screen offers; any other refusal is the form's to show.
const afterRefusal = (error: unknown): NavigateParams => ({
  to: statusOf(asFailure(error)) === 401 ? 'verifySignup' : 'signupForm',
});

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
    roles: [BUSINESS_OWNER_ROLE],
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
    tags: {} as SignupTag,
    children: {} as { phoneCode: 'phoneCode' },
  },
  actions: {
    // Injected by the app (src/bindings/flows): storage, router and toasts.
    persist: () => {},
    clearStorage: () => {},
    navigate: (_, _params: NavigateParams) => {},
    toast: (_, _params: ToastParams) => {},
    // Tells the browser's other tabs this sign-up is over, so a copy of it ends too.
    tellOtherTabs: (_, _params: { phone: string }) => {},
    forget: assign({
      details: undefined,
      password: undefined,
      verificationId: undefined,
      codeSentAt: undefined,
      phoneVerified: false,
      proof: undefined,
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
        error: undefined,
        accountMayExist: false,
        createdPhone: undefined,
        createdElsewhere: undefined,
        prefillPhone: undefined,
      };
    }),
    // A new code asked for from the kept details: the earlier one is not waited for.
    dropCode: assign({ verificationId: undefined }),
    codeSent: assign(({ event }) => {
      assertEvent(event, 'phoneCode.sent');
      return {
        verificationId: event.verificationId,
        codeSentAt: event.sentAt,
        phoneVerified: false,
        proof: undefined,
        error: undefined,
        accountMayExist: false,
      };
    }),
    codeConfirmed: assign((_, output: PhoneCodeOutput) =>
      output.verified
        ? {
            phoneVerified: true,
            proof: { idToken: output.idToken, verifiedAt: output.verifiedAt },
          }
        : {},
    ),
    sendFailed: assign((_, output: PhoneCodeOutput) =>
      output.verified ? {} : { error: output.error },
    ),
    registerFailed: assign((_, { error }: { error: PlacedFailure }) => ({
      error,
      accountMayExist: statusOf(error.failure) === 409,
    })),
    // The account exists now: the login form offers its phone.
    rememberCreated: assign(({ context }, { elsewhere }: { elsewhere: boolean }) => ({
      createdPhone: context.details?.phone,
      createdElsewhere: elsewhere,
    })),
    // The used code and its proof are spent: only a new code can verify the phone again.
    voidVerification: assign({
      phoneVerified: false,
      verificationId: undefined,
      proof: undefined,
    }),
  },
  actors: {
    phoneCode: phoneCodeMachine,
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
    codeUnsent: (_, output: PhoneCodeOutput) => !output.verified,
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    details: input.details,
    verificationId: input.code?.verificationId,
    codeSentAt: input.code?.sentAt,
    phoneVerified: !!input.code?.proof,
    proof: input.code?.proof,
    accountMayExist: false,
  }),
  initial: 'restoring',
  on: {
    // Drops the sign-up under way, if any, and opens a fresh form: with nothing under way
    // it opens the form all the same, which is where a sign-up starts.
    'flow.restart': {
      target: '.editing',
      actions: ['clearStorage', 'forget', { type: 'navigate', params: { to: 'signupForm' } }],
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
        { guard: 'restoredCode', target: 'verifyingPhone.waiting' },
        { target: 'editing' },
      ],
    },
    editing: {
      tags: 'form',
      initial: 'idle',
      states: {
        idle: { on: { 'location.request': 'locating' } },
        locating: {
          tags: 'locating',
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
        'form.submit': { target: 'verifyingPhone', actions: 'takeForm' },
        'code.request': [
          { guard: 'hasDetails', target: 'verifyingPhone', actions: 'dropCode' },
          // No sign-up to send a code for: one starts at the form.
          { actions: { type: 'navigate', params: { to: 'signupForm' } } },
        ],
        // A sign-up already under way keeps its own phone.
        'phone.prefill': {
          guard: not('hasDetails'),
          actions: assign({ prefillPhone: ({ event }) => event.phone }),
        },
      },
    },
    verifyingPhone: verifyingPhoneState({
      phoneOf: (context: SignupContext) => context.details?.phone ?? '',
      places: { send: 'signupSend', code: 'signupCode' },
      codeScreen: 'verifySignup',
      form: { state: '#signup.editing', page: 'signupForm' },
      whileWaiting: {
        'form.submit': { target: '#signup.verifyingPhone', reenter: true, actions: 'takeForm' },
        'flow.finishedElsewhere': finishedElsewhere,
      },
      onDone: [
        {
          guard: { type: 'codeUnsent', params: ({ event }: CodeStepDone) => event.output },
          target: 'editing',
          actions: { type: 'sendFailed', params: ({ event }: CodeStepDone) => event.output },
        },
        {
          guard: 'hasPassword',
          target: 'registering',
          actions: { type: 'codeConfirmed', params: ({ event }: CodeStepDone) => event.output },
        },
        {
          target: 'askingPassword',
          actions: { type: 'codeConfirmed', params: ({ event }: CodeStepDone) => event.output },
        },
      ],
    }),
    askingPassword: {
      tags: 'password',
      entry: 'persist',
      on: {
        'password.submit': {
          target: 'registering',
          actions: assign({ password: ({ event }) => event.password }),
        },
        'form.submit': { target: 'verifyingPhone', actions: 'takeForm' },
        'flow.finishedElsewhere': finishedElsewhere,
      },
    },
    registering: {
      tags: 'registering',
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
                {
                  type: 'registerFailed',
                  params: ({ event }) => ({ error: placed(event.error, 'register') }),
                },
                'voidVerification',
                'persist',
                {
                  type: 'toast',
                  params: ({ event }) => ({
                    kind: 'error',
                    words: placed(event.error, 'register'),
                  }),
                },
                { type: 'navigate', params: ({ event }) => afterRefusal(event.error) },
              ],
            },
          },
        },
      },
    },
    // Passed through: the form is ready for another business at once.
    done: {
      entry: [
        { type: 'rememberCreated', params: { elsewhere: false } },
        {
          type: 'tellOtherTabs',
          params: ({ context }) => ({ phone: context.details?.phone ?? '' }),
        },
        'clearStorage',
        { type: 'toast', params: { kind: 'success', words: { notice: 'accountCreated' } } },
        'forget',
        { type: 'navigate', params: { to: 'login' } },
      ],
      always: 'editing',
    },
  },
});

// One failure language, from the service that met it to the screen, the trace and the
// replay. A service makes a `Failure` once, where it returns (src/services); machines keep it
// as it is; src/content turns it into words in the page's language when a screen draws it.
// The trace records it as an `Outcome`, a closed code with no room for free text, and one
// decoder (`failureOf`) rebuilds it for the replay.

// Why a phone-auth step failed, in the flows' terms.
export const AUTH_REASONS = [
  'recaptcha',
  'send-failed',
  'invalid-phone',
  'invalid-code',
  'code-expired',
  'missing-verification',
  'too-many-requests',
  'verify-failed',
] as const;
export type AuthReason = (typeof AUTH_REASONS)[number];

// The rules a form field can break, whatever the form; each form names which of its issues
// breaks which (src/schemas/fields/formRules.ts).
export const RULES = ['required', 'tooShort', 'invalid', 'notMobile', 'mismatch'] as const;
export type Rule = (typeof RULES)[number];

// The forms whose refusals the trace records, and their fields in form order.
export const FORMS = {
  signup: [
    'first_name',
    'last_name',
    'business_name',
    'business_type',
    'email',
    'phone',
    'password',
    'website_url',
    'location',
    'terms',
  ],
  // The password asked again after a reload lost it mid sign-up.
  signupPassword: ['password', 'confirmPassword'],
  login: ['phone', 'password'],
  // The forget-password form.
  phone: ['phone'],
  resetPassword: ['newPassword', 'confirmNewPassword'],
  contact: ['fullname', 'email', 'message'],
} as const;
export type FormName = keyof typeof FORMS;

// Every field of every form whose refusals the trace records.
export type FormField = (typeof FORMS)[FormName][number];
export const FORM_FIELDS: readonly FormField[] = [...new Set(Object.values(FORMS).flat())];

export interface InvalidField {
  field: FormField;
  rule: Rule;
}

// Statuses of a failed HTTP call: every 4xx and 5xx, a closed list.
export const HTTP_FAILURE_STATUSES: readonly number[] = Array.from(
  { length: 200 },
  (_, i) => 400 + i,
);

// The language the API answers in: a failure's `said` is in it, and pages in another language
// say the failure in their own words.
export const SERVER_LANGUAGE = 'en';

export type Failure =
  // The server answered with an error status. `said` is its own message, when its JSON
  // answer carried one: shown where the product shows the server's words, never recorded.
  | { kind: 'http'; status: number; said?: string }
  // The call got no answer in time, or none at all.
  | { kind: 'timeout' }
  | { kind: 'network' }
  // Anything else: an answer not in the shape agreed, or a step that broke.
  | { kind: 'unexpected' }
  | { kind: 'auth'; reason: AuthReason }
  // A form's own checks refused it: which fields, and the rule each broke.
  | { kind: 'invalid'; fields: InvalidField[] };

// How an actor call ended, as the trace records it: `ok`, or the failure as a code. An HTTP
// failure whose server explained it in words of its own ends in `-said`: the words are not
// kept, only that there were some, so a replay knows the owner read them.
export type Outcome =
  | 'ok'
  | 'timeout'
  | 'network'
  | 'unexpected'
  | `http-${number}`
  | `http-${number}-said`
  | `auth/${AuthReason}`;

export const OUTCOMES: readonly Outcome[] = [
  'ok',
  'timeout',
  'network',
  'unexpected',
  ...HTTP_FAILURE_STATUSES.map((status): Outcome => `http-${status}`),
  ...HTTP_FAILURE_STATUSES.map((status): Outcome => `http-${status}-said`),
  ...AUTH_REASONS.map((reason): Outcome => `auth/${reason}`),
];

const isStatus = (status: number) => HTTP_FAILURE_STATUSES.includes(status);

/** The code the trace records for a failure; the server's words are left behind. */
export function outcomeOf(failure: Failure): Outcome {
  switch (failure.kind) {
    case 'http':
      if (!isStatus(failure.status)) return 'unexpected';
      return failure.said ? `http-${failure.status}-said` : `http-${failure.status}`;
    case 'auth':
      return `auth/${failure.reason}`;
    case 'invalid':
      // Forms record their refusals in their own entry (`form.invalid`), not as a call's end.
      return 'unexpected';
    default:
      return failure.kind;
  }
}

/**
 * The failure a recorded outcome stands for; undefined for `ok`. Where the server had said
 * something, `said` is `saidStandIn` (the trace never holds the words themselves); without a
 * stand-in the failure reads as one the server gave no words for.
 */
export function failureOf(outcome: Outcome, saidStandIn?: string): Failure | undefined {
  if (outcome === 'ok') return undefined;
  if (outcome === 'timeout' || outcome === 'network' || outcome === 'unexpected')
    return { kind: outcome };
  if (outcome.startsWith('auth/')) return { kind: 'auth', reason: outcome.slice(5) as AuthReason };
  const status = Number(outcome.slice(5, 8));
  const said = outcome.endsWith('-said') ? saidStandIn : undefined;
  return { kind: 'http', status, ...(said ? { said } : {}) };
}

/** The status of an HTTP failure, else undefined. */
export const statusOf = (failure: Failure | undefined): number | undefined =>
  failure?.kind === 'http' ? failure.status : undefined;

/** The reason of a phone-auth failure, else undefined. */
export const authReasonOf = (failure: Failure | undefined): AuthReason | undefined =>
  failure?.kind === 'auth' ? failure.reason : undefined;

// What a service rejects with: an Error (so it keeps a stack) carrying the failure.
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.kind === 'auth' ? `auth/${failure.reason}` : failure.kind);
    this.name = 'FailureError';
  }
}

/**
 * The failure an actor rejected with: the one a service made, or `unexpected` for anything
 * else (a bug, not an outside failure). The one place an unknown error is read.
 */
export function asFailure(error: unknown): Failure {
  return error instanceof FailureError ? error.failure : { kind: 'unexpected' };
}

import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { failureText, type FailurePlace } from '../../src/content/failures';
import { m } from '../../src/paraglide/messages.js';
import { locales, type Locale } from '../../src/paraglide/runtime.js';
import {
  AUTH_REASONS,
  FailureError,
  OUTCOMES,
  failureOf,
  outcomeOf,
  type AuthReason,
  type Failure,
} from '../../src/schemas/failure';
import { failureOfCall } from '../../src/services/api';
import { toPhoneAuthFailure, withinLimit } from '../../src/services/phoneAuth';

// The words a failure is said in, at every place a flow tells of one, in both page
// languages: the product's own catalogue, and the server's words on English pages only.

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

// Each place's own words, for a failure nothing more precise explains.
const PLACE_WORDS: Record<FailurePlace, Message> = {
  login: m.flow_login_failed,
  loginLine: m.flow_login_failed_line,
  register: m.flow_register_failed,
  sessionEnded: m.flow_session_ended,
  resetPassword: m.flow_reset_failed,
  noAccount: m.flow_no_account,
  signupSend: m.flow_send_failed,
  resetSend: m.flow_forget_failed,
  signupCode: m.flow_generic,
  resetCode: m.flow_verify_for_reset_failed,
  deletionSend: m.flow_send_failed,
  deletionCode: m.flow_generic,
  deleteAccount: m.flow_generic,
};
const PLACES = Object.keys(PLACE_WORDS) as FailurePlace[];

// What a failure reads as: the place's words, the server's own, or a message of its own.
type Expected = 'place' | 'said' | Message;
type PerLocale = Record<Locale, Expected>;

interface Row {
  failure: Failure;
  // At every place but the login's two.
  elsewhere: PerLocale;
  // The login toast; the same as elsewhere unless given.
  login?: PerLocale;
  // The line under the login form: its own words unless given, since a wrong password must
  // never read as a broken server and anything but a refusal reads as 'Internal Server Error'.
  loginLine?: PerLocale;
}

const SAID = 'Nope, not with these details.';
const both = (expected: Expected): PerLocale => ({ en: expected, ar: expected });
// The server's words on English pages; on Arabic ones, `ar`.
const saidInEnglish = (ar: Expected): PerLocale => ({ en: 'said', ar });

// Phone-auth reasons with words of their own; the others are said in the place's words.
const AUTH_WORDS: Record<AuthReason, Expected> = {
  recaptcha: m.flow_recaptcha_failed,
  'send-failed': 'place',
  'invalid-phone': m.flow_invalid_phone,
  'invalid-code': m.flow_invalid_code,
  'code-expired': m.flow_code_expired,
  'missing-verification': m.flow_missing_verification,
  'too-many-requests': m.flow_too_many_requests,
  'verify-failed': 'place',
};

const ROWS: Record<string, Row> = {
  'http 4xx with words': {
    failure: { kind: 'http', status: 403, said: SAID },
    elsewhere: saidInEnglish('place'),
    // A refusal whose words the page does not show is still a refusal.
    login: saidInEnglish(m.flow_login_refused),
    loginLine: saidInEnglish(m.flow_login_refused),
  },
  'http 4xx without words': { failure: { kind: 'http', status: 403 }, elsewhere: both('place') },
  'http 429 with words': {
    failure: { kind: 'http', status: 429, said: SAID },
    elsewhere: saidInEnglish(m.flow_too_many_requests),
    login: saidInEnglish(m.flow_too_many_requests),
    loginLine: saidInEnglish(m.flow_too_many_requests),
  },
  'http 429 without words': {
    failure: { kind: 'http', status: 429 },
    elsewhere: both(m.flow_too_many_requests),
    loginLine: both(m.flow_too_many_requests),
  },
  'http 5xx with words': {
    failure: { kind: 'http', status: 500, said: SAID },
    elsewhere: saidInEnglish('place'),
  },
  'http 5xx without words': { failure: { kind: 'http', status: 503 }, elsewhere: both('place') },
  timeout: { failure: { kind: 'timeout' }, elsewhere: both(m.api_timeout) },
  network: { failure: { kind: 'network' }, elsewhere: both(m.api_network) },
  unexpected: { failure: { kind: 'unexpected' }, elsewhere: both('place') },
  'a form refusal': {
    failure: { kind: 'invalid', fields: [{ field: 'phone', rule: 'required' }] },
    elsewhere: both('place'),
  },
  ...Object.fromEntries(
    AUTH_REASONS.map((reason): [string, Row] => [
      `auth/${reason}`,
      { failure: { kind: 'auth', reason }, elsewhere: both(AUTH_WORDS[reason]) },
    ]),
  ),
};

function expectedFor(row: Row, place: FailurePlace, locale: Locale): string {
  const table =
    place === 'login'
      ? (row.login ?? row.elsewhere)
      : place === 'loginLine'
        ? (row.loginLine ?? both('place'))
        : row.elsewhere;
  const expected = table[locale];
  if (expected === 'said') return row.failure.kind === 'http' ? (row.failure.said ?? '') : '';
  return (expected === 'place' ? PLACE_WORDS[place] : expected)({}, { locale });
}

const CASES = Object.entries(ROWS).flatMap(([name, row]) =>
  PLACES.flatMap((place) => locales.map((locale) => [name, place, locale, row] as const)),
);

describe('failureText', () => {
  it.each(CASES)('%s at %s, in %s', (_, place, locale, row) => {
    const text = failureText({ failure: row.failure, place }, locale);
    expect(text).toBe(expectedFor(row, place, locale));
    expect(text).not.toBe('');
  });

  it('covers every kind of failure and every auth reason', () => {
    const kinds = new Set(Object.values(ROWS).map(({ failure }) => failure.kind));
    expect([...kinds].sort()).toEqual([
      'auth',
      'http',
      'invalid',
      'network',
      'timeout',
      'unexpected',
    ]);
    const reasons = Object.values(ROWS).flatMap(({ failure }) =>
      failure.kind === 'auth' ? [failure.reason] : [],
    );
    expect(reasons).toEqual([...AUTH_REASONS]);
  });

  it.each(PLACES)("never shows the server's English words on an Arabic page, at %s", (place) => {
    for (const row of Object.values(ROWS)) {
      if (row.failure.kind !== 'http' || !row.failure.said) continue;
      const arabic = failureText({ failure: row.failure, place }, 'ar');
      expect(arabic).not.toContain(row.failure.said);
      expect(arabic).not.toBe(failureText({ failure: row.failure, place }, 'en'));
    }
  });
});

describe('failureText, refusals a place has words of its own for', () => {
  const SAID_PROOF = 'Phone verification failed. Please request a new code and try again.';
  const SAID_EXISTS =
    'An account with these details may already exist. Login or reset your password.';
  // A duplicated tab's registration or reset with the proof the other tab spent (401), and a
  // registration of a phone another tab registered (409): never the place's generic words.
  it.each([
    ['register', 401, SAID_PROOF, m.tabs_proof_refused],
    ['register', 409, SAID_EXISTS, m.form_account_exists],
    ['resetPassword', 401, SAID_PROOF, m.tabs_proof_refused],
  ] as const)('%s %s', (place, status, said, own) => {
    expect(failureText({ failure: { kind: 'http', status, said }, place }, 'en')).toBe(said);
    for (const locale of locales) {
      const withoutWords = failureText({ failure: { kind: 'http', status }, place }, locale);
      expect(withoutWords).toBe(own({}, { locale }));
    }
    const arabic = failureText({ failure: { kind: 'http', status, said }, place }, 'ar');
    expect(arabic).toBe(own({}, { locale: 'ar' }));
    expect(arabic).not.toBe(PLACE_WORDS[place]({}, { locale: 'ar' }));
  });

  it('keeps them to their places: a 401 elsewhere is said as before', () => {
    const failure: Failure = { kind: 'http', status: 401 };
    expect(failureText({ failure, place: 'signupSend' }, 'ar')).toBe(
      m.flow_send_failed({}, { locale: 'ar' }),
    );
  });
});

describe('toPhoneAuthFailure', () => {
  // Firebase errors carry their code as a string property.
  const firebase = (code: string) => Object.assign(new Error(code), { code });

  it.each([
    ['auth/invalid-verification-code', 'confirm', { kind: 'auth', reason: 'invalid-code' }],
    ['auth/missing-verification-code', 'confirm', { kind: 'auth', reason: 'invalid-code' }],
    ['auth/code-expired', 'confirm', { kind: 'auth', reason: 'code-expired' }],
    ['auth/session-expired', 'confirm', { kind: 'auth', reason: 'missing-verification' }],
    ['auth/invalid-verification-id', 'confirm', { kind: 'auth', reason: 'missing-verification' }],
    ['auth/too-many-requests', 'send', { kind: 'auth', reason: 'too-many-requests' }],
    ['auth/quota-exceeded', 'send', { kind: 'auth', reason: 'too-many-requests' }],
    ['auth/invalid-phone-number', 'send', { kind: 'auth', reason: 'invalid-phone' }],
    ['auth/captcha-check-failed', 'send', { kind: 'auth', reason: 'recaptcha' }],
    ['auth/invalid-app-credential', 'send', { kind: 'auth', reason: 'recaptcha' }],
    ['auth/network-request-failed', 'send', { kind: 'network' }],
    ['auth/network-request-failed', 'confirm', { kind: 'network' }],
    // A code a step does not know is that step's own failure.
    ['auth/internal-error', 'send', { kind: 'auth', reason: 'send-failed' }],
    ['auth/internal-error', 'confirm', { kind: 'auth', reason: 'verify-failed' }],
    ['auth/invalid-verification-code', 'send', { kind: 'auth', reason: 'send-failed' }],
    ['auth/invalid-phone-number', 'confirm', { kind: 'auth', reason: 'verify-failed' }],
  ] as const)('%s at %s', (code, step, failure) => {
    const error = toPhoneAuthFailure(firebase(code), step);
    expect(error).toBeInstanceOf(FailureError);
    expect(error.failure).toEqual(failure);
  });

  it('takes an error without a code for the step’s own failure, and keeps one already made', () => {
    expect(toPhoneAuthFailure(new Error('boom'), 'send').failure).toEqual({
      kind: 'auth',
      reason: 'send-failed',
    });
    expect(toPhoneAuthFailure({ code: 42 }, 'confirm').failure).toEqual({
      kind: 'auth',
      reason: 'verify-failed',
    });
    const made = new FailureError({ kind: 'auth', reason: 'recaptcha' });
    expect(toPhoneAuthFailure(made, 'confirm')).toBe(made);
  });
});

describe('withinLimit', () => {
  it('gives up on a phone-auth call past the limit as a timeout, and passes the rest through', async () => {
    const hangs = new Promise<string>(() => {});
    await expect(withinLimit(hangs, 10)).rejects.toMatchObject({ failure: { kind: 'timeout' } });
    await expect(withinLimit(Promise.resolve('id'), 1000)).resolves.toBe('id');
    const refused = new FailureError({ kind: 'auth', reason: 'code-expired' });
    await expect(withinLimit(Promise.reject(refused), 1000)).rejects.toBe(refused);
  });
});

describe('failureOfCall', () => {
  // What a real ky call rejects with when the network answers as told.
  const rejectionOfKy = (answer: () => Promise<Response>, timeout?: number) =>
    ky.get('https://api.example/x', { fetch: answer, retry: 0, ...(timeout && { timeout }) }).then(
      () => {
        throw new Error('the call resolved');
      },
      (error: unknown) => error,
    );

  it('keeps the status of an HTTP error and the message of its JSON answer', async () => {
    const error = await rejectionOfKy(async () =>
      Response.json({ message: 'Phone already registered' }, { status: 409 }),
    );
    expect(await failureOfCall(error)).toEqual({
      kind: 'http',
      status: 409,
      said: 'Phone already registered',
    });
  });

  it('keeps the status alone when the answer has no message', async () => {
    for (const answer of [
      () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
      () => Response.json({ error: 'nope' }, { status: 400 }),
      () => Response.json({ message: '   ' }, { status: 400 }),
      () => new Response(null, { status: 401 }),
    ]) {
      const response = answer();
      const error = await rejectionOfKy(async () => response);
      expect(await failureOfCall(error)).toEqual({ kind: 'http', status: response.status });
    }
  });

  it('names a call that got no answer in time a timeout, and one with none a network failure', async () => {
    const late = await rejectionOfKy(() => new Promise<Response>(() => {}), 10);
    expect(await failureOfCall(late)).toEqual({ kind: 'timeout' });
    const offline = await rejectionOfKy(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOfCall(offline)).toEqual({ kind: 'network' });
    expect(await failureOfCall(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('keeps a failure already made', async () => {
    const failure: Failure = { kind: 'unexpected' };
    expect(await failureOfCall(new FailureError(failure))).toEqual(failure);
  });
});

describe('outcomeOf and failureOf', () => {
  // What a replay puts where the server's words were: the trace never holds them.
  const STAND_IN = 'the server explained';

  it.each(OUTCOMES.filter((outcome) => outcome !== 'ok'))('%s round-trips', (outcome) => {
    const failure = failureOf(outcome, STAND_IN);
    expect(failure).toBeDefined();
    if (failure) expect(outcomeOf(failure)).toBe(outcome);
  });

  it("'ok' is no failure", () => {
    expect(failureOf('ok')).toBeUndefined();
  });

  it('records whether the server explained an HTTP failure, never its words', () => {
    expect(outcomeOf({ kind: 'http', status: 404, said: SAID })).toBe('http-404-said');
    expect(outcomeOf({ kind: 'http', status: 404 })).toBe('http-404');
    expect(failureOf('http-404-said', STAND_IN)).toEqual({
      kind: 'http',
      status: 404,
      said: STAND_IN,
    });
    // Without a stand-in, as a failure the server gave no words for.
    expect(failureOf('http-404-said')).toEqual({ kind: 'http', status: 404 });
    expect(failureOf('http-404', STAND_IN)).toEqual({ kind: 'http', status: 404 });
  });
});

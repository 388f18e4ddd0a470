import type { BrowserContext, Page, Route } from '@playwright/test';
import type { Failure } from '../../../src/schemas/failure';

// The faults the browser suite injects at one call of the site, at the network layer only
// (Playwright's routing, or the browser going offline): the app is the production build and
// knows nothing of the test. Each fault says which failure the site must make of it, which
// the test then expects in the owner's words and in the trace.

export type FaultName =
  | 'offline'
  | 'timeout'
  | '500'
  | '503'
  | '429'
  | 'too-many-requests'
  | 'quota-exceeded'
  | 'captcha-check-failed'
  | 'code-expired'
  | 'network-request-failed';

// Who answers the call: the reference API, or Firebase's identity toolkit (the emulator here,
// Google in production), whose refusals are JSON `error.message` codes.
export type CallKind = 'api' | 'firebase';
// Where the Firebase step fails, when its own failure explains nothing more precise.
export type FirebaseStep = 'send' | 'confirm';

export const TOO_MANY_WORDS = 'Too many requests. Please wait a minute and try again.';

// Firebase's own refusal, as Google's identity toolkit answers it.
export const firebaseRefusal = (status: number, code: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: status, message: code, errors: [{ message: code }] } }),
});

type Answer = Parameters<Route['fulfill']>[0];

interface FaultClass {
  // How the network treats the call: answered, cut, never answered, or no network at all.
  answer?: (kind: CallKind) => Answer;
  abort?: 'internetdisconnected' | 'failed';
  hang?: true;
  offline?: true;
  failure: (kind: CallKind, step: FirebaseStep) => Failure;
  // Waits past the site's limit (15 s) before the owner is told.
  slow?: true;
}

const stepFailed = (step: FirebaseStep): Failure => ({
  kind: 'auth',
  reason: step === 'send' ? 'send-failed' : 'verify-failed',
});

export const FAULTS: Record<FaultName, FaultClass> = {
  offline: { offline: true, failure: () => ({ kind: 'network' }) },
  timeout: { hang: true, slow: true, failure: () => ({ kind: 'timeout' }) },
  // A proxy's page, not the API's JSON: no words of the server's to show.
  '500': {
    answer: (kind) =>
      kind === 'firebase'
        ? firebaseRefusal(500, 'INTERNAL_ERROR')
        : { status: 500, contentType: 'text/plain', body: 'upstream down' },
    failure: (kind, step) =>
      kind === 'firebase' ? stepFailed(step) : { kind: 'http', status: 500 },
  },
  '503': {
    answer: (kind) =>
      kind === 'firebase'
        ? firebaseRefusal(503, 'UNAVAILABLE')
        : {
            status: 503,
            contentType: 'text/plain',
            headers: { 'Retry-After': '1' },
            body: 'Service Unavailable',
          },
    failure: (kind, step) =>
      kind === 'firebase' ? stepFailed(step) : { kind: 'http', status: 503 },
  },
  // The API's own refusal, in its words.
  '429': {
    answer: () => ({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '1' },
      body: JSON.stringify({ message: TOO_MANY_WORDS }),
    }),
    failure: () => ({ kind: 'http', status: 429, said: TOO_MANY_WORDS }),
  },
  'too-many-requests': {
    answer: () => firebaseRefusal(400, 'TOO_MANY_ATTEMPTS_TRY_LATER'),
    failure: () => ({ kind: 'auth', reason: 'too-many-requests' }),
  },
  'quota-exceeded': {
    answer: () => firebaseRefusal(400, 'QUOTA_EXCEEDED'),
    failure: () => ({ kind: 'auth', reason: 'too-many-requests' }),
  },
  'captcha-check-failed': {
    answer: () => firebaseRefusal(400, 'CAPTCHA_CHECK_FAILED'),
    failure: () => ({ kind: 'auth', reason: 'recaptcha' }),
  },
  'code-expired': {
    answer: () => firebaseRefusal(400, 'SESSION_EXPIRED'),
    failure: () => ({ kind: 'auth', reason: 'code-expired' }),
  },
  'network-request-failed': { abort: 'failed', failure: () => ({ kind: 'network' }) },
};

// Every fault class that can happen at a call of each kind. `code-expired` only where a code
// is checked, `quota-exceeded` and `captcha-check-failed` only where one is sent.
export const API_FAULTS: FaultName[] = ['offline', 'timeout', '500', '503', '429'];
const FIREBASE_COMMON: FaultName[] = [
  'offline',
  'timeout',
  '500',
  '503',
  'too-many-requests',
  'network-request-failed',
];
export const SEND_FAULTS: FaultName[] = [
  ...FIREBASE_COMMON,
  'quota-exceeded',
  'captcha-check-failed',
];
export const CONFIRM_FAULTS: FaultName[] = [...FIREBASE_COMMON, 'code-expired'];

export interface Call {
  url: string | RegExp;
  method: string;
}

export interface Injected {
  heal: () => Promise<void>;
}

/**
 * Starts `fault` at every request of `call` until `heal`. Offline takes the whole browser off
 * the network, as a phone losing its signal; unless `offlineAsAbort`, for a call made as the
 * page loads or right after another call, where only this call can lose it.
 */
export async function inject(
  page: Page,
  context: BrowserContext,
  name: FaultName,
  kind: CallKind,
  call: Call,
  offlineAsAbort = false,
): Promise<Injected> {
  const fault = FAULTS[name];
  const hung: Route[] = [];
  if (fault.offline && !offlineAsAbort) {
    // The signal goes once the page has what it fetches ahead (the next screen's code): the
    // fault is at the call, not at a download the call never needed.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    return { heal: () => context.setOffline(false) };
  }
  const handler = async (route: Route) => {
    if (route.request().method() !== call.method) return route.fallback();
    if (fault.hang) return void hung.push(route);
    if (fault.offline) return route.abort('internetdisconnected');
    if (fault.abort) return route.abort(fault.abort);
    return route.fulfill(fault.answer?.(kind));
  };
  await page.route(call.url, handler);
  return {
    heal: async () => {
      // Lost, as a request that timed out on the way: ended before the route goes, or the
      // browser would send them on now, long after the site gave up on them.
      await Promise.all(hung.map((route) => route.abort('timedout').catch(() => {})));
      await page.unroute(call.url, handler);
    },
  };
}

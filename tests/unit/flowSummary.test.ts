import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createFlowsGate } from '../../src/app/flowsGate';
import { traceOf } from '../../src/app/storage/flowTrace';
import { createSummaryCollector } from '../../src/bindings/flowSummary';
import { browserServices, type AppServices } from '../../src/app/services';
import { createSession } from '../../src/app/session';
import { summariesAllowed } from '../../src/bindings/summaryBeacon';
import manifest from '../../src/schemas/flowManifest.gen.json';
import { FailureError } from '../../src/schemas/failure';
import {
  SUMMARY_MAX_MOVES,
  checkSummaries,
  timeBucket,
  type FlowSummary,
  type SummaryBatch,
} from '../../src/schemas/flowSummary';
import transitions from '../../src/schemas/flowTransitions.gen.json';
import type { FlowManifest, FlowTransitions } from '../../src/schemas/flowTrace';
import { SESSION_KEYS } from '../../src/app/storage/storageKeys';
import { memoryStore } from '../../src/services/storage';
import { pendingRegistration } from '../helpers/pendingRegistration';
import { testPhone } from '../helpers/phones';

// The summary each kind of visit sends, through the same path as in the browser: the flows'
// trace recorder tells the collector (src/bindings/flowSummary.ts), which sends through
// navigator.sendBeacon when a flow reaches its goal or the tab is hidden.

const phone = testPhone();
const details = pendingRegistration({
  first_name: 'Nadia',
  last_name: 'Fawzy',
  business_name: 'Lotus Pilates Studio',
  email: 'nadia.fawzy@lotus.example',
  website_url: 'lotus-pilates.example',
  phone: phone.international,
});
const PASSWORD = 'Sunrise!2026';
const CODE = '482913';
const VERIFICATION_ID = 'verification-7f3a9c';
const ID_TOKEN = 'eyJpZC10b2tlbi1zZWNyZXQ';
const SESSION_TOKEN = 'eyJzZXNzaW9uLXNlY3JldA';
const planted = [
  phone.international,
  phone.local,
  details.first_name,
  details.last_name,
  details.business_name,
  details.email,
  details.website_url,
  PASSWORD,
  CODE,
  VERIFICATION_ID,
  ID_TOKEN,
  SESSION_TOKEN,
];
const leak = `${phone.international} ${details.email} ${CODE}`;
const moves = transitions as FlowTransitions;

let sent: string[] = [];
let hidden = false;
beforeEach(() => {
  sent = [];
  hidden = false;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      expect(url).toMatch(/\/flow-summaries$/);
      sent.push(body);
      return true;
    },
  });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
});

function hide(): void {
  hidden = true;
  document.dispatchEvent(new Event('visibilitychange'));
}
function show(): void {
  hidden = false;
  document.dispatchEvent(new Event('visibilitychange'));
}

// Every beacon so far, checked as the API checks them: each summary one visit the machine
// could have made, its moves among those the manifest lists.
function summaries(): FlowSummary[] {
  return sent.flatMap((body) => {
    const checked = checkSummaries(JSON.parse(body), manifest as FlowManifest, moves);
    expect(checked).toMatchObject({ success: true });
    return (JSON.parse(body) as SummaryBatch).summaries;
  });
}
const ofMachine = (machine: string) => summaries().filter((s) => s.machine === machine);

function services(
  options: { codeRefusals?: number; store?: Record<string, string> } = {},
): AppServices {
  let refusals = options.codeRefusals ?? 0;
  return browserServices({
    sessionStore: memoryStore(options.store),
    localStore: memoryStore(),
    notify: () => {},
    reload: () => {},
    locate: async () => ({ coordinates: { latitude: 30.04, longitude: 31.23 } }),
    phoneAuth: {
      sendCode: async () => VERIFICATION_ID,
      confirm: async () => {
        if (refusals-- > 0)
          throw Object.assign(new FailureError({ kind: 'auth', reason: 'invalid-code' }), {
            message: `refused ${leak}`,
          });
        return ID_TOKEN;
      },
    },
    auth: {
      register: async () => ({}),
      login: async () => ({ token: SESSION_TOKEN, firstName: details.first_name }),
      checkResetAccount: async () => undefined,
      resetPassword: async () => undefined,
      me: async () => ({ firstName: details.first_name }),
    },
    sendContactMessage: async () => '<p>Thanks</p>',
  } as unknown as Parameters<typeof browserServices>[0]);
}

// The summaries' code loads with the first thing they are told (src/app/storage/flowTrace.ts): a
// dynamic import, which settles a task later.
const summariesLoaded = () => new Promise((resolve) => setTimeout(resolve));

// The app's gate to its flows, for a sign-up made as a flow page makes it.
const signupOf = (app: AppServices) =>
  createFlowsGate(app, { navigate: () => {}, endSession: () => {} });

async function toCodeStep(app: AppServices) {
  const signup = await signupOf(app).open('signup');
  signup.send({ type: 'form.submit', details, password: PASSWORD });
  await waitFor(signup, (s) => s.hasTag('code'));
  await summariesLoaded();
  return signup;
}

describe('flow summaries', () => {
  it('a sign-up finished after a wrong code: one beacon at the goal, with its code step', async () => {
    const app = services({ codeRefusals: 1 });
    const signup = await toCodeStep(app);
    const code = () => signup.getSnapshot().children.phoneCode;
    code()?.send({ type: 'code.enter', code: CODE });
    await waitFor(signup, () => !!code()?.getSnapshot().context.codeError);
    code()?.send({ type: 'code.enter', code: CODE });
    await vi.waitFor(() => expect(sent).toHaveLength(1));

    expect(sent).toHaveLength(1);
    const [flow] = ofMachine('signup');
    expect(flow).toMatchObject({ end: 'done', resumed: false, locale: 'en' });
    expect(flow?.version).toBe(manifest.machines.signup.version);
    expect(flow?.states.map((s) => s.state)).toEqual(
      expect.arrayContaining(['editing.idle', 'verifyingPhone.waiting', 'registering.submitting']),
    );
    expect(flow?.transitions).toContainEqual({
      from: 'registering.submitting',
      event: 'xstate.done.actor.register',
      to: 'editing.idle',
      n: 1,
    });
    const [codeStep] = ofMachine('signup.phoneCode');
    expect(codeStep).toMatchObject({ end: 'done', at: 'verified' });
    expect(codeStep?.failures).toEqual([
      { state: 'verifying', outcome: 'auth/invalid-code', n: 1 },
    ]);
    // Hidden afterwards: nothing more to tell.
    hide();
    expect(sent).toHaveLength(1);
  });

  it('a sign-up left at the code step: abandoned there when the tab is hidden, once', async () => {
    const app = services();
    await toCodeStep(app);
    hide();
    expect(sent).toHaveLength(1);
    expect(ofMachine('signup')).toMatchObject([
      { end: 'abandoned', at: 'verifyingPhone.waiting', resumed: false },
    ]);
    expect(ofMachine('signup.phoneCode')[0]?.end).toBe('abandoned');
    // Hidden again with nothing done in between: nothing is counted twice.
    show();
    hide();
    expect(sent).toHaveLength(1);
  });

  it('a return to the tab that goes on is a visit of its own, resumed where the last was left', async () => {
    const app = services();
    const signup = await toCodeStep(app);
    hide();
    show();
    signup.getSnapshot().children.phoneCode?.send({ type: 'code.enter', code: CODE });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const [left, back] = ofMachine('signup');
    expect(left).toMatchObject({ end: 'abandoned', at: 'verifyingPhone.waiting' });
    expect(back).toMatchObject({ end: 'done', resumed: true });
    expect(back?.states[0]?.state).toBe('verifyingPhone.waiting');
  });

  it('a reload mid-way goes on with the visit the last page left: resumed, from the code step', async () => {
    const first = services();
    await toCodeStep(first);
    hide();
    // The next page of the same tab: its sessionStorage as the last page left it.
    const kept = Object.fromEntries(
      Object.values(SESSION_KEYS).flatMap((key) => {
        const value = first.sessionStore.get(key);
        return value === null ? [] : [[key, value]];
      }),
    );
    show();
    const again = services({ store: kept });
    const signup = await signupOf(again).flow('signup').load();
    await waitFor(signup, (s) => s.hasTag('code'));
    signup.getSnapshot().children.phoneCode?.send({ type: 'code.enter', code: CODE });
    // The password is never kept: after a reload the flow asks for it again.
    await waitFor(signup, (s) => s.matches('askingPassword'));
    signup.send({ type: 'password.submit', password: PASSWORD });
    await vi.waitFor(() => expect(ofMachine('signup')).toHaveLength(2));
    expect(ofMachine('signup')[1]).toMatchObject({ resumed: true, end: 'done' });
  });

  it('counts what a state could not take as a dead click, by state and event', async () => {
    const app = services();
    const signup = await signupOf(app).flow('signup').load();
    // The form's second password, asked only after a reload lost it, sent to the first form.
    signup.send({ type: 'password.submit', password: PASSWORD });
    signup.send({ type: 'password.submit', password: PASSWORD });
    await summariesLoaded();
    hide();
    const [flow] = ofMachine('signup');
    expect(flow?.refused).toEqual([{ state: 'editing.idle', event: 'password.submit', n: 2 }]);
    // Nothing moved: no transition of that event is counted.
    expect(JSON.stringify(flow?.transitions ?? [])).not.toContain('password.submit');
  });

  it('the session counts only when the owner acts on it: a login is a visit, done', async () => {
    const app = services();
    const session = createSession({ navigate: () => {}, invalidate: () => {} }, app);
    session.start();
    await waitFor(session, (s) => s.matches('loggedOut'));
    await summariesLoaded();
    hide();
    expect(ofMachine('session')).toEqual([]);
    show();
    session.send({ type: 'login.submit', username: phone.international, password: PASSWORD });
    await waitFor(session, (s) => s.matches('loggedIn'));
    expect(ofMachine('session')).toMatchObject([
      { end: 'done', resumed: false, at: 'loggedIn.active' },
    ]);
  });

  it('sends no personal value: every beacon is names, buckets and counts', async () => {
    const app = services({ codeRefusals: 2 });
    const signup = await toCodeStep(app);
    const code = () => signup.getSnapshot().children.phoneCode;
    for (let i = 0; i < 2; i += 1) {
      code()?.send({ type: 'code.enter', code: CODE });
      await waitFor(signup, () => !!code()?.getSnapshot().context.codeError);
    }
    hide();
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) for (const value of planted) expect(body).not.toContain(value);
    // Nor a reference, a time of day or anything that could tie two visits together.
    for (const body of sent) expect(body).not.toMatch(/reference|T\d\d:|\d{10,}/);
  });

  it('sends nothing when the browser asks for Global Privacy Control, or the build says off', () => {
    expect(summariesAllowed(undefined, undefined)).toBe(true);
    expect(summariesAllowed(undefined, false)).toBe(true);
    expect(summariesAllowed(undefined, true)).toBe(false);
    expect(summariesAllowed('off', undefined)).toBe(false);
    expect(summariesAllowed(' OFF ', false)).toBe(false);
  });

  it('a tab with Global Privacy Control on sends no beacon at all', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    try {
      const app = services();
      await toCodeStep(app);
      expect(traceOf(app).read()).toBeDefined();
      hide();
      expect(sent).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });
});

describe('summary collector', () => {
  const collector = (clock: { t: number }, sends: string[]) =>
    createSummaryCollector({
      manifest: manifest as FlowManifest,
      send: (body) => sends.push(body),
      locale: () => 'ar',
      now: () => clock.t,
      today: () => '2026-11-27',
    });

  it('adds up each state’s stays and sends them as buckets; time away from the tab counts for none', () => {
    const clock = { t: 0 };
    const sends: string[] = [];
    const c = collector(clock, sends);
    c.entry({ machine: 'contact', event: 'xstate.init', from: '', to: 'editing' });
    clock.t = 40_000;
    c.entry({ machine: 'contact', event: 'submit', from: 'editing', to: 'submitting' });
    clock.t = 41_500;
    c.entry({
      machine: 'contact',
      event: 'xstate.error.actor.sendMessage',
      from: 'submitting',
      to: 'failed',
      outcome: 'http-503',
    });
    clock.t = 400_000;
    c.flush();
    const [first] = (JSON.parse(sends[0] ?? '{}') as SummaryBatch).summaries;
    expect(first).toMatchObject({
      locale: 'ar',
      day: '2026-11-27',
      states: [
        { state: 'editing', time: '30s-2m' },
        { state: 'submitting', time: '1-5s' },
        { state: 'failed', time: '>2m' },
      ],
      failures: [{ state: 'submitting', outcome: 'http-503', n: 1 }],
      end: 'abandoned',
      at: 'failed',
    });
    c.shown();
    clock.t = 10_000_000;
    c.shown();
    clock.t += 2000;
    c.entry({ machine: 'contact', event: 'submit', from: 'failed', to: 'submitting' });
    clock.t += 500;
    c.entry({
      machine: 'contact',
      event: 'xstate.done.actor.sendMessage',
      from: 'submitting',
      to: 'sent',
      outcome: 'ok',
    });
    const [second] = (JSON.parse(sends[1] ?? '{}') as SummaryBatch).summaries;
    expect(second).toMatchObject({
      resumed: true,
      states: [
        { state: 'failed', time: '1-5s' },
        { state: 'submitting', time: '<1s' },
        { state: 'sent', time: '<1s' },
      ],
      end: 'done',
    });
  });

  it('puts each time in its bucket, the bounds going to the longer one', () => {
    expect([0, 999, 1000, 4999, 5000, 29_999, 30_000, 119_999, 120_000].map(timeBucket)).toEqual([
      '<1s',
      '<1s',
      '1-5s',
      '1-5s',
      '5-30s',
      '5-30s',
      '30s-2m',
      '30s-2m',
      '>2m',
    ]);
  });

  it('stops a long visit at the moves a trace holds, and what it sends is still one visit', () => {
    const clock = { t: 0 };
    const sends: string[] = [];
    const c = collector(clock, sends);
    c.entry({ machine: 'contact', event: 'xstate.init', from: '', to: 'editing' });
    for (let i = 0; i < 3000; i += 1) {
      c.entry({
        machine: 'contact',
        event: 'submit',
        from: i ? 'failed' : 'editing',
        to: 'submitting',
      });
      c.entry({
        machine: 'contact',
        event: 'xstate.error.actor.sendMessage',
        from: 'submitting',
        to: 'failed',
        outcome: 'network',
      });
    }
    c.flush();
    const batch = JSON.parse(sends[0] ?? '{}') as SummaryBatch;
    const [summary] = batch.summaries;
    const total = summary?.transitions.reduce((n, move) => n + move.n, 0);
    expect(total).toBe(SUMMARY_MAX_MOVES);
    // The 200th move was a send: the visit stopped where it left the owner.
    expect(summary).toMatchObject({ end: 'abandoned', at: 'submitting' });
    expect(checkSummaries(batch, manifest as FlowManifest, moves)).toMatchObject({ success: true });
    // The visit after it starts where its machine really is, and is one visit too.
    c.entry({ machine: 'contact', event: 'submit', from: 'failed', to: 'submitting' });
    c.flush();
    const next = JSON.parse(sends[1] ?? '{}') as SummaryBatch;
    expect(next.summaries[0]).toMatchObject({ resumed: true, at: 'submitting' });
    expect(next.summaries[0]?.states.map(({ state }) => state)).toEqual(['failed', 'submitting']);
    expect(checkSummaries(next, manifest as FlowManifest, moves)).toMatchObject({ success: true });
  });
});

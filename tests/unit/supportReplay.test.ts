import { ownerScreen } from '../../src/flows/machines';
import { describe, expect, it } from 'vitest';
import { replayTrace } from '../../src/features/support/replay/replay';
import { serverWordsPlaceholder } from '../../src/features/support/replay/replayOutcomes';
import { flowText } from '../../src/content/flows';
import { m } from '../../src/paraglide/messages.js';
import type { Outcome } from '../../src/schemas/failure';
import {
  TRACE_VERSION,
  UnknownFlowError,
  type FlowTrace,
  type TraceEntry,
} from '../../src/schemas/flowTrace';
import { startOverWhileLocating } from '../helpers/earlierVersionTrace';
import { recordDeletion, recordFailedReset, recordSignup } from '../helpers/flowTraces';
import manifest from '../../src/schemas/flowManifest.gen.json';
import history from '../../src/schemas/flowManifest.history.json';

describe('replaying a trace on the production machines', () => {
  it('reaches every recorded state of a sign-up with a wrong code, a resend and a success', async () => {
    const trace = await recordSignup();
    const { frames, mismatch } = await replayTrace(trace);
    expect(mismatch).toBeUndefined();
    expect(frames).toHaveLength(trace.entries.length);
    expect(frames.map((f) => f.entry.to)).toEqual(trace.entries.map((e) => e.to));

    const rejected = frames.find(
      (f) =>
        f.entry.event === 'xstate.error.actor.confirmCode' &&
        f.entry.machine === 'signup.phoneCode',
    );
    expect(rejected?.screen).toMatchObject({ kind: 'code', codeError: flowText.invalidCode });
    // Said under the boxes, so no toast says it again; the 'verifying' toast went with it.
    expect(rejected?.toasts).toEqual([]);

    const last = frames.at(-1);
    expect(last?.screen.kind).toBe('signupForm');
    expect(last?.toasts.map((t) => t.message)).toContain(flowText.accountCreated);
    expect(frames.some((f) => f.entry.event.startsWith('xstate.after.'))).toBe(true);
  });

  it('draws the form while the first code goes out and the code screen once it is out', async () => {
    const trace = await recordSignup();
    const { frames } = await replayTrace(trace);
    const submit = frames.find((f) => f.entry.event === 'form.submit');
    expect(submit?.screen).toMatchObject({ kind: 'signupForm', pending: true });
    const sent = frames.find((f) => f.entry.event === 'phoneCode.sent');
    expect(sent?.screen).toMatchObject({ kind: 'code', coolingDown: true });
    expect(sent?.toasts.map((t) => t.message)).toContain(flowText.otpSent);
  });

  it('stops at the first step today’s machine does not take as recorded', async () => {
    const trace = await recordSignup();
    const at = trace.entries.findIndex((e) => e.event === 'xstate.error.actor.confirmCode');
    const doctored: FlowTrace = {
      ...trace,
      entries: trace.entries.map((e, i) => (i === at ? { ...e, to: 'verified' } : e)),
    };
    const { frames, mismatch } = await replayTrace(doctored);
    expect(mismatch?.index).toBe(at);
    expect(mismatch?.message).toBe(
      `Step ${at + 1}: the trace says signup.phoneCode moved to verified on xstate.error.actor.confirmCode, today's machine is in waiting.coolingDown.`,
    );
    expect(frames).toHaveLength(at);
  });

  it('says a refusal the server gave no words for in the catalogue’s words', async () => {
    const trace = await recordFailedReset();
    const { frames, mismatch } = await replayTrace(trace);
    expect(mismatch).toBeUndefined();
    const failed = frames.at(-1);
    expect(failed?.entry.outcome).toBe('http-500');
    expect(failed?.screen).toMatchObject({ kind: 'password', flow: 'reset', pending: false });
    expect(failed?.toasts.map((t) => t.message)).toEqual([flowText.resetFailed]);
    const updating = frames.find((f) => f.entry.event === 'password.submit');
    expect(updating?.screen).toMatchObject({ kind: 'password', pending: true });
  });

  it('replays an account deletion: the code, the confirm screen, a failed Delete, the end', async () => {
    const trace = await recordDeletion();
    // The phone the owner typed and the proof the code gave never leave the tab.
    expect(JSON.stringify(trace)).not.toMatch(/1000000001|vid|"id"/);
    const { frames, mismatch } = await replayTrace(trace);
    expect(mismatch).toBeUndefined();
    expect(frames.map((f) => f.entry.to)).toEqual(trace.entries.map((e) => e.to));
    const screens = frames.filter((f) => f.entry.machine === 'deletion').map((f) => f.screen);
    expect(screens).toContainEqual({ kind: 'deletionPhone', pending: true });
    expect(screens).toContainEqual({ kind: 'checkingAccount' });
    expect(screens).toContainEqual({ kind: 'deletionConfirm', pending: true });
    const failed = frames.find((f) => f.entry.event === 'xstate.error.actor.deleteAccount');
    expect(failed?.screen).toEqual({ kind: 'deletionConfirm', pending: false });
    expect(failed?.toasts.map((t) => t.message)).toEqual([flowText.generic]);
    expect(frames.at(-1)?.screen).toEqual({ kind: 'deleted' });
  });

  it('shows form.invalid entries without driving the machine', async () => {
    const trace = await recordSignup();
    const invalid: TraceEntry = {
      machine: 'signup',
      event: 'form.invalid',
      from: 'editing.idle',
      to: 'editing.idle',
      t: 350,
      invalid: [{ field: 'email', rule: 'invalid' }],
    };
    const entries = [trace.entries[0] as TraceEntry, invalid, ...trace.entries.slice(1)];
    const { frames, mismatch } = await replayTrace({ ...trace, entries });
    expect(mismatch).toBeUndefined();
    expect(frames[1]?.screen.kind).toBe('signupForm');
  });
});

describe('a trace of a machine the registry lacks', () => {
  it('is refused before anything runs, never replayed as another flow', async () => {
    const trace = await recordSignup();
    const foreign = {
      ...trace,
      entries: [
        ...trace.entries,
        { machine: 'changePhone', event: 'xstate.init', from: '', to: 'editing', t: 1 },
      ],
    } as unknown as FlowTrace;
    const refused = await replayTrace(foreign).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnknownFlowError);
    expect(refused).toMatchObject({ machine: 'changePhone' });
  });
});

describe('replaying a login', () => {
  const login = (outcome: Outcome, locale: 'en' | 'ar'): FlowTrace => ({
    v: TRACE_VERSION,
    reference: 'ABCD-EFGH',
    locale,
    entries: [
      { machine: 'session', event: 'xstate.init', from: '', to: 'loggedOut', t: 0 },
      { machine: 'session', event: 'login.submit', from: 'loggedOut', to: 'loggingIn', t: 900 },
      {
        machine: 'session',
        event: 'xstate.error.actor.login',
        from: 'loggingIn',
        to: 'loggedOut',
        t: 1300,
        outcome,
      },
    ],
  });
  const ar = { locale: 'ar' } as const;

  // What the owner read, by outcome and page language: English pages show the server's own
  // words (a marked placeholder stands in for them); Arabic pages their own catalogue's. A
  // toast that would say what the line says is not shown.
  it.each([
    ['http-500', 'en', flowText.loginFailedLine, undefined],
    ['http-500-said', 'en', flowText.loginFailedLine, serverWordsPlaceholder()],
    ['http-500-said', 'ar', m.flow_login_failed_line({}, ar), undefined],
    ['http-401-said', 'en', serverWordsPlaceholder(), undefined],
    ['http-401-said', 'ar', m.flow_login_refused({}, ar), undefined],
    ['http-401', 'ar', m.flow_login_failed_line({}, ar), undefined],
    ['http-429-said', 'ar', m.flow_too_many_requests({}, ar), undefined],
  ] as const)(
    'a login that ended %s on a page in %s reads as the owner read it',
    async (outcome, locale, line, toast) => {
      const { frames, mismatch } = await replayTrace(login(outcome, locale));
      expect(mismatch).toBeUndefined();
      expect(frames[1]?.screen).toEqual({ kind: 'login', pending: true, errorLine: undefined });
      expect(frames[2]?.screen).toEqual({ kind: 'login', pending: false, errorLine: line });
      expect(frames[2]?.toasts).toEqual(
        toast ? [{ key: expect.any(String), kind: 'error', message: toast }] : [],
      );
    },
  );

  it('says when a recorded answer comes for a call today’s machine never made', async () => {
    const trace: FlowTrace = {
      v: TRACE_VERSION,
      reference: 'ABCD-EFGH',
      locale: 'en',
      entries: [
        { machine: 'session', event: 'xstate.init', from: '', to: 'loggedOut', t: 0 },
        {
          machine: 'session',
          event: 'xstate.done.actor.login',
          from: 'loggingIn',
          to: 'loggedIn.active',
          t: 1300,
          outcome: 'ok',
        },
      ],
    };
    const { frames, mismatch } = await replayTrace(trace);
    expect(frames).toHaveLength(1);
    expect(mismatch).toEqual({
      index: 1,
      message:
        "Step 2: the trace says session moved to loggedIn.active on xstate.done.actor.login, today's machine is in loggedOut.",
      owner: trace.entries[1],
      // Nothing moved: the call it answers was never made.
      today: { machine: 'session', from: 'loggingIn', to: 'loggedOut' },
    });
  });
});

describe('replaying a trace an earlier version of a machine recorded', () => {
  const [earlier] = history.machines.signup;

  it('names the machines recorded by an earlier version, with both versions', async () => {
    const trace = startOverWhileLocating(earlier?.version ?? '');
    const { older, unversioned } = await replayTrace(trace);
    expect(older).toEqual([
      { machine: 'signup', recorded: earlier?.version, today: manifest.machines.signup.version },
    ]);
    expect(unversioned).toBe(false);
  });

  it('replays the steps both versions take alike, and shows both at the first that differs', async () => {
    const { frames, mismatch } = await replayTrace(startOverWhileLocating(earlier?.version ?? ''));
    expect(frames.map((f) => f.entry.event)).toEqual(['xstate.init', 'location.request']);
    expect(frames[1]?.screen.kind).toBe('signupForm');
    expect(mismatch).toMatchObject({
      index: 2,
      owner: { event: 'flow.restart', from: 'editing.locating', to: 'editing.locating' },
      // Today "Start over" always opens a fresh form, which stops the lookup.
      today: { machine: 'signup', event: 'flow.restart', to: 'editing.idle' },
    });
  });

  it('says nothing of versions for a trace of today’s, and that format 2 names none', async () => {
    const today = await replayTrace(startOverWhileLocating(manifest.machines.signup.version));
    expect(today.older).toEqual([]);
    const { versions: _, ...rest } = await recordSignup();
    const unversioned = await replayTrace({ ...rest, v: 2 });
    expect(unversioned).toMatchObject({ older: [], unversioned: true });
    expect(unversioned.mismatch).toBeUndefined();
  });
});

describe('the owner screen of a reset', () => {
  it('is the no-account end when the API found no account for the proven phone', () => {
    const views = new Map([
      ['reset' as const, { state: 'noAccount', tags: new Set(['noAccount']), context: {} }],
    ]);
    expect(ownerScreen('reset', views, 'en')).toEqual({ kind: 'noAccount', message: undefined });
  });
});

describe('the placeholder for a server’s own words', () => {
  it('is marked, so no one takes it for what the owner read', () => {
    expect(serverWordsPlaceholder()).toMatch(/^\[.+\]$/);
  });
});

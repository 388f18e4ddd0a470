import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { replayTrace } from '../../src/app/support/replay';
import { flowText } from '../../src/content/flows';
import { resetMachine } from '../../src/machines/reset.machine';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { signupMachine, type RegisterInput } from '../../src/machines/signup.machine';
import {
  FlowTraceSchema,
  stateKey,
  type FlowTrace,
  type TraceEntry,
  type TraceMachine,
} from '../../src/schemas/flowTrace';
import { ApiError } from '../../src/services/api';
import { PhoneAuthError } from '../../src/services/phoneAuth';
import { pendingRegistration } from '../support/pendingRegistration';
import * as v from 'valibot';

// Records a trace the way the owner's tab does: one entry per snapshot of each machine,
// with the outcome of every actor call.
function recorder(root: 'signup' | 'reset') {
  const entries: TraceEntry[] = [];
  const last = new Map<string, string>();
  let t = 0;
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const { snapshot, actorRef, event } = inspection;
    if (!('value' in snapshot)) return;
    const id = 'id' in actorRef ? String(actorRef.id) : 'child';
    const machine = (
      actorRef.sessionId === inspection.rootId ? root : `${root}.${id}`
    ) as TraceMachine;
    const to = stateKey(snapshot.value);
    entries.push({
      machine,
      event: event.type,
      from: last.get(actorRef.sessionId) ?? '',
      to,
      t: (t += 700),
      outcome: outcomeOf(event),
    });
    last.set(actorRef.sessionId, to);
  };
  const trace = (): FlowTrace =>
    v.parse(FlowTraceSchema, { v: 1, reference: 'ABCD-EFGH', entries });
  return { inspect, trace, entries };
}

function outcomeOf(event: { type: string; error?: unknown }): string | undefined {
  if (event.type === 'xstate.done.actor.phoneCode') return undefined;
  if (event.type.startsWith('xstate.done.actor.')) return 'ok';
  if (!event.type.startsWith('xstate.error.actor.')) return undefined;
  const { error } = event;
  if (error instanceof PhoneAuthError && error.code) return error.code;
  if (error instanceof ApiError && error.status) return `http-${error.status}`;
  return 'network';
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function phoneCode(confirmResults: (() => Promise<string>)[]) {
  return phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise(() => Promise.resolve('vid')),
      confirmCode: fromPromise(() => (confirmResults.shift() ?? (() => Promise.resolve('id')))()),
    },
  });
}

const wrongCode = () =>
  Promise.reject(new PhoneAuthError('invalid-code', 'auth/invalid-verification-code'));

async function recordSignup() {
  const rec = recorder('signup');
  const clock = new SimulatedClock();
  const machine = signupMachine.provide({
    actors: {
      phoneCode: phoneCode([wrongCode]),
      register: fromPromise<unknown, RegisterInput>(() => Promise.resolve()),
      locate: fromPromise(() => Promise.resolve({ coordinates: { latitude: 1, longitude: 1 } })),
    },
  });
  const actor = createActor(machine, { input: {}, inspect: rec.inspect, clock });
  actor.start();
  const details = { ...pendingRegistration(), location: { latitude: 1, longitude: 2 } };
  actor.send({ type: 'form.submit', details, password: 'Secret-123' });
  await flush();
  const code = () => actor.getSnapshot().children.phoneCode;
  code()?.send({ type: 'code.enter', code: '123456' });
  await flush();
  clock.increment(120_000);
  await flush();
  code()?.send({ type: 'code.resend' });
  await flush();
  code()?.send({ type: 'code.enter', code: '654321' });
  await flush();
  await flush();
  expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  return rec.trace();
}

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
    expect(rejected?.toasts.map((t) => t.message)).toContain('Invalid OTP. Please try again.');

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

  it('maps an HTTP status to the catalogue text of the failed step', async () => {
    const rec = recorder('reset');
    const machine = resetMachine.provide({
      actors: {
        phoneCode: phoneCode([]),
        resetPassword: fromPromise(() => Promise.reject(new ApiError('', 500))),
      },
    });
    const actor = createActor(machine, { input: {}, inspect: rec.inspect });
    actor.start();
    actor.send({ type: 'phone.submit', phone: '+201000000001' });
    await flush();
    actor.getSnapshot().children.phoneCode?.send({ type: 'code.enter', code: '123456' });
    await flush();
    actor.send({ type: 'password.submit', newPassword: 'Secret-123' });
    await flush();
    const trace = rec.trace();
    const { frames, mismatch } = await replayTrace(trace);
    expect(mismatch).toBeUndefined();
    const failed = frames.at(-1);
    expect(failed?.entry.outcome).toBe('http-500');
    expect(failed?.screen).toMatchObject({ kind: 'password', flow: 'reset', pending: false });
    expect(failed?.toasts.map((t) => t.message)).toContain(flowText.resetFailed);
    const updating = frames.find((f) => f.entry.event === 'password.submit');
    expect(updating?.screen).toMatchObject({ kind: 'password', pending: true });
  });

  it('shows form.invalid entries without driving the machine', async () => {
    const trace = await recordSignup();
    const invalid: TraceEntry = {
      machine: 'signup',
      event: 'form.invalid',
      from: 'editing.idle',
      to: 'editing.idle',
      t: 350,
      invalid: [{ field: 'email', rule: 'email' }],
    };
    const entries = [trace.entries[0] as TraceEntry, invalid, ...trace.entries.slice(1)];
    const { frames, mismatch } = await replayTrace({ ...trace, entries });
    expect(mismatch).toBeUndefined();
    expect(frames[1]?.screen.kind).toBe('signupForm');
  });
});

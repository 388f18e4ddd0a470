import * as v from 'valibot';
import { SimulatedClock, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { resetMachine } from '../../src/machines/reset.machine';
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
import { pendingRegistration } from './pendingRegistration';

// Traces recorded from the production machines with fake services, for the support
// console's replay and screens.

// Records a trace the way the owner's tab does: one entry per snapshot of each machine,
// with the outcome of every actor call.
export function recorder(root: 'signup' | 'reset') {
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

export async function recordSignup() {
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
  return rec.trace();
}

// A reset whose new password the server refused with a 500.
export async function recordFailedReset() {
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
  return rec.trace();
}

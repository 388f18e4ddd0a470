import * as v from 'valibot';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { createTraceRecorder } from '../../src/app/storage/flowTrace';
import { deletionMachine } from '../../src/machines/deletion.machine';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { resetMachine } from '../../src/machines/reset.machine';
import { signupMachine, type RegisterInput } from '../../src/machines/signup.machine';
import { FailureError } from '../../src/schemas/failure';
import { FlowTraceSchema, type FlowTrace } from '../../src/schemas/flowTrace';
import { memoryStore } from '../../src/services/storage';
import { pendingRegistration } from './pendingRegistration';

// Traces recorded from the production machines with fake services, for the support
// console's replay and screens.

// Records with the site's own recorder, as the owner's tab does; each step 0.7 s after the last,
// in English pages.
export function recorder(root: 'signup' | 'reset' | 'deletion') {
  let t = 0;
  const traces = createTraceRecorder(
    memoryStore(),
    () => (t += 700),
    () => 'en',
  );
  // A fixed reference, so tests can name the trace.
  const trace = (): FlowTrace =>
    v.parse(FlowTraceSchema, { ...traces.read(), reference: 'ABCD-EFGH' });
  return { inspect: traces.inspector(root), trace };
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

// Rejected as the phone service rejects a wrong code.
const wrongCode = () => Promise.reject(new FailureError({ kind: 'auth', reason: 'invalid-code' }));

// `located: false` submits the form without a location, as the form alone does: the flow
// then finds it before registering.
export async function recordSignup({ located = true }: { located?: boolean } = {}) {
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
  const details = located
    ? { ...pendingRegistration(), location: { latitude: 1, longitude: 2 } }
    : pendingRegistration();
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
  await flush();
  return rec.trace();
}

// A reset whose new password the server refused with a 500.
export async function recordFailedReset() {
  const rec = recorder('reset');
  const machine = resetMachine.provide({
    actors: {
      phoneCode: phoneCode([]),
      checkAccount: fromPromise(async (): Promise<unknown> => undefined),
      resetPassword: fromPromise(() =>
        Promise.reject(new FailureError({ kind: 'http', status: 500 })),
      ),
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

// An account deletion: the code, the account found, a server error on the first Delete, then
// the deletion.
export async function recordDeletion() {
  const rec = recorder('deletion');
  let attempts = 0;
  const machine = deletionMachine.provide({
    actors: {
      phoneCode: phoneCode([]),
      checkAccount: fromPromise(async (): Promise<unknown> => undefined),
      deleteAccount: fromPromise(async (): Promise<unknown> => {
        attempts += 1;
        if (attempts === 1) throw new FailureError({ kind: 'http', status: 500 });
        return undefined;
      }),
    },
  });
  const actor = createActor(machine, { input: {}, inspect: rec.inspect });
  actor.start();
  actor.send({ type: 'phone.submit', phone: '+201000000001' });
  await flush();
  actor.getSnapshot().children.phoneCode?.send({ type: 'code.enter', code: '123456' });
  await flush();
  actor.send({ type: 'deletion.confirm' });
  await flush();
  actor.send({ type: 'deletion.confirm' });
  await flush();
  return rec.trace();
}

import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { createContactMachine } from '../../src/app/contact';
import { createFlowsGate } from '../../src/app/flowsGate';
import { createTraceRecorder, traceOf } from '../../src/app/storage/flowTrace';
import { browserServices, type AppServices } from '../../src/app/services';
import { createSession } from '../../src/app/session';
import manifest from '../../src/schemas/flowManifest.gen.json';
import { FailureError, type Failure, type InvalidField } from '../../src/schemas/failure';
import { TRACE_MAX_ENTRIES, TRACE_VERSION, checkTrace } from '../../src/schemas/flowTrace';
import { memoryStore, type KeyValueStore } from '../../src/services/storage';
import { pendingRegistration } from '../helpers/pendingRegistration';
import { testPhone } from '../helpers/phones';

// Every personal value an owner's flows handle. A trace must hold none of them, however the
// flows fail: errors here quote them on purpose, as a careless server or library might.
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
const LATITUDE = 30.0444196;
const CONTACT = {
  fullname: 'Nadia Fawzy',
  email: details.email,
  message: 'Call me on 01001234567',
};

const personalValues = [
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
  String(LATITUDE),
  CONTACT.fullname,
  CONTACT.message,
];
const leak = `${phone.international} ${details.email} ${details.first_name} ${CODE}`;

// A service's failure whose message quotes what the owner typed.
function failing(failure: Failure): FailureError {
  return Object.assign(new FailureError(failure), { message: `refused ${leak}` });
}

// Everything the tab stored, as text: what an upload would send is a part of it.
const storedText = (store: KeyValueStore) => store.get('flowTrace') ?? '';

function fakeServices(): AppServices {
  let confirms = 0;
  return browserServices({
    sessionStore: memoryStore(),
    localStore: memoryStore(),
    notify: () => {},
    reload: () => {},
    locate: async () => ({ coordinates: { latitude: LATITUDE, longitude: 31.2357 } }),
    phoneAuth: {
      sendCode: async () => VERIFICATION_ID,
      confirm: async () => {
        confirms += 1;
        if (confirms === 1) throw failing({ kind: 'auth', reason: 'invalid-code' });
        return ID_TOKEN;
      },
    },
    auth: {
      register: async () => {
        throw failing({ kind: 'http', status: 500, said: `Phone ${leak} is taken` });
      },
      login: async () => ({ token: SESSION_TOKEN, firstName: details.first_name }),
      checkResetAccount: async () => undefined,
      resetPassword: async () => {
        throw failing({ kind: 'timeout' });
      },
      checkDeletionAccount: async () => undefined,
      deleteAccount: async () => undefined,
      me: async () => ({ firstName: details.first_name }),
    },
    sendContactMessage: async () => `<p>Thanks ${CONTACT.fullname}</p>`,
  });
}

// An inspection as XState reports a machine's move, for the cases no real flow reaches.
function moved(
  event: { type: string; error?: unknown },
  value: unknown,
  actor: { id: string; sessionId: string } = { id: 'signup', sessionId: 'root' },
): InspectionEvent {
  return {
    type: '@xstate.snapshot',
    rootId: 'root',
    actorRef: actor,
    event,
    snapshot: { value, status: 'active' },
  } as unknown as InspectionEvent;
}

describe('flow trace recorder', () => {
  it('records every flow step without one personal value', async () => {
    const services = fakeServices();
    const navigate = () => {};
    const gate = createFlowsGate(services, { navigate, endSession: () => {} });
    const signup = await gate.flow('signup').load();
    const reset = await gate.flow('reset').load();

    signup.send({ type: 'location.request' });
    await waitFor(signup, (s) => !s.matches({ editing: 'locating' }));
    signup.send({ type: 'form.submit', details, password: PASSWORD });
    await waitFor(signup, (s) => s.hasTag('code'));
    const code = () => signup.getSnapshot().children.phoneCode;
    code()?.send({ type: 'code.enter', code: CODE });
    await waitFor(signup, () => !!code()?.getSnapshot().context.codeError);
    code()?.send({ type: 'code.enter', code: CODE });
    await waitFor(signup, (s) => s.matches('editing') && !s.context.proof);

    reset.send({ type: 'phone.submit', phone: phone.international });
    await waitFor(reset, (s) => s.hasTag('code'));
    reset.getSnapshot().children.phoneCode?.send({ type: 'code.enter', code: CODE });
    await waitFor(reset, (s) => s.hasTag('password'));
    reset.send({ type: 'password.submit', newPassword: PASSWORD });
    await waitFor(reset, (s) => s.matches('choosingPassword'));

    const session = createSession({ navigate, invalidate: navigate }, services);
    session.start();
    session.send({ type: 'login.submit', username: phone.international, password: PASSWORD });
    await waitFor(session, (s) => s.matches('loggedIn'));

    const contact = createActor(createContactMachine(services, navigate), {
      inspect: traceOf(services).inspector('contact'),
    }).start();
    contact.send({ type: 'submit', values: CONTACT });
    await waitFor(contact, (s) => s.status === 'done');

    traceOf(services).invalid('signup', [{ field: 'email', rule: 'invalid' }]);

    const trace = traceOf(services).read();
    expect(checkTrace(trace, manifest)).toMatchObject({ success: true });
    for (const value of personalValues)
      expect(storedText(services.sessionStore)).not.toContain(value);
    // Everything that happened is there, as the flows' own codes and names.
    const events = trace?.entries.map((e) => `${e.machine} ${e.event} ${e.outcome ?? ''}`);
    expect(events).toEqual(
      expect.arrayContaining([
        'signup form.submit ',
        'signup.phoneCode xstate.error.actor.confirmCode auth/invalid-code',
        // The server's words are left behind: only that it said something.
        'signup xstate.error.actor.register http-500-said',
        'reset xstate.error.actor.resetPassword timeout',
        'session xstate.done.actor.login ok',
        'signup form.invalid ',
      ]),
    );
  });

  it('keeps no personal value planted in any error, event, state, actor or refused field', () => {
    const store = memoryStore();
    const recorder = createTraceRecorder(
      store,
      () => 0,
      () => 'en',
    );
    const inspect = recorder.inspector('signup');
    inspect(moved({ type: 'form.submit' }, { editing: 'idle' }));
    // Errors of every shape, each quoting what the owner typed.
    const errors: unknown[] = [
      failing({ kind: 'auth', reason: 'invalid-code' }),
      failing({ kind: 'http', status: 409, said: `Phone ${leak} is taken` }),
      failing({ kind: 'http', status: 503 }),
      new Error(`cannot register ${leak}`),
      { code: `auth/${details.first_name}`, status: details.email, reason: phone.international },
      leak,
      undefined,
    ];
    for (const error of errors)
      inspect(moved({ type: 'xstate.error.actor.register', error }, 'editing'));
    // Refused fields whose names a careless form took from what was typed.
    const planted = [
      { field: details.email, rule: 'invalid' },
      { field: 'email', rule: phone.international },
      { field: 'fullname', rule: 'required' },
      { field: 'email', rule: 'invalid', value: details.email },
    ] as unknown as InvalidField[];
    recorder.invalid('signup', planted);
    // Names that are not the machine's: an event, a state, a child actor.
    inspect(moved({ type: details.email }, 'editing'));
    inspect(moved({ type: 'form.submit' }, { [phone.international]: 'idle' }));
    inspect(moved({ type: 'form.submit' }, `editing.idle,${details.first_name}`));
    inspect(moved({ type: 'code.enter' }, 'verifying', { id: details.email, sessionId: 'child' }));

    const trace = recorder.read();
    expect(checkTrace(trace, manifest)).toMatchObject({ success: true });
    for (const value of personalValues) expect(storedText(store)).not.toContain(value);
    expect(trace?.entries.map((e) => e.outcome ?? e.invalid ?? e.event)).toEqual([
      'form.submit',
      'auth/invalid-code',
      'http-409-said',
      'http-503',
      'unexpected',
      'unexpected',
      'unexpected',
      'unexpected',
      // Of the planted fields, only the one of a sign-up form with a known rule stays, bare.
      [{ field: 'email', rule: 'invalid' }],
    ]);
  });

  it('names the trace format version and the language the owner read when it began', () => {
    let language: 'en' | 'ar' = 'ar';
    const recorder = createTraceRecorder(
      memoryStore(),
      () => 0,
      () => language,
    );
    recorder.invalid('contact', [{ field: 'email', rule: 'required' }]);
    language = 'en';
    recorder.invalid('contact', [{ field: 'email', rule: 'required' }]);
    expect(recorder.read()).toMatchObject({ v: TRACE_VERSION, locale: 'ar' });
  });

  it('names the version of each machine it speaks of, and no other', () => {
    const recorder = createTraceRecorder(memoryStore());
    recorder.invalid('contact', [{ field: 'email', rule: 'required' }]);
    recorder.invalid('signup', [{ field: 'phone', rule: 'required' }]);
    expect(recorder.read()?.versions).toEqual({
      contact: manifest.machines.contact.version,
      signup: manifest.machines.signup.version,
    });
  });

  it('keeps the version a machine was first recorded with across a reload into a newer site', () => {
    // Recorded by a signup machine this site no longer runs, then the tab reloaded.
    const stored = {
      v: TRACE_VERSION,
      reference: 'K7QM-2XDA',
      locale: 'en',
      startedAt: Date.now(),
      versions: { signup: '0123456789ab' },
      entries: [
        {
          machine: 'signup',
          event: 'form.invalid',
          from: 'editing.idle',
          to: 'editing.idle',
          t: 5,
        },
      ],
    };
    const recorder = createTraceRecorder(memoryStore({ flowTrace: JSON.stringify(stored) }));
    recorder.invalid('signup', [{ field: 'phone', rule: 'required' }]);
    recorder.invalid('contact', [{ field: 'email', rule: 'required' }]);
    expect(recorder.read()).toMatchObject({
      reference: 'K7QM-2XDA',
      versions: { signup: '0123456789ab', contact: manifest.machines.contact.version },
    });
  });

  it('goes on with a trace of format 2, which names no versions', () => {
    const stored = {
      v: 2,
      reference: 'K7QM-2XDA',
      locale: 'en',
      startedAt: Date.now(),
      entries: [],
    };
    const recorder = createTraceRecorder(memoryStore({ flowTrace: JSON.stringify(stored) }));
    recorder.invalid('signup', [{ field: 'phone', rule: 'required' }]);
    const trace = recorder.read();
    expect(trace).toMatchObject({ v: 2, reference: 'K7QM-2XDA' });
    expect(trace).not.toHaveProperty('versions');
    expect(checkTrace(trace, manifest)).toMatchObject({ success: true });
  });

  it('keeps the trace across a reload, under one reference, dropping the oldest past the cap', () => {
    const store = memoryStore();
    let clock = 1_000;
    const first = createTraceRecorder(store, () => clock);
    first.invalid('contact', [{ field: 'email', rule: 'required' }]);
    const reference = first.read()?.reference;
    clock += 2_500;
    const reloaded = createTraceRecorder(store, () => clock);
    for (let i = 0; i < TRACE_MAX_ENTRIES + 5; i += 1)
      reloaded.invalid('contact', [{ field: 'message', rule: 'required' }]);
    const trace = reloaded.read();
    expect(trace?.reference).toBe(reference);
    expect(trace?.entries).toHaveLength(TRACE_MAX_ENTRIES);
    expect(trace?.entries.every((e) => e.invalid?.[0]?.field === 'message')).toBe(true);
    expect(trace?.entries[0]?.t).toBe(2_500);
  });

  it('makes no trace while actors only start, and keeps their starts once a step happens', () => {
    const services = fakeServices();
    const session = createSession({ navigate: () => {}, invalidate: () => {} }, services);
    session.start();
    expect(traceOf(services).read()).toBeUndefined();
    traceOf(services).invalid('session', [{ field: 'phone', rule: 'required' }]);
    expect(
      traceOf(services)
        .read()
        ?.entries.map((e) => e.event),
    ).toEqual(['xstate.init', 'form.invalid']);
  });

  it('marks the event a state refused, and only that one', async () => {
    const services = fakeServices();
    const gate = createFlowsGate(services, { navigate: () => {}, endSession: () => {} });
    const signup = await gate.flow('signup').load();
    signup.send({ type: 'form.submit', details, password: PASSWORD });
    await waitFor(signup, (s) => s.hasTag('code'));
    signup.send({ type: 'flow.restart' });
    await waitFor(signup, (s) => s.matches('editing'));
    signup.send({ type: 'phone.prefill', phone: phone.international });
    signup.send({ type: 'form.submit', details, password: PASSWORD });
    await waitFor(signup, (s) => s.hasTag('code'));
    // A reset's number handed over while this sign-up waits for its code: refused.
    signup.send({ type: 'phone.prefill', phone: phone.international });
    const entries = traceOf(services).read()?.entries ?? [];
    const prefills = entries.filter((e) => e.event === 'phone.prefill');
    expect(prefills.map((e) => e.refused)).toEqual([undefined, true]);
    expect(prefills[1]).toMatchObject({ from: prefills[1]?.to });
    expect(entries.filter((e) => e.refused)).toHaveLength(1);
    expect(checkTrace(traceOf(services).read(), manifest)).toMatchObject({ success: true });
  });

  it('starts over from storage it cannot read, or of an older format', () => {
    for (const stored of [
      '{"v":3,"entries":"broken',
      JSON.stringify({ v: 1, reference: 'K7QM-2XDA', startedAt: 0, entries: [] }),
    ]) {
      const recorder = createTraceRecorder(memoryStore({ flowTrace: stored }));
      expect(recorder.read()).toBeUndefined();
      recorder.invalid('signup', [{ field: 'phone', rule: 'invalid' }]);
      expect(recorder.read()?.entries).toHaveLength(1);
      expect(recorder.read()?.reference).not.toBe('K7QM-2XDA');
    }
  });
});

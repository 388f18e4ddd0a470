import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createContactMachine } from '../../src/app/contact';
import { createFlows } from '../../src/app/flows';
import { createTraceRecorder, outcomeOf, traceOf } from '../../src/app/flowTrace';
import { browserServices, type AppServices } from '../../src/app/services';
import { createSession } from '../../src/app/session';
import { FlowTraceSchema, TRACE_MAX_ENTRIES } from '../../src/schemas/flowTrace';
import { ApiError, TIMEOUT_MESSAGE } from '../../src/services/api';
import { PhoneAuthError, toPhoneAuthError } from '../../src/services/phoneAuth';
import { memoryStore } from '../../src/services/storage';
import { pendingRegistration } from '../support/pendingRegistration';
import { testPhone } from '../support/phones';

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
  CONTACT.message,
];

function fakeServices(): AppServices {
  const leak = `${phone.international} ${details.email} ${CODE}`;
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
        if (confirms === 1)
          throw Object.assign(
            new PhoneAuthError('invalid-code', 'auth/invalid-verification-code'),
            {
              message: `wrong code ${CODE} for ${leak}`,
            },
          );
        return ID_TOKEN;
      },
    },
    auth: {
      register: async () => {
        throw new ApiError(`Phone ${phone.international} is taken by ${details.email}`, 500);
      },
      login: async () => ({ token: SESSION_TOKEN, firstName: details.first_name }),
      resetPassword: async () => {
        throw new ApiError(TIMEOUT_MESSAGE);
      },
      me: async () => ({ firstName: details.first_name }),
    },
    sendContactMessage: async () => `<p>Thanks ${CONTACT.fullname}</p>`,
  });
}

describe('flow trace recorder', () => {
  it('records every flow step without one personal value', async () => {
    const services = fakeServices();
    const navigate = () => {};
    const { signup, reset } = createFlows(services, navigate);

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
      input: {},
      inspect: traceOf(services).inspector('contact'),
    }).start();
    for (const [field, value] of Object.entries(CONTACT))
      contact.send({ type: 'field.change', field: field as keyof typeof CONTACT, value });
    contact.send({ type: 'submit' });
    await waitFor(contact, (s) => s.status === 'done');

    traceOf(services).invalid('signup', [{ field: 'email', rule: 'emailInvalid' }]);

    const trace = traceOf(services).read();
    expect(v.safeParse(FlowTraceSchema, trace).success).toBe(true);
    const serialized = JSON.stringify(trace);
    for (const value of personalValues) expect(serialized).not.toContain(value);
    // Everything that happened is there, as codes and names.
    const events = trace?.entries.map((e) => `${e.machine} ${e.event} ${e.outcome ?? ''}`);
    expect(events).toEqual(
      expect.arrayContaining([
        'signup form.submit ',
        'signup.phoneCode xstate.error.actor.confirmCode auth/invalid-verification-code',
        'signup xstate.error.actor.register http-500',
        'reset xstate.error.actor.resetPassword timeout',
        'session xstate.done.actor.login ok',
        'signup form.invalid ',
      ]),
    );
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

  it('starts over from storage it cannot read', () => {
    const store = memoryStore({ flowTrace: '{"v":1,"entries":"broken' });
    const recorder = createTraceRecorder(store);
    expect(recorder.read()).toBeUndefined();
    recorder.invalid('signup', [{ field: 'phone', rule: 'invalid' }]);
    expect(recorder.read()?.entries).toHaveLength(1);
  });

  it('turns failures into codes, never their messages', () => {
    const error = (e: unknown) => outcomeOf({ type: 'xstate.error.actor.x', error: e });
    expect(error(new ApiError('Phone +201001234567 taken', 409))).toBe('http-409');
    expect(error(new ApiError(TIMEOUT_MESSAGE))).toBe('timeout');
    expect(error(new ApiError('anything else'))).toBe('network');
    expect(error(new PhoneAuthError('code-expired'))).toBe('auth/code-expired');
    expect(error(new PhoneAuthError('invalid-code', 'auth/invalid-verification-code'))).toBe(
      'auth/invalid-verification-code',
    );
    expect(outcomeOf({ type: 'xstate.done.actor.x' })).toBe('ok');
    expect(outcomeOf({ type: 'form.submit' })).toBeUndefined();
  });

  // The support replay turns a recorded code back into the failure the owner saw.
  it.each([
    ['recaptcha', 'send'],
    ['invalid-phone', 'send'],
    ['invalid-code', 'confirm'],
    ['code-expired', 'confirm'],
    ['missing-verification', 'confirm'],
    ['too-many-requests', 'confirm'],
    ['network', 'send'],
  ] as const)('a %s failure without a code replays as the same failure', (reason, step) => {
    const code = outcomeOf({ type: 'xstate.error.actor.x', error: new PhoneAuthError(reason) });
    expect(toPhoneAuthError({ code }, step).reason).toBe(reason);
  });

  it('records a code-less failure nobody named as a generic one', () => {
    expect(
      outcomeOf({ type: 'xstate.error.actor.x', error: new PhoneAuthError('send-failed') }),
    ).toBe('auth/internal-error');
  });
});

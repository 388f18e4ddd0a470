import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { failureText } from '../../../src/content/failures';
import { flowText, flowWordsText } from '../../../src/content/flows';
import type { PhoneProof } from '../../../src/machines/flowMemory';
import type { ToastParams } from '../../../src/machines/flowEffects';
import { phoneCodeMachine } from '../../../src/machines/phoneCode.machine';
import {
  PROOF_FRESH_MS,
  signupMachine,
  type RegisterInput,
  type SignupInput,
} from '../../../src/machines/signup.machine';
import { asFailure } from '../../../src/schemas/failure';
import type { LocationResult } from '../../../src/services/geolocation';
import { authFailure, httpFailure, networkFailure } from '../../helpers/failures';
import { FLOW_HREFS } from '../../helpers/flowHrefs';
import { pendingRegistration } from '../../helpers/pendingRegistration';

const details = pendingRegistration({ website_url: 'nile.example' });

interface Script {
  send?: (input: { phone: string }) => Promise<string>;
  confirm?: () => Promise<string>;
  register?: (input: RegisterInput) => Promise<void>;
  locate?: () => Promise<LocationResult>;
}

function start(input: SignupInput = {}, script: Script = {}) {
  const log = {
    toasts: [] as string[],
    hrefs: [] as string[],
    persisted: 0,
    cleared: 0,
    located: 0,
    kinds: [] as string[],
  };
  const registered: RegisterInput[] = [];
  const toast = (_: unknown, { words }: ToastParams) => void log.toasts.push(flowWordsText(words));
  const machine = signupMachine.provide({
    actors: {
      phoneCode: phoneCodeMachine.provide({
        actors: {
          sendCode: fromPromise(({ input }) =>
            script.send ? script.send(input) : Promise.resolve('verification-1'),
          ),
          confirmCode: fromPromise(script.confirm ?? (async () => 'id-token')),
        },
        actions: { toast },
      }),
      register: fromPromise(async ({ input }) => {
        registered.push(input);
        await script.register?.(input);
      }),
      locate: fromPromise(async () => {
        log.located++;
        return script.locate
          ? script.locate()
          : { coordinates: { latitude: 30.04, longitude: 31.23 } };
      }),
    },
    actions: {
      persist: () => void log.persisted++,
      clearStorage: () => void log.cleared++,
      navigate: (_, { to }) => void log.hrefs.push(FLOW_HREFS[to]),
      toast: (_, request) => {
        log.kinds.push(request.kind);
        toast(_, request);
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, log, registered };
}

type SignupActor = ActorRefFrom<typeof signupMachine>;

// The code step the sign-up runs as its child: the code screen talks to it.
function codeStep(actor: SignupActor) {
  const step = actor.getSnapshot().children.phoneCode;
  if (!step) throw new Error('no code step');
  return step;
}

function enterCode(actor: SignupActor, code: string) {
  codeStep(actor).send({ type: 'code.enter', code });
}

describe('signup machine', () => {
  it('sends a code, verifies it and registers the business, then goes to login', async () => {
    const { actor, log, registered } = start();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(log.hrefs).toEqual(['/verify-otp']);
    expect(log.persisted).toBe(1);
    enterCode(actor, '123456');
    await waitFor(actor, () => log.toasts.includes(flowText.accountCreated));
    // Ready for another business straight away.
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(registered).toEqual([
      {
        idToken: 'id-token',
        payload: {
          firstName: details.first_name,
          lastName: details.last_name,
          location: { longitude: 31.23, latitude: 30.04 },
          email: details.email,
          mobileNumber: details.phone,
          password: 'secret1',
          roles: ['Business Owner'],
          businessName: details.business_name,
          businessTypeIds: [details.business_type],
          websiteUrl: details.website_url,
        },
      },
    ]);
    expect(log.toasts).toEqual([
      flowText.otpSent,
      flowText.verifying,
      flowText.otpVerified,
      flowText.accountCreated,
    ]);
    expect(log.hrefs.at(-1)).toBe('/register?mode=login');
    expect(log.cleared).toBe(1);
  });

  it('ignores codes that are not six digits', () => {
    const { actor } = start({ details, code: code() });
    enterCode(actor, '12a456');
    expect(actor.getSnapshot().matches({ verifyingPhone: 'waiting' })).toBe(true);
  });

  it('restored after a reload, asks for the password again before registering', async () => {
    const { actor, registered } = start({ details, code: code() });
    expect(actor.getSnapshot().matches({ verifyingPhone: 'waiting' })).toBe(true);
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('askingPassword'));
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, () => registered.length === 1);
    expect(registered[0]?.payload.password).toBe('again12');
  });

  it.each([
    [authFailure('recaptcha'), flowText.recaptchaFailed],
    [authFailure('send-failed'), flowText.sendFailed],
    [new Error('boom'), flowText.sendFailed],
  ])('a failed send (%s) returns to the form with the catalogue message', async (error, text) => {
    const { actor, log } = start({}, { send: () => Promise.reject(error) });
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.error);
    const kept = actor.getSnapshot().context.error;
    expect(kept).toEqual({ failure: asFailure(error), place: 'signupSend' });
    expect(kept && failureText(kept)).toBe(text);
    expect(log.toasts).toEqual([text]);
  });

  it.each([
    [authFailure('invalid-code'), flowText.invalidCode, { waiting: 'coolingDown' }],
    [authFailure('missing-verification'), flowText.missingVerification, { waiting: 'ready' }],
  ])('a failed check (%s) says so and waits for a code', async (error, text, state) => {
    const { actor, log } = start(
      { details, code: code() },
      { confirm: () => Promise.reject(error) },
    );
    enterCode(actor, '123456');
    await waitFor(actor, (s) => !s.matches({ verifyingPhone: 'checking' }));
    expect(actor.getSnapshot().matches({ verifyingPhone: 'waiting' })).toBe(true);
    expect(codeStep(actor).getSnapshot().value).toEqual(state);
    expect(log.toasts.at(-1)).toBe(text);
  });

  it('shows the server message when registering fails, else the catalogue one', async () => {
    for (const [error, shown] of [
      [httpFailure(400, 'Email already registered'), 'Email already registered'],
      [httpFailure(500), flowText.registerFailed],
      [networkFailure(), flowText.network],
      [new Error('boom'), flowText.registerFailed],
    ] as const) {
      const fail = () => Promise.reject(error);
      const { actor, log } = start({}, { register: fail });
      actor.send({ type: 'form.submit', details, password: 'secret1' });
      await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
      enterCode(actor, '123456');
      await waitFor(actor, (s) => s.matches('editing'));
      const kept = actor.getSnapshot().context.error;
      expect(kept).toEqual({ failure: asFailure(error), place: 'register' });
      expect(kept && failureText(kept)).toBe(shown);
      expect(log.toasts.at(-1)).toBe(shown);
      expect(log.hrefs.at(-1)).toBe('/register?mode=signup');
    }
  });

  it('offers a new code only once the countdown has run out', async () => {
    const { actor, log } = start({ details, code: code(Date.now() - 61_000) });
    const step = codeStep(actor);
    await waitFor(step, (s) => s.matches({ waiting: 'ready' }));
    step.send({ type: 'code.resend' });
    await waitFor(step, (s) => s.matches({ waiting: 'coolingDown' }));
    expect(actor.getSnapshot().context.verificationId).toBe('verification-1');
    expect(log.toasts).toEqual([flowText.otpSent]);
    step.send({ type: 'code.resend' });
    expect(step.getSnapshot().matches({ waiting: 'coolingDown' })).toBe(true);
  });

  it('sends a new code when the form is sent again from the code screen (after Back)', async () => {
    let sent = 0;
    const { actor, log } = start(
      { details, code: code() },
      { send: async () => `verification-${++sent}` },
    );
    const edited = { ...details, phone: '+201112345678' };
    actor.send({ type: 'form.submit', details: edited, password: 'secret2' });
    await waitFor(
      actor,
      (s) => s.matches({ verifyingPhone: 'waiting' }) && s.context.verificationId !== 'stored-id',
    );
    expect(actor.getSnapshot().context).toMatchObject({
      details: edited,
      verificationId: 'verification-1',
      phoneVerified: false,
    });
    expect(log.toasts).toEqual([flowText.otpSent]);
  });

  it('a failed registration voids the used code, in memory and in storage', async () => {
    const fail = () => Promise.reject(new Error('Email already registered'));
    const { actor, log } = start({ details, code: code() }, { register: fail });
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('askingPassword'));
    const persisted = log.persisted;
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      verificationId: undefined,
      phoneVerified: false,
      proof: undefined,
      details,
    });
    expect(log.persisted).toBe(persisted + 1);
  });

  it('starts over on request, forgetting the pending sign-up', () => {
    const { actor, log } = start({ details, code: code() });
    actor.send({ type: 'flow.restart' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.details).toBeUndefined();
    expect(log.cleared).toBe(1);
  });
});

function code(sentAt = Date.now()) {
  return { phone: details.phone, verificationId: 'stored-id', sentAt };
}

const MINUTE = 60_000;
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

describe('signup machine, the phone proof', () => {
  // Only Date is faked: the machine's own timers and waitFor keep running for real.
  afterEach(() => vi.useRealTimers());
  const at = (now: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  };
  const verified = (verifiedAt: number): SignupInput => ({
    details,
    code: { ...code(verifiedAt - MINUTE), proof: { idToken: 'stored-token', verifiedAt } },
  });

  it('keeps the ID token of the confirmed code, with when, and registers with it', async () => {
    at(NOW);
    const { actor, log, registered } = start(
      { details, code: code() },
      { confirm: async () => 'fresh-token' },
    );
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('askingPassword'));
    const proof: PhoneProof = { idToken: 'fresh-token', verifiedAt: NOW };
    expect(actor.getSnapshot().context).toMatchObject({ phoneVerified: true, proof });
    // Persisted on the password step, so a reload keeps the proof.
    expect(log.persisted).toBe(2);
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, () => registered.length === 1);
    expect(registered[0]?.idToken).toBe('fresh-token');
  });

  it.each([
    ['just verified', 0],
    ['verified 8 minutes 59 seconds ago', PROOF_FRESH_MS - 1000],
  ])('restores a phone %s to the password step, and registers with its token', async (_, age) => {
    at(NOW);
    const { actor, registered } = start(verified(NOW - age));
    expect(actor.getSnapshot().matches('askingPassword')).toBe(true);
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, () => registered.length === 1);
    expect(registered[0]?.idToken).toBe('stored-token');
  });

  it.each([
    ['exactly 9 minutes ago', NOW - PROOF_FRESH_MS],
    ['an hour ago', NOW - 60 * MINUTE],
    ['in the future (a clock turned back)', NOW + MINUTE],
  ])('restores a phone verified %s as not verified, offering a new code', (_, verifiedAt) => {
    at(NOW);
    const { actor, log } = start(verified(verifiedAt));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context).toMatchObject({
      details,
      phoneVerified: false,
      proof: undefined,
      verificationId: undefined,
    });
    // The spent record is rewritten without its code, so the next reload agrees.
    expect(log.persisted).toBe(1);
    expect(snapshot.can({ type: 'code.request' })).toBe(true);
  });

  it('a failed registration voids the token: it is good for one registration only', async () => {
    at(NOW);
    const { actor, registered } = start(verified(NOW), {
      register: () => Promise.reject(httpFailure(401, 'Phone verification failed.')),
    });
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(registered).toHaveLength(1);
    expect(actor.getSnapshot().context.proof).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'password.submit', password: 'x' })).toBe(false);
  });

  it('a form sent again drops an earlier proof before a new code is sent', async () => {
    at(NOW);
    const { actor } = start(verified(NOW));
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    expect(actor.getSnapshot().context.proof).toBeUndefined();
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(actor.getSnapshot().context).toMatchObject({ phoneVerified: false, proof: undefined });
  });
});

describe('signup machine, an account that may already exist', () => {
  const conflict = 'An account with these details may already exist. Login or reset your password.';

  async function failRegistration(error: unknown) {
    const { actor, log } = start(
      { details, code: code() },
      { register: () => Promise.reject(error) },
    );
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('askingPassword'));
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, (s) => s.matches('editing'));
    return { actor, log };
  }

  it('a 409 keeps the server message and flags it, with the toast as for any failure', async () => {
    const { actor, log } = await failRegistration(httpFailure(409, conflict));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      error: { failure: { kind: 'http', status: 409, said: conflict }, place: 'register' },
      accountMayExist: true,
    });
    expect(context.error && failureText(context.error)).toBe(conflict);
    expect(log.toasts.at(-1)).toBe(conflict);
    expect(log.hrefs.at(-1)).toBe('/register?mode=signup');
  });

  it.each([
    ['a refused token', httpFailure(401, 'Phone verification failed.')],
    ['a server failure', httpFailure(500)],
    ['no answer', networkFailure()],
  ])('%s is not taken for an existing account', async (_, error) => {
    const { actor } = await failRegistration(error);
    expect(actor.getSnapshot().context.accountMayExist).toBe(false);
  });

  it('the flag goes once the form is sent again', async () => {
    const { actor } = await failRegistration(httpFailure(409, conflict));
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    expect(actor.getSnapshot().context).toMatchObject({ accountMayExist: false, error: undefined });
  });
});

describe('signup machine, the way back from the code screen', () => {
  it('"change number" goes back to the form with the details kept', () => {
    const { actor, log } = start({ details, code: code() });
    actor.send({ type: 'phone.change' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.hasTag('form')).toBe(true);
    expect(snapshot.context.details).toEqual(details);
    expect(snapshot.children.phoneCode).toBeUndefined();
    expect(log.hrefs).toEqual(['/register?mode=signup']);
  });

  it('starting over from the code screen clears storage and shows an empty form', () => {
    const { actor, log } = start({ details, code: code() });
    actor.send({ type: 'flow.restart' });
    expect(log.hrefs).toEqual(['/register?mode=signup']);
    expect(actor.getSnapshot().context).toEqual({
      details: undefined,
      password: undefined,
      verificationId: undefined,
      codeSentAt: undefined,
      phoneVerified: false,
      proof: undefined,
      location: undefined,
      locationError: undefined,
      error: undefined,
      accountMayExist: false,
    });
  });

  it('with nothing pending, "start over" opens the form all the same', () => {
    const { actor, log } = start();
    actor.send({ type: 'flow.restart' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(log.hrefs).toEqual(['/register?mode=signup']);
  });

  it('a new code asked for from the kept details does not wait for the old one', async () => {
    const { actor, log } = start(
      { details, code: { ...code(), proof: undefined } },
      { send: async () => 'verification-2' },
    );
    actor.send({ type: 'phone.change' });
    actor.send({ type: 'code.request' });
    expect(actor.getSnapshot().context.verificationId).toBeUndefined();
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(actor.getSnapshot().context.verificationId).toBe('verification-2');
    expect(log.hrefs.at(-1)).toBe('/verify-otp');
  });

  it('without details, asking for a code sends none and opens the form, where one starts', () => {
    const { actor, log } = start();
    actor.send({ type: 'code.request' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(log.hrefs).toEqual(['/register?mode=signup']);
    expect(actor.getSnapshot().children.phoneCode).toBeUndefined();
  });

  it('a resent code is stored in place of the old one, and persisted', async () => {
    const { actor, log } = start(
      { details, code: code(Date.now() - 61_000) },
      { send: async () => 'verification-2' },
    );
    const persisted = log.persisted;
    const step = codeStep(actor);
    await waitFor(step, (s) => s.matches({ waiting: 'ready' }));
    step.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.context.verificationId === 'verification-2');
    expect(actor.getSnapshot().context.codeSentAt).toBeGreaterThan(Date.now() - 61_000);
    expect(log.persisted).toBe(persisted + 1);
    expect(actor.getSnapshot().matches({ verifyingPhone: 'waiting' })).toBe(true);
  });
});

describe('signup machine, the business location', () => {
  it('looks the location up on request and keeps it, or why there is none', async () => {
    const { actor } = start(
      {},
      {
        locate: async () => ({
          coordinates: { latitude: 0, longitude: 0 },
          error: { reason: 'denied' },
        }),
      },
    );
    actor.send({ type: 'location.request' });
    expect(actor.getSnapshot().hasTag('locating')).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({
      location: { latitude: 0, longitude: 0 },
      locationError: { reason: 'denied' },
    });
    expect(actor.getSnapshot().hasTag('locating')).toBe(false);
  });

  it('a location already found goes with the registration, without another lookup', async () => {
    const { actor, log, registered } = start(
      {},
      { locate: async () => ({ coordinates: { latitude: 29.9, longitude: 31.1 } }) },
    );
    actor.send({ type: 'location.request' });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    enterCode(actor, '123456');
    await waitFor(actor, () => registered.length === 1);
    expect(registered[0]?.payload.location).toEqual({ latitude: 29.9, longitude: 31.1 });
    expect(log.located).toBe(1);
  });

  it('a location typed with the details is used as it is', async () => {
    const located = { ...details, location: { latitude: 25.7, longitude: 32.6 } };
    const { actor, log, registered } = start();
    actor.send({ type: 'form.submit', details: located, password: 'secret1' });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    enterCode(actor, '123456');
    await waitFor(actor, () => registered.length === 1);
    expect(registered[0]?.payload.location).toEqual({ latitude: 25.7, longitude: 32.6 });
    expect(log.located).toBe(0);
  });

  it('without one, the device is asked at registration time', async () => {
    const { actor, log, registered } = start();
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    enterCode(actor, '123456');
    await waitFor(actor, () => registered.length === 1);
    expect(log.located).toBe(1);
    expect(registered[0]?.payload.location).toEqual({ latitude: 30.04, longitude: 31.23 });
  });
});

describe('signup machine, the details and the code', () => {
  it('sends the code to the phone of the details, and once done forgets them', async () => {
    const phones: string[] = [];
    const { actor, log } = start(
      {},
      {
        send: async ({ phone }) => {
          phones.push(phone);
          return 'verification-1';
        },
      },
    );
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(phones).toEqual([details.phone]);
    enterCode(actor, '123456');
    await waitFor(actor, () => log.toasts.includes(flowText.accountCreated));
    expect(actor.getSnapshot().context).toMatchObject({
      details: undefined,
      password: undefined,
      verificationId: undefined,
      phoneVerified: false,
      proof: undefined,
    });
    expect(log.kinds.at(-1)).toBe('success');
  });

  it('restores details kept without a code to the form', () => {
    const { actor } = start({ details });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      details,
      phoneVerified: false,
      accountMayExist: false,
    });
  });

  it('a verified code restored without the details it was for shows the form', () => {
    const { actor } = start({
      code: { ...code(), proof: { idToken: 'stored-token', verifiedAt: Date.now() } },
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'password.submit', password: 'x' })).toBe(false);
  });

  it('a restored code keeps its countdown from when it was sent', () => {
    const sentAt = Date.now() - 10_000;
    const { actor } = start({ details, code: code(sentAt) });
    expect(codeStep(actor).getSnapshot().context).toMatchObject({
      phone: details.phone,
      verificationId: 'stored-id',
      codeSentAt: sentAt,
    });
    expect(codeStep(actor).getSnapshot().matches({ waiting: 'coolingDown' })).toBe(true);
  });

  it('a form sent again is not verified, even for the moment before its code goes out', async () => {
    const { actor } = start({ details, code: code() });
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('askingPassword'));
    expect(actor.getSnapshot().context.phoneVerified).toBe(true);
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    expect(actor.getSnapshot().context).toMatchObject({ phoneVerified: false, proof: undefined });
  });

  it('a failed registration is an error toast', async () => {
    const { actor, log } = start(
      { details, code: code() },
      { register: () => Promise.reject(httpFailure(400, 'Nope')) },
    );
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('askingPassword'));
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(log.kinds.at(-1)).toBe('error');
  });

  it('after a possible existing account, a new code sent clears the flag', async () => {
    const { actor } = start(
      { details, code: code() },
      {
        register: () => Promise.reject(httpFailure(409, 'Exists')),
        send: async () => 'verification-2',
      },
    );
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('askingPassword'));
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.accountMayExist);
    actor.send({ type: 'code.request' });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(actor.getSnapshot().context).toMatchObject({
      accountMayExist: false,
      error: undefined,
      verificationId: 'verification-2',
    });
  });
});

describe('signup machine, the phone it hands on', () => {
  it('offers the login form the phone of the account it just created, until the next sign-up', async () => {
    const { actor, log } = start();
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    enterCode(actor, '123456');
    await waitFor(actor, () => log.toasts.includes(flowText.accountCreated));
    const { context } = actor.getSnapshot();
    expect(context.createdPhone).toBe(details.phone);
    // The sign-up itself is forgotten: only the phone stays, in memory.
    expect(context.details).toBeUndefined();
    expect(context.password).toBeUndefined();
    actor.send({
      type: 'form.submit',
      details: { ...details, email: 'b@x.example' },
      password: 'p2',
    });
    expect(actor.getSnapshot().context.createdPhone).toBeUndefined();
  });

  it('starts an empty form with a phone a reset found no account for', () => {
    const { actor } = start();
    actor.send({ type: 'phone.prefill', phone: '+201001234567' });
    expect(actor.getSnapshot().context.prefillPhone).toBe('+201001234567');
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    expect(actor.getSnapshot().context.prefillPhone).toBeUndefined();
  });

  it('a sign-up under way keeps its own phone', () => {
    const { actor } = start({ details });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'phone.prefill', phone: '+201001234567' });
    expect(actor.getSnapshot().context.prefillPhone).toBeUndefined();
  });
});

describe('signup machine, a copy of the sign-up in another tab', () => {
  const refused = 'Phone verification failed. Please request a new code and try again.';
  const proof = { idToken: 'stored-token', verifiedAt: Date.now() };

  it.each([
    ['on the code screen', { details, code: code() }],
    ['on the password screen', { details, code: { ...code(), proof } }],
  ] as const)(
    'a copy %s ends on the login form once the other tab created the account',
    (_, input) => {
      const { actor, log, registered } = start(input);
      actor.send({ type: 'flow.finishedElsewhere' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches('editing')).toBe(true);
      expect(snapshot.children.phoneCode).toBeUndefined();
      expect(snapshot.context).toMatchObject({
        createdPhone: details.phone,
        createdElsewhere: true,
        details: undefined,
        proof: undefined,
      });
      expect(log).toMatchObject({ hrefs: ['/register?mode=login'], cleared: 1, toasts: [] });
      expect(registered).toEqual([]);
    },
  );

  it('does not end a registration under way: its own answer ends it', () => {
    const { actor } = start({ details, code: { ...code(), proof } });
    actor.send({ type: 'password.submit', password: 'again12' });
    expect(actor.getSnapshot().hasTag('registering')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'flow.finishedElsewhere' })).toBe(false);
  });

  it('a refused proof stays on the code screen, offering a new code, all typed kept', async () => {
    const { actor, log } = start(
      { details, code: { ...code(), proof } },
      { register: () => Promise.reject(httpFailure(401, refused)) },
    );
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, (s) => s.matches('editing'));
    const { context } = actor.getSnapshot();
    expect(log.hrefs).toEqual(['/verify-otp']);
    expect(log.toasts).toEqual([refused]);
    expect(context).toMatchObject({ details, password: 'again12', accountMayExist: false });
    expect(context.error && failureText(context.error)).toBe(refused);
    expect(actor.getSnapshot().can({ type: 'code.request' })).toBe(true);
  });

  it('tells the other tabs the phone of the account it created', async () => {
    const told: string[] = [];
    const machine = signupMachine.provide({
      actors: {
        register: fromPromise(async (): Promise<unknown> => undefined),
        locate: fromPromise(async (): Promise<LocationResult> => ({
          coordinates: { latitude: 30, longitude: 31 },
        })),
      },
      actions: { tellOtherTabs: (_, { phone }) => void told.push(phone) },
    });
    const actor = createActor(machine, {
      input: { details, code: { ...code(), proof: { ...proof, verifiedAt: Date.now() } } },
    }).start();
    actor.send({ type: 'password.submit', password: 'again12' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(told).toEqual([details.phone]);
  });
});

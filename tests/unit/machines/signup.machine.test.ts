import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { flowText } from '../../../src/content/flows';
import type { PhoneProof } from '../../../src/machines/flowStorage';
import { phoneCodeMachine } from '../../../src/machines/phoneCode.machine';
import {
  PROOF_FRESH_MS,
  signupMachine,
  type RegisterInput,
  type SignupInput,
} from '../../../src/machines/signup.machine';
import { ApiError } from '../../../src/services/api';
import { PhoneAuthError } from '../../../src/services/phoneAuth';
import { FLOW_HREFS } from '../../support/flowHrefs';
import { pendingRegistration } from '../../support/pendingRegistration';

const details = pendingRegistration({ website_url: 'nile.example' });

interface Script {
  send?: () => Promise<string>;
  confirm?: () => Promise<string>;
  register?: (input: RegisterInput) => Promise<void>;
}

function start(input: SignupInput = {}, script: Script = {}) {
  const log = { toasts: [] as string[], hrefs: [] as string[], persisted: 0, cleared: 0 };
  const registered: RegisterInput[] = [];
  const toast = (_: unknown, { message }: { message: string }) => void log.toasts.push(message);
  const machine = signupMachine.provide({
    actors: {
      phoneCode: phoneCodeMachine.provide({
        actors: {
          sendCode: fromPromise(script.send ?? (async () => 'verification-1')),
          confirmCode: fromPromise(script.confirm ?? (async () => 'id-token')),
        },
        actions: { toast },
      }),
      register: fromPromise(async ({ input }) => {
        registered.push(input);
        await script.register?.(input);
      }),
      locate: fromPromise(async () => ({ coordinates: { latitude: 30.04, longitude: 31.23 } })),
    },
    actions: {
      persist: () => void log.persisted++,
      clearStorage: () => void log.cleared++,
      navigate: (_, { to }) => void log.hrefs.push(FLOW_HREFS[to]),
      toast,
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
    [new PhoneAuthError('recaptcha'), flowText.recaptchaFailed],
    [new PhoneAuthError('send-failed'), flowText.sendFailed],
    [new Error('boom'), flowText.sendFailed],
  ])('a failed send (%s) returns to the form with the catalogue message', async (error, text) => {
    const { actor, log } = start({}, { send: () => Promise.reject(error) });
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.error);
    expect(actor.getSnapshot().context.error).toBe(text);
    expect(log.toasts).toEqual([text]);
  });

  it.each([
    [new PhoneAuthError('invalid-code'), flowText.invalidCode, { waiting: 'coolingDown' }],
    [
      new PhoneAuthError('missing-verification'),
      flowText.missingVerification,
      { waiting: 'ready' },
    ],
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
    for (const [message, shown] of [
      ['Email already registered', 'Email already registered'],
      ['', flowText.registerFailed],
    ]) {
      const fail = () => Promise.reject(Object.assign(new Error(message), { message }));
      const { actor, log } = start({}, { register: fail });
      actor.send({ type: 'form.submit', details, password: 'secret1' });
      await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
      enterCode(actor, '123456');
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().context.error).toBe(shown);
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
      register: () => Promise.reject(new ApiError('Phone verification failed.', 401)),
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
    const { actor, log } = await failRegistration(new ApiError(conflict, 409));
    expect(actor.getSnapshot().context).toMatchObject({ error: conflict, accountMayExist: true });
    expect(log.toasts.at(-1)).toBe(conflict);
    expect(log.hrefs.at(-1)).toBe('/register?mode=signup');
  });

  it.each([
    ['a refused token', new ApiError('Phone verification failed.', 401)],
    ['a server failure', new ApiError('', 500)],
    ['no answer', new ApiError('We could not reach the server.')],
  ])('%s is not taken for an existing account', async (_, error) => {
    const { actor } = await failRegistration(error);
    expect(actor.getSnapshot().context.accountMayExist).toBe(false);
  });

  it('the flag goes once the form is sent again', async () => {
    const { actor } = await failRegistration(new ApiError(conflict, 409));
    actor.send({ type: 'form.submit', details, password: 'secret1' });
    expect(actor.getSnapshot().context).toMatchObject({ accountMayExist: false, error: undefined });
  });
});

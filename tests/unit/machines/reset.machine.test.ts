import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { failureText } from '../../../src/content/failures';
import { flowText, flowWordsText } from '../../../src/content/flows';
import type { ToastParams } from '../../../src/machines/flowEffects';
import { phoneCodeMachine } from '../../../src/machines/phoneCode.machine';
import { resetMachine, type ResetInput } from '../../../src/machines/reset.machine';
import { authFailure, httpFailure } from '../../helpers/failures';
import { FLOW_HREFS } from '../../helpers/flowHrefs';
import { testPhone } from '../../helpers/phones';

const ownerPhone = testPhone().international;

interface Script {
  send?: () => Promise<string>;
  confirm?: () => Promise<string>;
  check?: () => Promise<void>;
  reset?: () => Promise<void>;
}

function start(input: ResetInput = {}, script: Script = {}) {
  const log = {
    toasts: [] as string[],
    kinds: [] as string[],
    hrefs: [] as string[],
    handed: [] as string[],
    cleared: 0,
    persisted: 0,
  };
  const calls: unknown[] = [];
  const checks: unknown[] = [];
  const toast = (_: unknown, { words }: ToastParams) => void log.toasts.push(flowWordsText(words));
  const machine = resetMachine.provide({
    actors: {
      phoneCode: phoneCodeMachine.provide({
        actors: {
          sendCode: fromPromise(script.send ?? (async () => 'verification-1')),
          confirmCode: fromPromise(script.confirm ?? (async () => 'id-token')),
        },
        actions: { toast },
      }),
      checkAccount: fromPromise(async ({ input }) => {
        checks.push(input);
        await script.check?.();
      }),
      resetPassword: fromPromise(async ({ input }) => {
        calls.push(input);
        await script.reset?.();
      }),
    },
    actions: {
      persist: () => void log.persisted++,
      clearStorage: () => void log.cleared++,
      handPhoneToSignup: (_, { phone }) => void log.handed.push(phone),
      navigate: (_, { to }) => void log.hrefs.push(FLOW_HREFS[to]),
      toast: (_, request) => {
        log.kinds.push(request.kind);
        toast(_, request);
      },
    },
  });
  return { actor: createActor(machine, { input }).start(), log, calls, checks };
}

// The code screen talks to the code step the reset runs as its child.
function enterCode(actor: ActorRefFrom<typeof resetMachine>, code: string) {
  actor.getSnapshot().children.phoneCode?.send({ type: 'code.enter', code });
}

describe('reset machine', () => {
  it('resets the password with the ID token of the verified phone', async () => {
    const { actor, log, calls } = start();
    actor.send({ type: 'phone.submit', phone: ownerPhone });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(log.hrefs).toEqual(['/verify-otp?mode=password']);
    enterCode(actor, '654321');
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(log.hrefs.at(-1)).toBe('/reset-password');
    actor.send({ type: 'password.submit', newPassword: 'newpass1' });
    await waitFor(actor, () => log.toasts.includes(flowText.passwordUpdated));
    // Ready for another reset straight away.
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(calls).toEqual([{ phone: ownerPhone, newPassword: 'newpass1', otp: 'id-token' }]);
    expect(log.toasts).toEqual([
      flowText.otpSent,
      flowText.verifying,
      flowText.otpVerified,
      flowText.passwordUpdated,
    ]);
    expect(log.hrefs.at(-1)).toBe('/register?mode=login');
    expect(log.cleared).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ phone: undefined, idToken: undefined });
  });

  it('restores a verified reset to the password step', () => {
    const { actor } = start({ resetting: { phone: ownerPhone, idToken: 't' } });
    expect(actor.getSnapshot().matches('choosingPassword')).toBe(true);
  });

  it('uses the forget-password message when no code can be sent', async () => {
    const { actor, log } = start({}, { send: () => Promise.reject(new Error('x')) });
    actor.send({ type: 'phone.submit', phone: ownerPhone });
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    expect(log.toasts).toEqual([flowText.forgetFailed]);
  });

  it('uses the verify-for-reset message for failed checks other than a wrong code', async () => {
    const input = {
      code: { phone: ownerPhone, verificationId: 'v', sentAt: Date.now() },
    };
    for (const [error, text] of [
      [authFailure('verify-failed'), flowText.verifyForResetFailed],
      [authFailure('invalid-code'), flowText.invalidCode],
    ] as const) {
      const { actor, log } = start(input, { confirm: () => Promise.reject(error) });
      enterCode(actor, '123456');
      await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
      expect(log.toasts.at(-1)).toBe(text);
    }
  });

  it('shows the server message or the reset catalogue message when the update fails', async () => {
    for (const [message, text] of [
      [
        'New password must be at least 6 characters.',
        'New password must be at least 6 characters.',
      ],
      ['', flowText.resetFailed],
    ]) {
      const { actor, log } = start(
        { resetting: { phone: ownerPhone, idToken: 't' } },
        { reset: () => Promise.reject(httpFailure(400, message)) },
      );
      actor.send({ type: 'password.submit', newPassword: 'newpass1' });
      await waitFor(actor, (s) => s.matches('choosingPassword') && log.toasts.length > 0);
      expect(log.toasts).toEqual([text]);
    }
  });

  it.each([
    ['a code pending', { code: { phone: ownerPhone, verificationId: 'v', sentAt: 0 } }],
    ['a verified reset', { resetting: { phone: ownerPhone, idToken: 'old-token' } }],
  ] as const)(
    'with %s, a number sent again (after Back) starts over with a new code',
    async (_, input) => {
      const { actor, log } = start(input);
      actor.send({ type: 'phone.submit', phone: '+201112345678' });
      await waitFor(
        actor,
        (s) =>
          s.matches({ verifyingPhone: 'waiting' }) && s.context.verificationId === 'verification-1',
      );
      expect(actor.getSnapshot().context).toMatchObject({
        phone: '+201112345678',
        idToken: undefined,
      });
      expect(log.hrefs).toEqual(['/verify-otp?mode=password']);
    },
  );
});

describe('reset machine, what a reload finds', () => {
  it('keeps the code once it is out, each resent code, and the verified phone', async () => {
    const { actor, log } = start(
      { code: { phone: ownerPhone, verificationId: 'v', sentAt: Date.now() - 61_000 } },
      { send: async () => 'verification-2' },
    );
    expect(log.persisted).toBe(1);
    const step = actor.getSnapshot().children.phoneCode;
    if (!step) throw new Error('no code step');
    await waitFor(step, (s) => s.matches({ waiting: 'ready' }));
    step.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.context.verificationId === 'verification-2');
    expect(log.persisted).toBe(2);
    expect(actor.getSnapshot().matches({ verifyingPhone: 'waiting' })).toBe(true);
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(log.persisted).toBe(3);
  });

  it('a new password saved is a success toast', async () => {
    const { actor, log } = start({ resetting: { phone: ownerPhone, idToken: 't' } });
    actor.send({ type: 'password.submit', newPassword: 'newpass1' });
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    expect(log.kinds).toEqual(['success']);
  });
});

describe('reset machine, after a reload', () => {
  it('restores a code pending to the code screen, its countdown counted from when it was sent', () => {
    const sentAt = Date.now() - 10_000;
    const { actor } = start({ code: { phone: ownerPhone, verificationId: 'v', sentAt } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ verifyingPhone: 'waiting' })).toBe(true);
    expect(snapshot.hasTag('code')).toBe(true);
    expect(snapshot.context).toMatchObject({
      phone: ownerPhone,
      verificationId: 'v',
      codeSentAt: sentAt,
    });
    expect(snapshot.children.phoneCode?.getSnapshot().context).toMatchObject({
      phone: ownerPhone,
      verificationId: 'v',
      codeSentAt: sentAt,
    });
  });

  it('restores a verified reset with its phone and token, ahead of any code', () => {
    const { actor } = start({
      resetting: { phone: ownerPhone, idToken: 't' },
      code: { phone: '+201112345678', verificationId: 'v', sentAt: 0 },
    });
    expect(actor.getSnapshot().matches('choosingPassword')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ phone: ownerPhone, idToken: 't' });
  });

  it('starts at the phone form when nothing was kept', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });
});

describe('reset machine, the way back and the help offered after a failure', () => {
  it('"change number" on the code screen goes back to the phone form', async () => {
    const { actor, log } = start({ code: { phone: ownerPhone, verificationId: 'v', sentAt: 0 } });
    actor.send({ type: 'phone.change' });
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(log.hrefs).toEqual(['/forget-password']);
    expect(actor.getSnapshot().children.phoneCode).toBeUndefined();
  });

  it('no code sent: back on the form, flagged failed until the number is sent again', async () => {
    let attempt = 0;
    const { actor } = start(
      {},
      { send: () => (++attempt === 1 ? Promise.reject(new Error('x')) : Promise.resolve('v-2')) },
    );
    expect(actor.getSnapshot().context.failed).toBeFalsy();
    actor.send({ type: 'phone.submit', phone: ownerPhone });
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    expect(actor.getSnapshot().context.failed).toBe(true);
    actor.send({ type: 'phone.submit', phone: ownerPhone });
    expect(actor.getSnapshot().context.failed).toBe(false);
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(actor.getSnapshot().context).toMatchObject({ failed: false, verificationId: 'v-2' });
  });

  it('a refused new password flags the failure, and the next attempt clears it', async () => {
    let attempt = 0;
    let finish: () => void = () => {};
    const { actor, calls } = start(
      { resetting: { phone: ownerPhone, idToken: 'token-1' } },
      {
        reset: () =>
          ++attempt === 1
            ? Promise.reject(httpFailure(400, 'Weak password'))
            : new Promise<void>((resolve) => (finish = resolve)),
      },
    );
    actor.send({ type: 'password.submit', newPassword: 'weak' });
    await waitFor(actor, (s) => s.matches('choosingPassword') && s.context.failed === true);
    actor.send({ type: 'password.submit', newPassword: 'better1' });
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    expect(actor.getSnapshot().hasTag('updating')).toBe(true);
    expect(actor.getSnapshot().context.failed).toBe(false);
    finish();
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    expect(calls).toEqual([
      { phone: ownerPhone, newPassword: 'weak', otp: 'token-1' },
      { phone: ownerPhone, newPassword: 'better1', otp: 'token-1' },
    ]);
  });

  it('a confirmed code leaves only its ID token: the verification id is spent', async () => {
    const { actor } = start({ code: { phone: ownerPhone, verificationId: 'v', sentAt: 0 } });
    enterCode(actor, '123456');
    expect(actor.getSnapshot().matches({ verifyingPhone: 'checking' })).toBe(true);
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(actor.getSnapshot().context).toMatchObject({
      phone: ownerPhone,
      idToken: 'id-token',
      verificationId: undefined,
    });
  });

  it('a finished reset forgets the phone, its code and its token', async () => {
    const { actor } = start({ code: { phone: ownerPhone, verificationId: 'v', sentAt: 5 } });
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    actor.send({ type: 'password.submit', newPassword: 'newpass1' });
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    expect(actor.getSnapshot().context).toEqual({
      phone: undefined,
      verificationId: undefined,
      codeSentAt: undefined,
      idToken: undefined,
      failed: false,
      // Only for the login form that follows, which offers it.
      changedHere: ownerPhone,
    });
  });

  it('a wrong code keeps the code screen and the code pending', async () => {
    const { actor } = start(
      { code: { phone: ownerPhone, verificationId: 'v', sentAt: 0 } },
      { confirm: () => Promise.reject(authFailure('invalid-code')) },
    );
    enterCode(actor, '123456');
    expect(actor.getSnapshot().matches({ verifyingPhone: 'checking' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    expect(actor.getSnapshot().context.verificationId).toBe('v');
  });
});

describe('reset machine, a proven phone with no account', () => {
  async function reachNoAccount(message = 'No account uses this phone number.') {
    const started = start(
      { resetting: { phone: ownerPhone, idToken: 'id-token' } },
      { reset: () => Promise.reject(httpFailure(404, message)) },
    );
    started.actor.send({ type: 'password.submit', newPassword: 'newpass1' });
    await waitFor(started.actor, (s) => s.hasTag('noAccount'));
    return started;
  }

  it('ends the reset with the server words, no error toast and nothing kept', async () => {
    const { actor, log } = await reachNoAccount('Nobody here.');
    const { context } = actor.getSnapshot();
    expect(context.noAccount).toEqual({
      failure: { kind: 'http', status: 404, said: 'Nobody here.' },
      place: 'noAccount',
    });
    expect(context.noAccount && failureText(context.noAccount)).toBe('Nobody here.');
    expect(context.idToken).toBeUndefined();
    // Kept in memory for the way on: the phone to sign up with.
    expect(context.phone).toBe(ownerPhone);
    expect(log.toasts).toEqual([]);
    expect(log.cleared).toBe(1);
    expect(actor.getSnapshot().hasTag('password')).toBe(false);
  });

  it('says so in the catalogue words when the server gives none', async () => {
    const { actor } = await reachNoAccount('');
    const { noAccount } = actor.getSnapshot().context;
    expect(noAccount).toEqual({ failure: { kind: 'http', status: 404 }, place: 'noAccount' });
    expect(noAccount && failureText(noAccount)).toBe(flowText.noAccount);
  });

  it('leads to the sign-up form with the phone, forgetting the reset', async () => {
    const { actor, log } = await reachNoAccount();
    actor.send({ type: 'signup.start' });
    expect(log.handed).toEqual([ownerPhone]);
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(log.hrefs.at(-1)).toBe(FLOW_HREFS.signupForm);
    expect(actor.getSnapshot().context).toMatchObject({ phone: undefined, noAccount: undefined });
  });

  it('takes another number from the phone screen', async () => {
    const { actor } = await reachNoAccount();
    actor.send({ type: 'phone.submit', phone: testPhone(3).international });
    expect(actor.getSnapshot().matches('verifyingPhone')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      phone: testPhone(3).international,
      noAccount: undefined,
    });
  });

  it('a server failure is not a missing account', async () => {
    const { actor, log } = start(
      { resetting: { phone: ownerPhone, idToken: 'id-token' } },
      { reset: () => Promise.reject(httpFailure(500)) },
    );
    actor.send({ type: 'password.submit', newPassword: 'newpass1' });
    await waitFor(actor, (s) => s.context.failed === true);
    expect(actor.getSnapshot().matches('choosingPassword')).toBe(true);
    expect(log.toasts).toEqual([flowText.resetFailed]);
  });
});

describe('reset machine, the account check right after the code', () => {
  const code = { code: { phone: ownerPhone, verificationId: 'v', sentAt: 0 } };

  it('asks with the verified phone and its token, then asks for the new password', async () => {
    let answer: () => void = () => {};
    const { actor, log, checks } = start(code, {
      check: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.hasTag('checkingAccount'));
    expect(checks).toEqual([{ phone: ownerPhone, idToken: 'id-token' }]);
    // The code screen stays until the answer: nothing persisted, no password asked yet.
    expect(log.hrefs).toEqual([]);
    expect(log.persisted).toBe(1);
    expect(actor.getSnapshot().hasTag('password')).toBe(false);
    answer();
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(log.hrefs).toEqual(['/reset-password']);
    expect(log.persisted).toBe(2);
  });

  it('a phone with no account ends before any password is asked for', async () => {
    const { actor, log, calls } = start(code, {
      check: () => Promise.reject(httpFailure(404, 'No account uses this phone number.')),
    });
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.hasTag('noAccount'));
    const { context } = actor.getSnapshot();
    expect(context.noAccount && failureText(context.noAccount)).toBe(
      'No account uses this phone number.',
    );
    expect(context).toMatchObject({ phone: ownerPhone, idToken: undefined });
    expect(log.hrefs).toEqual(['/reset-password']);
    expect(log.cleared).toBe(1);
    expect(log.kinds).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('a refused proof asks for a new code on the phone form', async () => {
    const refused = 'Phone verification failed. Please request a new code and try again.';
    const { actor, log } = start(code, {
      check: () => Promise.reject(httpFailure(401, refused)),
    });
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    const { context } = actor.getSnapshot();
    expect(context.refused && failureText(context.refused)).toBe(refused);
    expect(log.hrefs).toEqual(['/forget-password']);
    expect(log.toasts.at(-1)).toBe(refused);
  });

  it.each([
    ['a server failure', httpFailure(500)],
    ['a timeout', { kind: 'timeout' }],
  ])('%s lets the owner go on: the reset itself answers the same question', async (_, error) => {
    const { actor, log } = start(code, { check: () => Promise.reject(error) });
    enterCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(log.hrefs).toEqual(['/reset-password']);
    expect(log.kinds).toEqual([]);
    expect(actor.getSnapshot().context.idToken).toBe('id-token');
  });
});

describe('reset machine, a copy of the reset in another tab', () => {
  const refused = 'Phone verification failed. Please request a new code and try again.';

  it('a refused proof (spent by the other tab) asks for a new code on the phone form', async () => {
    const { actor, log } = start(
      { resetting: { phone: ownerPhone, idToken: 'spent' } },
      { reset: () => Promise.reject(httpFailure(401, refused)) },
    );
    actor.send({ type: 'password.submit', newPassword: 'newpass1' });
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ phone: ownerPhone, idToken: undefined });
    expect(context.refused && failureText(context.refused)).toBe(refused);
    expect(log.toasts).toEqual([refused]);
    expect(log.hrefs).toEqual(['/forget-password']);
    // The spent proof is not kept for a reload.
    expect(log.cleared).toBe(1);
    // A new number (or the same again) starts over without the notice.
    actor.send({ type: 'phone.submit', phone: ownerPhone });
    expect(actor.getSnapshot().context.refused).toBeUndefined();
  });

  it.each([
    ['on the code screen', { code: { phone: ownerPhone, verificationId: 'v', sentAt: 0 } }],
    ['on the new password screen', { resetting: { phone: ownerPhone, idToken: 't' } }],
  ] as const)(
    'a copy %s ends on the login form once the other tab changed the password',
    (_, input) => {
      const { actor, log, calls } = start(input);
      actor.send({ type: 'flow.finishedElsewhere' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches('enteringPhone')).toBe(true);
      expect(snapshot.children.phoneCode).toBeUndefined();
      expect(snapshot.context).toMatchObject({
        changedElsewhere: ownerPhone,
        phone: undefined,
        idToken: undefined,
        verificationId: undefined,
      });
      expect(log).toMatchObject({ hrefs: ['/register?mode=login'], cleared: 1, toasts: [] });
      expect(calls).toEqual([]);
    },
  );

  it('tells the other tabs when it changed the password', async () => {
    const told: string[] = [];
    const machine = resetMachine.provide({
      actors: { resetPassword: fromPromise(async (): Promise<unknown> => undefined) },
      actions: { tellOtherTabs: (_, { phone }) => void told.push(phone) },
    });
    const actor = createActor(machine, {
      input: { resetting: { phone: ownerPhone, idToken: 't' } },
    }).start();
    actor.send({ type: 'password.submit', newPassword: 'newpass1' });
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    expect(told).toEqual([ownerPhone]);
  });
});

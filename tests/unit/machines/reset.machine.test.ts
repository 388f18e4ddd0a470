import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { flowText } from '../../../src/content/flows';
import { phoneCodeMachine } from '../../../src/machines/phoneCode.machine';
import { resetMachine, type ResetInput } from '../../../src/machines/reset.machine';
import { ApiError } from '../../../src/services/api';
import { PhoneAuthError } from '../../../src/services/phoneAuth';
import { FLOW_HREFS } from '../../support/flowHrefs';
import { testPhone } from '../../support/phones';

const ownerPhone = testPhone().international;

interface Script {
  send?: () => Promise<string>;
  confirm?: () => Promise<string>;
  reset?: () => Promise<void>;
}

function start(input: ResetInput = {}, script: Script = {}) {
  const log = { toasts: [] as string[], hrefs: [] as string[], cleared: 0 };
  const calls: unknown[] = [];
  const toast = (_: unknown, { message }: { message: string }) => void log.toasts.push(message);
  const machine = resetMachine.provide({
    actors: {
      phoneCode: phoneCodeMachine.provide({
        actors: {
          sendCode: fromPromise(script.send ?? (async () => 'verification-1')),
          confirmCode: fromPromise(script.confirm ?? (async () => 'id-token')),
        },
        actions: { toast },
      }),
      resetPassword: fromPromise(async ({ input }) => {
        calls.push(input);
        await script.reset?.();
      }),
    },
    actions: {
      clearStorage: () => void log.cleared++,
      navigate: (_, { to }) => void log.hrefs.push(FLOW_HREFS[to]),
      toast,
    },
  });
  return { actor: createActor(machine, { input }).start(), log, calls };
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
      [new PhoneAuthError('verify-failed'), flowText.verifyForResetFailed],
      [new PhoneAuthError('invalid-code'), flowText.invalidCode],
    ] as const) {
      const { actor, log } = start(input, { confirm: () => Promise.reject(error) });
      enterCode(actor, '123456');
      await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
      expect(log.toasts.at(-1)).toBe(text);
    }
  });

  it('shows the server message or the reset catalogue message when the update fails', async () => {
    for (const [message, text] of [
      ['Verification does not match this phone', 'Verification does not match this phone'],
      ['', flowText.resetFailed],
    ]) {
      const { actor, log } = start(
        { resetting: { phone: ownerPhone, idToken: 't' } },
        { reset: () => Promise.reject(new ApiError(message, 401)) },
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

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { flowText, flowWordsText } from '../../../src/content/flows';
import { deletionMachine, type DeletionInput } from '../../../src/machines/deletion.machine';
import type { ToastParams } from '../../../src/machines/flowEffects';
import { phoneCodeMachine } from '../../../src/machines/phoneCode.machine';
import { authFailure, httpFailure } from '../../helpers/failures';
import { FLOW_HREFS } from '../../helpers/flowHrefs';
import { testPhone } from '../../helpers/phones';

const ownerPhone = testPhone().international;
const PROOF_REFUSED = 'Phone verification failed. Please request a new code and try again.';

interface Script {
  send?: () => Promise<string>;
  confirm?: () => Promise<string>;
  check?: () => Promise<void>;
  remove?: () => Promise<void>;
}

function start(input: DeletionInput = {}, script: Script = {}) {
  const log = {
    toasts: [] as string[],
    hrefs: [] as string[],
    told: [] as string[],
    cleared: 0,
    persisted: 0,
    ended: 0,
  };
  const checks: unknown[] = [];
  const deletions: unknown[] = [];
  const toast = (_: unknown, { words }: ToastParams) => void log.toasts.push(flowWordsText(words));
  const machine = deletionMachine.provide({
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
      deleteAccount: fromPromise(async ({ input }) => {
        deletions.push(input);
        await script.remove?.();
      }),
    },
    actions: {
      persist: () => void log.persisted++,
      clearStorage: () => void log.cleared++,
      endSession: () => void log.ended++,
      tellOtherTabs: (_, { phone }) => void log.told.push(phone),
      navigate: (_, { to }) => void log.hrefs.push(FLOW_HREFS[to]),
      toast,
    },
  });
  return { actor: createActor(machine, { input }).start(), log, checks, deletions };
}

function enterCode(actor: ActorRefFrom<typeof deletionMachine>, code: string) {
  actor.getSnapshot().children.phoneCode?.send({ type: 'code.enter', code });
}

async function toConfirm(script: Script = {}) {
  const started = start({}, script);
  started.actor.send({ type: 'phone.submit', phone: ownerPhone });
  await waitFor(started.actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
  enterCode(started.actor, '654321');
  return started;
}

describe('deletion machine', () => {
  it('looks the account up only once the code proves the phone, then deletes it once confirmed', async () => {
    const { actor, log, checks, deletions } = start();
    actor.send({ type: 'phone.submit', phone: ownerPhone });
    await waitFor(actor, (s) => s.matches({ verifyingPhone: 'waiting' }));
    // Before the code: no question about the account has been asked.
    expect(checks).toEqual([]);
    expect(log.hrefs).toEqual(['/delete-account']);
    enterCode(actor, '654321');
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(checks).toEqual([{ idToken: 'id-token' }]);
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    expect(deletions).toEqual([]);
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches('deleted'));
    expect(deletions).toEqual([{ idToken: 'id-token' }]);
    expect(log.ended).toBe(1);
    expect(log.told).toEqual([ownerPhone]);
    expect(actor.getSnapshot().context).toMatchObject({ phone: undefined, proof: undefined });
    expect(actor.getSnapshot().hasTag('deleted')).toBe(true);
  });

  it('says "no account" only after the code, and keeps nothing', async () => {
    const { actor, log } = await toConfirm({
      check: () => Promise.reject(httpFailure(404, 'No account uses this phone number.')),
    });
    await waitFor(actor, (s) => s.matches('noAccount'));
    expect(actor.getSnapshot().context.noAccount?.place).toBe('noAccount');
    expect(log.cleared).toBeGreaterThan(0);
    expect(log.ended).toBe(0);
    actor.send({ type: 'phone.change' });
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(actor.getSnapshot().context.noAccount).toBeUndefined();
  });

  it('goes on to the confirm screen when the check cannot answer', async () => {
    const { actor } = await toConfirm({ check: () => Promise.reject(httpFailure(503)) });
    await waitFor(actor, (s) => s.matches('confirming'));
  });

  it('asks for a new code when the proof is refused, the phone kept', async () => {
    const { actor, log } = await toConfirm({
      check: () => Promise.reject(httpFailure(401, PROOF_REFUSED)),
    });
    await waitFor(actor, (s) => s.matches('enteringPhone'));
    const { context } = actor.getSnapshot();
    expect(context.refused?.place).toBe('deleteAccount');
    expect(context.proof).toBeUndefined();
    expect(context.phone).toBe(ownerPhone);
    expect(log.toasts.at(-1)).toBe(PROOF_REFUSED);
  });

  it('keeps the confirm screen after a server error, says so, and deletes on a retry', async () => {
    let attempts = 0;
    const { actor, log, deletions } = await toConfirm({
      remove: async () => {
        attempts += 1;
        if (attempts === 1) throw httpFailure(500);
      },
    });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && !!s.context.failed);
    expect(log.toasts.at(-1)).toBe(flowText.generic);
    expect(log.ended).toBe(0);
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches('deleted'));
    expect(deletions).toHaveLength(2);
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('ends on the no-account screen when the account went before the deletion', async () => {
    const { actor, log } = await toConfirm({
      remove: () => Promise.reject(httpFailure(404, 'No account uses this phone number.')),
    });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches('noAccount'));
    expect(log.ended).toBe(0);
  });

  it('keeps the account when the owner changes their mind, and forgets the proof', async () => {
    const { actor, log, deletions } = await toConfirm();
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().matches('enteringPhone')).toBe(true);
    expect(actor.getSnapshot().context.proof).toBeUndefined();
    expect(log.hrefs.at(-1)).toBe('/');
    expect(deletions).toEqual([]);
  });

  it('tells of an expired code in its own words and waits for a new one', async () => {
    const { actor, log } = await toConfirm({
      confirm: () => Promise.reject(authFailure('code-expired')),
    });
    await waitFor(actor, () => log.toasts.includes(flowText.codeExpired));
    expect(actor.getSnapshot().matches('verifyingPhone')).toBe(true);
  });

  it('returns to the form, marked failed, when no code could be sent', async () => {
    const { actor, log } = start({}, { send: () => Promise.reject(authFailure('send-failed')) });
    actor.send({ type: 'phone.submit', phone: ownerPhone });
    await waitFor(actor, (s) => s.matches('enteringPhone') && !!s.context.failed);
    expect(log.toasts).toContain(flowText.sendFailed);
  });

  it('resumes after a reload: a verified phone is checked again, a pending code awaited', async () => {
    const proof = { idToken: 'stored-token', verifiedAt: 1 };
    const verified = start({
      code: { phone: ownerPhone, verificationId: 'stored', sentAt: 1, proof },
    });
    await waitFor(verified.actor, (s) => s.matches('confirming'));
    expect(verified.checks).toEqual([{ idToken: 'stored-token' }]);
    const pending = start({ code: { phone: ownerPhone, verificationId: 'stored', sentAt: 1 } });
    expect(pending.actor.getSnapshot().matches({ verifyingPhone: 'waiting' })).toBe(true);
    expect(start().actor.getSnapshot().matches('enteringPhone')).toBe(true);
  });

  it('ends as another tab did when that tab deleted the account', async () => {
    const { actor, log } = await toConfirm();
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'flow.finishedElsewhere' });
    expect(actor.getSnapshot().matches('deleted')).toBe(true);
    expect(log.ended).toBe(0);
    expect(actor.getSnapshot().context.proof).toBeUndefined();
  });
});

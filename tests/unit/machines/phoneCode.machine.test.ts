import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, sendTo, waitFor } from 'xstate';
import { failureText } from '../../../src/content/failures';
import { flowText, flowWordsText } from '../../../src/content/flows';
import {
  phoneCodeMachine,
  type PhoneCodeInput,
  type PhoneCodeNews,
} from '../../../src/machines/phoneCode.machine';
import { authFailure } from '../../helpers/failures';
import { testPhone } from '../../helpers/phones';

const ownerPhone = testPhone().international;

// Where sign-up tells of a failed send and a failed check.
const places = { send: 'signupSend', code: 'signupCode' } as const;

interface Script {
  send?: () => Promise<string>;
  confirm?: () => Promise<string>;
}

// The code step run as a flow would: as a child, its news collected by the parent.
function start(input: Omit<PhoneCodeInput, 'places'>, script: Script = {}) {
  const log = {
    toasts: [] as string[],
    kinds: [] as string[],
    news: [] as string[],
    output: undefined as unknown,
    sent: [] as { phone: string }[],
    confirmed: [] as { verificationId: string; code: string }[],
  };
  const step = phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }) => {
        log.sent.push(input);
        return (script.send ?? (async () => 'verification-1'))();
      }),
      confirmCode: fromPromise(async ({ input }) => {
        log.confirmed.push(input);
        return (script.confirm ?? (async () => 'id-token'))();
      }),
    },
    actions: {
      toast: (_, { kind, words }) => {
        log.toasts.push(flowWordsText(words));
        log.kinds.push(kind);
      },
    },
  });
  const parent = createMachine({
    types: {} as { events: PhoneCodeNews | { type: 'code.enter'; code: string } },
    invoke: {
      id: 'phoneCode',
      src: step,
      input: { ...input, places },
      onDone: { actions: ({ event }) => void (log.output = event.output) },
    },
    on: {
      'phoneCode.sent': { actions: ({ event }) => void log.news.push(event.type) },
      'phoneCode.checking': { actions: ({ event }) => void log.news.push(event.type) },
      'phoneCode.rejected': { actions: ({ event }) => void log.news.push(event.type) },
      'code.enter': { actions: sendTo('phoneCode', ({ event }) => event) },
    },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.phoneCode;
  if (!child) throw new Error('no code step');
  return { actor, child, log };
}

describe('phoneCode machine', () => {
  it('sends a code, tells the flow, checks the code and ends with its proof', async () => {
    const { actor, child, log } = start({ phone: ownerPhone });
    await waitFor(child, (s) => s.matches({ waiting: 'coolingDown' }));
    actor.send({ type: 'code.enter', code: '123456' });
    await waitFor(actor, () => log.output !== undefined);
    expect(log.output).toMatchObject({ verified: true, idToken: 'id-token' });
    expect(log.news).toEqual(['phoneCode.sent', 'phoneCode.checking']);
    expect(log.toasts).toEqual([flowText.otpSent, flowText.verifying, flowText.otpVerified]);
  });

  it('waits for a restored code, with the countdown counted from when it was sent', () => {
    const sentAt = Date.now() - 61_000;
    const { child } = start({ phone: ownerPhone, code: { verificationId: 'v', sentAt } });
    expect(child.getSnapshot().hasTag('code')).toBe(true);
    expect(child.getSnapshot().context).toMatchObject({ verificationId: 'v', codeSentAt: sentAt });
  });

  it('ends without a proof when no code can be sent, with the flow’s message', async () => {
    const { actor, log } = start(
      { phone: ownerPhone },
      { send: () => Promise.reject(authFailure('recaptcha')) },
    );
    await waitFor(actor, () => log.output !== undefined);
    const error = { failure: { kind: 'auth', reason: 'recaptcha' }, place: 'signupSend' } as const;
    expect(log.output).toEqual({ verified: false, error });
    expect(failureText(error)).toBe(flowText.recaptchaFailed);
    expect(log.toasts).toEqual([flowText.recaptchaFailed]);
  });

  it('offers a new code at once when the old one is dead', async () => {
    const { child, log } = start(
      { phone: ownerPhone, code: { verificationId: 'v', sentAt: Date.now() } },
      { confirm: () => Promise.reject(authFailure('code-expired')) },
    );
    child.send({ type: 'code.enter', code: '123456' });
    await waitFor(child, (s) => s.matches({ waiting: 'ready' }));
    const codeError = { failure: { kind: 'auth', reason: 'code-expired' }, place: 'signupCode' };
    expect(child.getSnapshot().context).toMatchObject({ codeError, codeAttempts: 1 });
    const { codeError: kept } = child.getSnapshot().context;
    expect(kept && failureText(kept)).toBe(flowText.codeExpired);
    expect(child.getSnapshot().can({ type: 'code.request' })).toBe(true);
    expect(log.news).toEqual(['phoneCode.checking', 'phoneCode.rejected']);
  });
});

describe('phoneCode machine, what it asks of the phone service', () => {
  it('sends the code to the phone, and checks the typed code against the code sent', async () => {
    const { actor, child, log } = start({ phone: ownerPhone });
    await waitFor(child, (s) => s.matches({ waiting: 'coolingDown' }));
    expect(log.sent).toEqual([{ phone: ownerPhone }]);
    actor.send({ type: 'code.enter', code: '123456' });
    await waitFor(actor, () => log.output !== undefined);
    expect(log.confirmed).toEqual([{ verificationId: 'verification-1', code: '123456' }]);
    expect(log.kinds).toEqual(['success', 'loading', 'success']);
  });

  it('checks no code shorter than six digits', async () => {
    const { child, log } = start({ phone: ownerPhone });
    await waitFor(child, (s) => s.matches({ waiting: 'coolingDown' }));
    expect(child.getSnapshot().can({ type: 'code.enter', code: '12345' })).toBe(false);
    child.send({ type: 'code.enter', code: '12345' });
    expect(child.getSnapshot().matches({ waiting: 'coolingDown' })).toBe(true);
    expect(log.confirmed).toEqual([]);
  });

  it('a failed send is an error toast', async () => {
    const { actor, log } = start(
      { phone: ownerPhone },
      { send: () => Promise.reject(new Error('x')) },
    );
    await waitFor(actor, () => log.output !== undefined);
    expect(log.kinds).toEqual(['error']);
    const error = { failure: { kind: 'unexpected' }, place: 'signupSend' } as const;
    expect(log.output).toEqual({ verified: false, error });
    expect(failureText(error)).toBe(flowText.sendFailed);
  });

  it('a failed resend says why, and the user may ask again at once', async () => {
    let attempt = 0;
    const { child, log } = start(
      { phone: ownerPhone, code: { verificationId: 'v', sentAt: Date.now() - 61_000 } },
      {
        send: () =>
          ++attempt === 1
            ? Promise.reject(authFailure('too-many-requests'))
            : Promise.resolve('verification-2'),
      },
    );
    await waitFor(child, (s) => s.matches({ waiting: 'ready' }));
    child.send({ type: 'code.resend' });
    expect(child.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(child, (s) => s.matches({ waiting: 'ready' }));
    expect(log.sent).toEqual([{ phone: ownerPhone }]);
    expect(log.toasts).toEqual([flowText.tooManyRequests]);
    expect(log.kinds).toEqual(['error']);
    expect(log.news).toEqual([]);
    child.send({ type: 'code.request' });
    await waitFor(child, (s) => s.matches({ waiting: 'coolingDown' }));
    expect(log.sent).toEqual([{ phone: ownerPhone }, { phone: ownerPhone }]);
    expect(child.getSnapshot().context.verificationId).toBe('verification-2');
    expect(log.news).toEqual(['phoneCode.sent']);
  });

  it('a wrong code counts as an attempt, says so, and a new code clears the message', async () => {
    const { child, log } = start(
      { phone: ownerPhone, code: { verificationId: 'v', sentAt: Date.now() - 61_000 } },
      { confirm: () => Promise.reject(authFailure('invalid-code')) },
    );
    child.send({ type: 'code.enter', code: '111111' });
    await waitFor(child, (s) => s.matches('waiting'));
    child.send({ type: 'code.enter', code: '222222' });
    await waitFor(child, (s) => s.matches('waiting') && s.context.codeAttempts === 2);
    const { codeError } = child.getSnapshot().context;
    expect(codeError).toEqual({
      failure: { kind: 'auth', reason: 'invalid-code' },
      place: 'signupCode',
    });
    expect(codeError && failureText(codeError)).toBe(flowText.invalidCode);
    expect(log.kinds).toEqual(['loading', 'error', 'loading', 'error']);
    await waitFor(child, (s) => s.matches({ waiting: 'ready' }));
    child.send({ type: 'code.resend' });
    await waitFor(child, (s) => s.matches({ waiting: 'coolingDown' }));
    expect(child.getSnapshot().context.codeError).toBeUndefined();
  });
});

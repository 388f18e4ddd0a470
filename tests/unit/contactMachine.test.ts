import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactCopy, contactFailureText } from '../../src/content/contact';
import { contactMachine, type ContactSent } from '../../src/machines/contact.machine';
import { m } from '../../src/paraglide/messages.js';
import { getLocale, overwriteGetLocale } from '../../src/paraglide/runtime.js';
import type { ContactValues } from '../../src/schemas/contact.schema';
import { FailureError, type Failure } from '../../src/schemas/failure';

// What the form hands the machine: a valid form's trimmed values.
const values: ContactValues = {
  fullname: 'Nora Salah',
  email: 'nora@example.com',
  message: 'Do you list padel courts?',
};

function start(sendMessage: (values: ContactValues) => Promise<string>) {
  const stored: string[] = [];
  const goToThankYou = vi.fn();
  const send = vi.fn(sendMessage);
  const actor = createActor(
    contactMachine.provide({
      actors: {
        sendMessage: fromPromise(async ({ input }) => ({ html: await send(input.values) })),
      },
      actions: { storeResponse: (_, { html }) => void stored.push(html), goToThankYou },
    }),
  ).start();
  return { actor, send, stored, goToThankYou };
}

describe('contact machine', () => {
  test('a successful send posts the values, stores the answer and navigates', async () => {
    const { actor, send, stored, goToThankYou } = start(() =>
      Promise.resolve('<p>Thanks, Nora</p>'),
    );
    actor.send({ type: 'submit', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(send).toHaveBeenCalledWith(values);
    expect(stored).toEqual(['<p>Thanks, Nora</p>']);
    expect(goToThankYou).toHaveBeenCalledOnce();
  });

  test('a failed send keeps why, as a failure rather than words', async () => {
    const { actor, stored, goToThankYou } = start(() =>
      Promise.reject(new FailureError({ kind: 'http', status: 503, said: 'Not today.' })),
    );
    actor.send({ type: 'submit', values });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toEqual({ kind: 'http', status: 503, said: 'Not today.' });
    expect(stored).toEqual([]);
    expect(goToThankYou).not.toHaveBeenCalled();
  });

  test('anything but a failure a service made is an unexpected one', async () => {
    const { actor } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'submit', values });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toEqual({ kind: 'unexpected' });
  });

  test('after a failure the user can send again, and the old failure goes away', async () => {
    let attempt = 0;
    const { actor, goToThankYou, send } = start(() =>
      ++attempt === 1
        ? Promise.reject(new FailureError({ kind: 'network' }))
        : Promise.resolve('ok'),
    );
    actor.send({ type: 'submit', values });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toEqual({ kind: 'network' });
    const corrected = { ...values, message: 'Do you list squash courts?' };
    actor.send({ type: 'submit', values: corrected });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    await waitFor(actor, (s) => s.status === 'done');
    expect(send).toHaveBeenLastCalledWith(corrected);
    expect(goToThankYou).toHaveBeenCalledOnce();
  });

  test('submitting twice while the first send is in flight sends once', async () => {
    let finish: (html: string) => void = () => {};
    const { actor, send } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'submit', values });
    actor.send({ type: 'submit', values });
    actor.send({ type: 'submit', values });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    finish('<p>ok</p>');
    await waitFor(actor, (s) => s.status === 'done');
    expect(send).toHaveBeenCalledOnce();
  });

  test('starts waiting for a submission, with no failure', () => {
    const { actor } = start(() => Promise.resolve(''));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ failure: undefined });
  });
});

describe('contact machine, the flow trace sent with the message', () => {
  const reference = 'TR-ABCD-1234';
  function startSending() {
    const sent: { traceReference?: string }[] = [];
    const stored: { html: string; traceReference?: string }[] = [];
    const actor = createActor(
      contactMachine.provide({
        actors: {
          sendMessage: fromPromise(async ({ input }) => {
            sent.push(input);
            return input.traceReference
              ? { html: '<p>ok</p>', traceReference: input.traceReference }
              : { html: '<p>ok</p>' };
          }),
        },
        actions: { storeResponse: (_, answer) => void stored.push(answer) },
      }),
    ).start();
    return { actor, sent, stored };
  }

  test('a submission with the trace sends it, and its reference is stored with the answer', async () => {
    const { actor, sent, stored } = startSending();
    actor.send({ type: 'submit', values, traceReference: reference });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ values, traceReference: reference }]);
    expect(stored).toEqual([{ html: '<p>ok</p>', traceReference: reference }]);
  });

  test('a submission without it sends the message alone', async () => {
    const { actor, sent } = startSending();
    actor.send({ type: 'submit', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('traceReference');
  });

  test('the form is busy while sending and after, and marked failed only after a failure', async () => {
    let fail: (error: unknown) => void = () => {};
    const actor = createActor(
      contactMachine.provide({
        actors: {
          sendMessage: fromPromise(() => new Promise<ContactSent>((_, reject) => (fail = reject))),
        },
      }),
    ).start();
    expect(actor.getSnapshot().hasTag('sending')).toBe(false);
    actor.send({ type: 'submit', values });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    fail(new FailureError({ kind: 'timeout' }));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('failed')).toBe(true);
    expect(failed.hasTag('sending')).toBe(false);
  });
});

describe('a failed send, in words', () => {
  const pageLocale = getLocale;
  afterEach(() => overwriteGetLocale(pageLocale));

  test.each([
    [{ kind: 'network' }, contactCopy.errors.network],
    [{ kind: 'timeout' }, contactCopy.errors.network],
    [{ kind: 'unexpected' }, contactCopy.errors.network],
    [
      { kind: 'http', status: 503, said: '  We are not taking messages today. ' },
      'We are not taking messages today.',
    ],
    [{ kind: 'http', status: 500, said: '   ' }, contactCopy.errors.server],
    [{ kind: 'http', status: 500 }, contactCopy.errors.server],
  ] satisfies [Failure, string][])('%j reads %j on an English page', (failure, text) => {
    expect(contactFailureText(failure)).toBe(text);
  });

  test("an Arabic page says the refusal in Arabic, not in the server's English words", () => {
    overwriteGetLocale(() => 'ar');
    const failure: Failure = { kind: 'http', status: 503, said: 'We are not taking messages.' };
    expect(contactFailureText(failure)).toBe(m.contact_error_server({}, { locale: 'ar' }));
    expect(contactFailureText(failure, 'ar')).toBe(m.contact_error_server({}, { locale: 'ar' }));
  });
});

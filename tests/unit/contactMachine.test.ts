import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactMachine, type ContactSent } from '../../src/machines/contact.machine';
import type { ContactValues } from '../../src/schemas/contact.schema';

const typed: ContactValues = {
  fullname: '  Nora Salah ',
  email: 'nora@example.com ',
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
    { input: {} },
  ).start();
  const type = (values: ContactValues) => {
    for (const [field, value] of Object.entries(values) as [keyof ContactValues, string][]) {
      actor.send({ type: 'field.change', field, value });
    }
  };
  return { actor, send, stored, goToThankYou, type };
}

describe('contact machine', () => {
  test('a successful send posts the trimmed values, stores the answer and navigates', async () => {
    const { actor, send, stored, goToThankYou, type } = start(() =>
      Promise.resolve('<p>Thanks, Nora</p>'),
    );
    type(typed);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(send).toHaveBeenCalledWith({
      fullname: 'Nora Salah',
      email: 'nora@example.com',
      message: 'Do you list padel courts?',
    });
    expect(stored).toEqual(['<p>Thanks, Nora</p>']);
    expect(goToThankYou).toHaveBeenCalledOnce();
  });

  test('a failed send keeps every typed value and shows the service message', async () => {
    const { actor, stored, goToThankYou, type } = start(() =>
      Promise.reject({ message: 'We could not send your message.' }),
    );
    type(typed);
    actor.send({ type: 'submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.values).toEqual(typed);
    expect(snapshot.context.formError).toBe('We could not send your message.');
    expect(stored).toEqual([]);
    expect(goToThankYou).not.toHaveBeenCalled();
  });

  test('after a failure the user can send again, and the old error goes away', async () => {
    let attempt = 0;
    const { actor, goToThankYou, type } = start(() =>
      ++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('ok'),
    );
    type(typed);
    actor.send({ type: 'submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.formError).toBeTruthy();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.formError).toBeUndefined();
    await waitFor(actor, (s) => s.status === 'done');
    expect(goToThankYou).toHaveBeenCalledOnce();
  });

  test('submitting twice while the first send is in flight sends once', async () => {
    let finish: (html: string) => void = () => {};
    const { actor, send, type } = start(() => new Promise((resolve) => (finish = resolve)));
    type(typed);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    finish('<p>ok</p>');
    await waitFor(actor, (s) => s.status === 'done');
    expect(send).toHaveBeenCalledOnce();
  });

  test('an invalid submit sends nothing and shows every field error', () => {
    const { actor, send } = start(() => Promise.resolve(''));
    actor.send({ type: 'field.change', field: 'email', value: 'nora@' });
    actor.send({ type: 'submit' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(context.errors).toEqual({
      fullname: 'Full name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
    expect(context.invalidSubmits).toBe(1);
  });

  test('a field is checked on blur, and a shown error clears as soon as it is fixed', () => {
    const { actor } = start(() => Promise.resolve(''));
    actor.send({ type: 'field.change', field: 'email', value: 'nora' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
    actor.send({ type: 'field.blur', field: 'email' });
    expect(actor.getSnapshot().context.errors.email).toBe('Please enter a valid email address');
    actor.send({ type: 'field.change', field: 'email', value: 'nora@example.com' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
  });
});

describe('contact machine, the flow trace offered with the message', () => {
  const reference = 'TR-ABCD-1234';
  function startWithTrace(trace: { reference: string; attach: boolean } | undefined) {
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
      { input: trace ? { trace } : {} },
    ).start();
    for (const [field, value] of Object.entries(typed) as [keyof ContactValues, string][])
      actor.send({ type: 'field.change', field, value });
    return { actor, sent, stored };
  }

  test('a ticked trace goes with the message, and its reference is stored with the answer', async () => {
    const { actor, sent, stored } = startWithTrace({ reference, attach: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      {
        values: { fullname: 'Nora Salah', email: 'nora@example.com', message: typed.message },
        traceReference: reference,
      },
    ]);
    expect(stored).toEqual([{ html: '<p>ok</p>', traceReference: reference }]);
  });

  test('unticking the trace sends the message without it; ticking it again attaches it', async () => {
    const { actor, sent } = startWithTrace({ reference, attach: true });
    actor.send({ type: 'trace.attach', attach: false });
    expect(actor.getSnapshot().context.trace).toEqual({ reference, attach: false });
    actor.send({ type: 'trace.attach', attach: true });
    expect(actor.getSnapshot().context.trace).toEqual({ reference, attach: true });
    actor.send({ type: 'trace.attach', attach: false });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('traceReference');
  });

  test('an offered trace left unticked stays behind until the owner ticks it', async () => {
    const { actor, sent, stored } = startWithTrace({ reference, attach: false });
    actor.send({ type: 'trace.attach', attach: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent[0]?.traceReference).toBe(reference);
    expect(stored[0]?.traceReference).toBe(reference);
  });

  test('without a trace in the tab there is nothing to tick, and nothing is attached', async () => {
    const { actor, sent } = startWithTrace(undefined);
    actor.send({ type: 'trace.attach', attach: true });
    expect(actor.getSnapshot().context.trace).toBeUndefined();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
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
      { input: {} },
    ).start();
    for (const [field, value] of Object.entries(typed) as [keyof ContactValues, string][])
      actor.send({ type: 'field.change', field, value });
    expect(actor.getSnapshot().hasTag('sending')).toBe(false);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    fail(new TypeError('Failed to fetch'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('failed')).toBe(true);
    expect(failed.hasTag('sending')).toBe(false);
  });
});

describe('contact machine, the form', () => {
  test('starts empty, with no errors', () => {
    const { actor } = start(() => Promise.resolve(''));
    expect(actor.getSnapshot().context).toEqual({
      values: { fullname: '', email: '', message: '' },
      errors: {},
      formError: undefined,
      invalidSubmits: 0,
      trace: undefined,
    });
  });

  test('fixing one field clears its error and keeps the others', () => {
    const { actor } = start(() => Promise.resolve(''));
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'fullname', value: 'Nora' });
    expect(actor.getSnapshot().context.errors).toEqual({
      fullname: undefined,
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  test('after a failure, an invalid submit shows the errors and sends nothing', async () => {
    const { actor, send, type } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    type(typed);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'field.change', field: 'message', value: ' ' });
    actor.send({ type: 'submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.errors.message).toBe('Message is required');
    expect(snapshot.context.invalidSubmits).toBe(1);
    expect(send).toHaveBeenCalledOnce();
  });
});

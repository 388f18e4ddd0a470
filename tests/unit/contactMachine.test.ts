import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactMachine } from '../../src/machines/contact.machine';
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

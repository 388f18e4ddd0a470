import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { flowText } from '../../../src/content/flows';
import { sessionMachine } from '../../../src/machines/session.machine';
import type { StoredUser } from '../../../src/schemas/user.schema';
import { ApiError } from '../../../src/services/api';

function start(login: () => Promise<StoredUser>, user?: StoredUser) {
  const log = {
    toasts: [] as string[],
    hrefs: [] as string[],
    stored: [] as StoredUser[],
    forgot: 0,
  };
  const machine = sessionMachine.provide({
    actors: { login: fromPromise(login) },
    actions: {
      rememberUser: (_, u) => void log.stored.push(u),
      forgetUser: () => void log.forgot++,
      navigate: (_, { href }) => void log.hrefs.push(href),
      toast: (_, { message }) => void log.toasts.push(message),
    },
  });
  return { actor: createActor(machine, { input: { user } }).start(), log };
}

describe('session machine', () => {
  it('boots logged in when a stored user exists', () => {
    const { actor } = start(async () => ({ token: 't' }), { token: 'stored' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
  });

  it('logs in, keeps the whole answer and sends the user to the app download', async () => {
    const user = { token: 'jwt', firstName: 'Mona', id: 7 };
    const { actor, log } = start(async () => user);
    actor.send({ type: 'login.submit', username: '+201001234567', password: 'secret1' });
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(log.stored).toEqual([user]);
    expect(log.toasts).toEqual([flowText.loggedIn]);
    expect(log.hrefs).toEqual(['/how-it-works?activeTab=1#download']);
  });

  it('shows the server message, else the catalogue one, and flags the failure', async () => {
    for (const [message, text] of [
      ['Invalid phone or password', 'Invalid phone or password'],
      ['', flowText.loginFailed],
    ]) {
      const { actor, log } = start(() => Promise.reject(new ApiError(message, 401)));
      actor.send({ type: 'login.submit', username: '+201001234567', password: 'bad' });
      await waitFor(actor, (s) => s.matches('loggedOut') && s.context.loginFailed);
      expect(log.toasts).toEqual([text]);
    }
  });

  it('logs out, forgetting the user', () => {
    const { actor, log } = start(async () => ({ token: 't' }), { token: 'stored' });
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(log.forgot).toBe(1);
  });
});

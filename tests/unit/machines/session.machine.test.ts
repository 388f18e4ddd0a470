import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { flowText } from '../../../src/content/flows';
import { sessionMachine } from '../../../src/machines/session.machine';
import type { StoredUser } from '../../../src/schemas/user.schema';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../../src/services/api';
import type { ToastRequest } from '../../../src/services/toast';
import { FLOW_HREFS } from '../../support/flowHrefs';
import { testPhone } from '../../support/phones';

const ownerPhone = testPhone().international;

interface Script {
  login?: (input: { username: string; password: string }) => Promise<StoredUser>;
  check?: (token: string) => Promise<unknown>;
}

function start(script: Script, user?: StoredUser) {
  const log = {
    toasts: [] as string[],
    infos: [] as ToastRequest[],
    hrefs: [] as string[],
    stored: [] as StoredUser[],
    checked: [] as string[],
    logins: [] as { username: string; password: string }[],
    forgot: 0,
    dismissed: 0,
    guardsRefreshed: 0,
    reloads: 0,
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        log.logins.push(input);
        return (script.login ?? (async () => ({ token: 't' })))(input);
      }),
      checkSession: fromPromise(async ({ input }) => {
        log.checked.push(input.token);
        return (script.check ?? (() => new Promise(() => {})))(input.token);
      }),
    },
    actions: {
      rememberUser: (_, u) => void log.stored.push(u),
      forgetUser: () => void log.forgot++,
      goHomeAndReload: () => void log.reloads++,
      refreshGuards: () => void log.guardsRefreshed++,
      dismissToasts: () => {
        log.dismissed++;
        log.toasts.length = 0;
      },
      navigate: (_, { to }) => void log.hrefs.push(FLOW_HREFS[to]),
      toast: (_, request) => {
        log.toasts.push(request.message);
        if (request.kind === 'info') log.infos.push(request);
      },
    },
  });
  return { actor: createActor(machine, { input: { user } }).start(), log };
}

const stored = { token: 'stored-jwt', firstName: 'Mona' };
const ENDED = 'Your session has ended. Please login again.';

describe('session machine', () => {
  it('boots logged in when a stored user exists, and checks its token with the API', () => {
    const { actor, log } = start({}, stored);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().matches({ loggedIn: 'checking' })).toBe(true);
    expect(log.checked).toEqual(['stored-jwt']);
  });

  it('boots logged out without one, asking the API nothing', () => {
    const { actor, log } = start({});
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: undefined });
    expect(log.checked).toEqual([]);
  });

  it('logs in, keeps the whole answer and sends the user to the app download', async () => {
    const user = { token: 'jwt', firstName: 'Mona', id: 7 };
    const { actor, log } = start({ login: async () => user });
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'secret1' });
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(log.stored).toEqual([user]);
    expect(log.toasts).toEqual([flowText.loggedIn]);
    expect(log.hrefs).toEqual(['/how-it-works?activeTab=1#download']);
    // A token the API just issued needs no check.
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(log.checked).toEqual([]);
  });

  it('logs in with the phone and password typed, clearing the toasts of earlier attempts', async () => {
    const sent: { username: string; password: string }[] = [];
    const { actor, log } = start({
      login: async (input) => {
        sent.push(input);
        return { token: 'jwt' };
      },
    });
    log.toasts.push('an earlier error');
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'secret1' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(sent).toEqual([{ username: ownerPhone, password: 'secret1' }]);
    expect(log.dismissed).toBe(1);
    expect(log.toasts).toEqual([flowText.loggedIn]);
  });

  // The line under the form must not call a refused password a server failure.
  it.each([
    [
      'a refusal in the server words',
      new ApiError('Incorrect phone number or password.', 401),
      'Incorrect phone number or password.',
      'Incorrect phone number or password.',
    ],
    [
      'a refusal without words',
      new ApiError('', 429),
      flowText.loginFailed,
      flowText.loginFailedLine,
    ],
    [
      'a server failure',
      new ApiError('Database down', 500),
      'Database down',
      flowText.loginFailedLine,
    ],
    [
      'a failure without words',
      new ApiError('', 503),
      flowText.loginFailed,
      flowText.loginFailedLine,
    ],
    ['no answer', new ApiError(NETWORK_MESSAGE), NETWORK_MESSAGE, flowText.loginFailedLine],
    ['a refused request', new ApiError('Bad request', 400), 'Bad request', 'Bad request'],
    // On a page in another language than the API's, its words are withheld (src/services/api.ts).
    [
      'a refusal in words the page does not show',
      new ApiError('', 401, true),
      flowText.loginRefused,
      flowText.loginRefused,
    ],
    [
      'too many attempts, in words the page does not show',
      new ApiError('', 429, true),
      flowText.tooManyRequests,
      flowText.tooManyRequests,
    ],
    [
      'a server failure in words the page does not show',
      new ApiError('', 500, true),
      flowText.loginFailed,
      flowText.loginFailedLine,
    ],
    ['a refusal at the edge', new ApiError('Slow down', 499), 'Slow down', 'Slow down'],
  ])('after %s: toast and line say what happened', async (_, error, toast, line) => {
    const { actor, log } = start({ login: () => Promise.reject(error) });
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'bad' });
    await waitFor(actor, (s) => s.matches('loggedOut') && s.context.loginError !== undefined);
    expect(log.toasts).toEqual([toast]);
    expect(actor.getSnapshot().context.loginError).toBe(line);
  });

  it('clears the line and the old toast when the owner tries again', async () => {
    let answer: Promise<StoredUser> = Promise.reject(new ApiError('Wrong', 401));
    const { actor, log } = start({ login: () => answer });
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'bad' });
    await waitFor(actor, (s) => s.context.loginError === 'Wrong');
    answer = new Promise(() => {});
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'better1' });
    expect(actor.getSnapshot().context.loginError).toBeUndefined();
    expect(log.toasts).toEqual([]);
  });

  it('logs out, forgetting the user', () => {
    const { actor, log } = start({}, stored);
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(log.forgot).toBe(1);
    expect(log.reloads).toBe(1);
  });

  it('a session the API still accepts stays as it is, without a word', async () => {
    const { actor, log } = start({ check: async () => ({ firstName: 'Mona' }) }, stored);
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    expect(actor.getSnapshot().context.user).toEqual(stored);
    expect(log).toMatchObject({ forgot: 0, guardsRefreshed: 0, toasts: [] });
  });

  it.each([
    ["the server's message", ENDED, ENDED],
    ['the catalogue message when the answer has none', '', flowText.sessionEnded],
  ])('a 401 ends the session with %s, re-running the guards without a reload', async (_, m, t) => {
    const { actor, log } = start({ check: () => Promise.reject(new ApiError(m, 401)) }, stored);
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context.user).toBeUndefined();
    expect(log.forgot).toBe(1);
    expect(log.guardsRefreshed).toBe(1);
    expect(log.reloads).toBe(0);
    expect(log.hrefs).toEqual([]);
    expect(log.infos).toEqual([{ kind: 'info', message: t }]);
  });

  it.each([
    ['the network', new ApiError(NETWORK_MESSAGE)],
    ['a timeout', new ApiError(TIMEOUT_MESSAGE)],
    ['a server error', new ApiError('Internal server error', 500)],
    ['a busy server', new ApiError('Try again later.', 503)],
    ['a refusal other than 401', new ApiError('Too many attempts.', 429)],
    ['an unexpected failure', new Error('boom')],
  ])('a failed check through %s keeps the session', async (_, error) => {
    const { actor, log } = start({ check: () => Promise.reject(error) }, stored);
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    expect(actor.getSnapshot().context.user).toEqual(stored);
    expect(log).toMatchObject({ forgot: 0, guardsRefreshed: 0, toasts: [] });
  });

  it('logging out while the check runs logs out and ignores the check', async () => {
    let answer: (error: unknown) => void = () => {};
    const check = () => new Promise((_, reject) => (answer = reject));
    const { actor, log } = start({ check }, stored);
    actor.send({ type: 'logout' });
    answer(new ApiError(ENDED, 401));
    await Promise.resolve();
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(log).toMatchObject({ forgot: 1, reloads: 1, guardsRefreshed: 0, toasts: [] });
  });
});

describe('session machine, logging in', () => {
  it('sends the typed phone and password to the API, once', async () => {
    const { actor, log } = start({});
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'secret1' });
    expect(actor.getSnapshot().hasTag('loggingIn')).toBe(true);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
    await waitFor(actor, (s) => s.hasTag('loggedIn'));
    expect(log.logins).toEqual([{ username: ownerPhone, password: 'secret1' }]);
    expect(actor.getSnapshot().context).toEqual({ user: { token: 't' }, loginError: undefined });
  });

  it('a new attempt after a failed one clears the failure while it runs', async () => {
    let attempt = 0;
    const { actor, log } = start({
      login: () =>
        ++attempt === 1 ? Promise.reject(new ApiError('', 401)) : new Promise<StoredUser>(() => {}),
    });
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'bad' });
    await waitFor(actor, (s) => s.context.loginError !== undefined);
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'secret1' });
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
    expect(actor.getSnapshot().context.loginError).toBeUndefined();
    expect(log.logins.at(-1)).toEqual({ username: ownerPhone, password: 'secret1' });
  });

  it('a failed login toasts as an error and stays logged out', async () => {
    const errors: string[] = [];
    const machine = sessionMachine.provide({
      actors: { login: fromPromise(() => Promise.reject(new ApiError('Locked', 423))) },
      actions: { toast: (_, { kind, message }) => void errors.push(`${kind}: ${message}`) },
    });
    const actor = createActor(machine, { input: { user: undefined } }).start();
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'x' });
    await waitFor(actor, (s) => s.context.loginError !== undefined);
    expect(errors).toEqual(['error: Locked']);
    expect(actor.getSnapshot().context.loginError).toBe('Locked');
    expect(actor.getSnapshot().context.user).toBeUndefined();
  });

  it('a successful login toasts as a success', async () => {
    const kinds: string[] = [];
    const machine = sessionMachine.provide({
      actors: { login: fromPromise(async () => ({ token: 'jwt' })) },
      actions: { toast: (_, { kind }) => void kinds.push(kind) },
    });
    const actor = createActor(machine, { input: { user: undefined } }).start();
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'x' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(kinds).toEqual(['success']);
  });

  it('a logout leaves no user behind, and the next login checks nothing', async () => {
    const { actor, log } = start({ check: async () => ({}) }, stored);
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().context.user).toBeUndefined();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'secret1' });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    expect(log.checked).toEqual(['stored-jwt']);
  });
});

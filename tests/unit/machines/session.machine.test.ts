import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failureText } from '../../../src/content/failures';
import { flowText, flowWordsText, type FlowWords } from '../../../src/content/flows';
import type { ToastParams } from '../../../src/machines/flowEffects';
import { sessionMachine } from '../../../src/machines/session.machine';
import { m } from '../../../src/paraglide/messages.js';
import type { Locale } from '../../../src/paraglide/runtime.js';
import { FailureError, type Failure } from '../../../src/schemas/failure';
import type { StoredUser } from '../../../src/schemas/user.schema';
import { httpFailure, networkFailure, timeoutFailure } from '../../helpers/failures';
import { FLOW_HREFS } from '../../helpers/flowHrefs';
import { testPhone } from '../../helpers/phones';

const ownerPhone = testPhone().international;

interface Script {
  login?: (input: { username: string; password: string }) => Promise<StoredUser>;
  check?: (token: string) => Promise<unknown>;
}

function start(script: Script, user?: StoredUser) {
  const log = {
    toasts: [] as string[],
    // What each toast was asked to say, to read in any page language.
    words: [] as FlowWords[],
    infos: [] as ToastParams[],
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
        log.toasts.push(flowWordsText(request.words));
        log.words.push(request.words);
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

  // The line under the form must not call a refused password a server failure. The API
  // answers in English: on an Arabic page its words are withheld and the failure is said in
  // the page's own words (src/content/failures.ts).
  const ar = (message: (inputs: Record<string, never>, o: { locale: Locale }) => string) =>
    message({}, { locale: 'ar' });
  it.each<[string, Failure, Locale, string, string]>([
    [
      'a refusal in the server words',
      httpFailure(401, 'Incorrect phone number or password.').failure,
      'en',
      'Incorrect phone number or password.',
      'Incorrect phone number or password.',
    ],
    [
      'a refusal without words',
      httpFailure(403).failure,
      'en',
      flowText.loginFailed,
      flowText.loginFailedLine,
    ],
    [
      'too many attempts, without words',
      httpFailure(429).failure,
      'en',
      m.flow_too_many_requests(),
      m.flow_too_many_requests(),
    ],
    [
      'a server failure',
      httpFailure(500, 'Database down').failure,
      'en',
      'Database down',
      flowText.loginFailedLine,
    ],
    [
      'a failure without words',
      httpFailure(503).failure,
      'en',
      flowText.loginFailed,
      flowText.loginFailedLine,
    ],
    ['no answer', networkFailure().failure, 'en', flowText.network, flowText.loginFailedLine],
    [
      'no answer in time',
      timeoutFailure().failure,
      'en',
      m.api_timeout(),
      flowText.loginFailedLine,
    ],
    [
      'a refused request',
      httpFailure(400, 'Bad request').failure,
      'en',
      'Bad request',
      'Bad request',
    ],
    [
      'a refusal in words the page does not show',
      httpFailure(401, 'Incorrect phone number or password.').failure,
      'ar',
      ar(m.flow_login_refused),
      ar(m.flow_login_refused),
    ],
    [
      'too many attempts, in words the page does not show',
      httpFailure(429, 'Too many attempts.').failure,
      'ar',
      ar(m.flow_too_many_requests),
      ar(m.flow_too_many_requests),
    ],
    [
      'a server failure in words the page does not show',
      httpFailure(500, 'Database down').failure,
      'ar',
      ar(m.flow_login_failed),
      ar(m.flow_login_failed_line),
    ],
    [
      'a refusal at the edge',
      httpFailure(499, 'Slow down').failure,
      'en',
      'Slow down',
      'Slow down',
    ],
  ])('after %s: toast and line say what happened', async (_, failure, locale, toast, line) => {
    const { actor, log } = start({ login: () => Promise.reject(new FailureError(failure)) });
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'bad' });
    await waitFor(actor, (s) => s.matches('loggedOut') && s.context.loginError !== undefined);
    expect(log.words).toEqual([{ failure, place: 'login' }]);
    expect(log.words.map((words) => flowWordsText(words, locale))).toEqual([toast]);
    expect(actor.getSnapshot().context.loginError).toEqual(failure);
    expect(failureText({ failure, place: 'loginLine' }, locale)).toBe(line);
  });

  it('clears the line and the old toast when the owner tries again', async () => {
    let answer: Promise<StoredUser> = Promise.reject(httpFailure(401, 'Wrong'));
    const { actor, log } = start({ login: () => answer });
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'bad' });
    await waitFor(actor, (s) => s.context.loginError !== undefined);
    const loginError = actor.getSnapshot().context.loginError;
    expect(loginError && failureText({ failure: loginError, place: 'loginLine' })).toBe('Wrong');
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
  ])(
    'a 401 ends the session with %s, re-running the guards without a reload',
    async (_, said, t) => {
      const { actor, log } = start({ check: () => Promise.reject(httpFailure(401, said)) }, stored);
      await waitFor(actor, (s) => s.matches('loggedOut'));
      expect(actor.getSnapshot().context.user).toBeUndefined();
      expect(log.forgot).toBe(1);
      expect(log.guardsRefreshed).toBe(1);
      expect(log.reloads).toBe(0);
      expect(log.hrefs).toEqual([]);
      const failure = httpFailure(401, said).failure;
      expect(log.infos).toEqual([{ kind: 'info', words: { failure, place: 'sessionEnded' } }]);
      expect(log.infos.map((info) => flowWordsText(info.words))).toEqual([t]);
    },
  );

  it.each([
    ['the network', networkFailure()],
    ['a timeout', timeoutFailure()],
    ['a server error', httpFailure(500, 'Internal server error')],
    ['a busy server', httpFailure(503, 'Try again later.')],
    ['a refusal other than 401', httpFailure(429, 'Too many attempts.')],
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
    answer(httpFailure(401, ENDED));
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
        ++attempt === 1 ? Promise.reject(httpFailure(401)) : new Promise<StoredUser>(() => {}),
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
      actors: { login: fromPromise(() => Promise.reject(httpFailure(423, 'Locked'))) },
      actions: {
        toast: (_, { kind, words }) => void errors.push(`${kind}: ${flowWordsText(words)}`),
      },
    });
    const actor = createActor(machine, { input: { user: undefined } }).start();
    actor.send({ type: 'login.submit', username: ownerPhone, password: 'x' });
    await waitFor(actor, (s) => s.context.loginError !== undefined);
    expect(errors).toEqual(['error: Locked']);
    const { loginError } = actor.getSnapshot().context;
    expect(loginError).toEqual({ kind: 'http', status: 423, said: 'Locked' });
    expect(loginError && failureText({ failure: loginError, place: 'loginLine' })).toBe('Locked');
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

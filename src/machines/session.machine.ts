import { assign, fromPromise, setup } from 'xstate';
import { flowText } from '../content/flows';
import type { StoredUser } from '../schemas/user.schema';
import type { LoginPayload } from '../services/authApi';
import { flowPaths, messageFrom, type NavigateParams, type ToastParams } from './flowShared';

export interface SessionContext {
  user: StoredUser | undefined;
  // Set by a failed login so the login screen can show its line under the form.
  loginFailed: boolean;
}

export type SessionEvent =
  { type: 'login.submit'; username: string; password: string } | { type: 'logout' };

// Lives for the app's lifetime. Booted from localStorage `userData` (validated by the
// caller); header and route guards read `loggedIn` from here and nowhere else.
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { user: StoredUser | undefined },
  },
  actions: {
    // Filled in at actor creation (see src/app/session.ts): storage, cookie and router.
    rememberUser: (_, _user: StoredUser) => {},
    forgetUser: () => {},
    goHomeAndReload: () => {},
    navigate: (_, _params: NavigateParams) => {},
    toast: (_, _params: ToastParams) => {},
  },
  actors: {
    login: fromPromise<StoredUser, LoginPayload>(() => Promise.reject(new Error('no login'))),
  },
  guards: {
    hasUser: ({ context }) => context.user !== undefined,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user, loginFailed: false }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'hasUser', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: { 'login.submit': { target: 'loggingIn', actions: assign({ loginFailed: false }) } },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'login.submit'
            ? { username: event.username, password: event.password }
            : { username: '', password: '' },
        onDone: {
          target: 'loggedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'rememberUser', params: ({ event }) => event.output },
            { type: 'toast', params: { kind: 'success', message: flowText.loggedIn } },
            { type: 'navigate', params: { href: flowPaths.afterLogin } },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            assign({ loginFailed: true }),
            {
              type: 'toast',
              params: ({ event }) => ({
                kind: 'error',
                message: messageFrom(event.error, flowText.loginFailed),
              }),
            },
          ],
        },
      },
    },
    loggedIn: {
      on: {
        logout: {
          target: 'loggedOut',
          actions: ['forgetUser', assign({ user: undefined }), 'goHomeAndReload'],
        },
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../schemas/failure';
import { asFailure, statusOf } from '../schemas/failure';
import type { StoredUser } from '../schemas/user.schema';
import type { LoginPayload } from '../services/authApi';
import { placed, type NavigateParams, type ToastParams } from './flowEffects';

export interface SessionContext {
  user: StoredUser | undefined;
  // Why the last login failed: the line under the form says it (src/content/failures.ts,
  // place 'loginLine'), so a wrong password never reads as a broken server.
  loginError?: Failure;
}

export type SessionEvent =
  | { type: 'login.submit'; username: string; password: string }
  | { type: 'logout' }
  // Another tab of the site logged out: the stored session is gone for this tab too.
  | { type: 'loggedOutElsewhere' }
  // This tab deleted the account it was logged in to: the deletion's page says so.
  | { type: 'account.deleted' };

// Lives for the app's lifetime. Booted from localStorage `userData` (validated by the
// caller); header and route guards read `loggedIn` from here and nowhere else. A session
// brought back from storage counts as logged in while the API is asked whether it still
// holds, so the header does not flash logged out; only the API's 401 ends it.
// What the screens show: the logged-in header and pages, a login on its way.
export type SessionTag = 'loggedIn' | 'loggingIn';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { user: StoredUser | undefined },
    tags: {} as SessionTag,
  },
  actions: {
    // Filled in at actor creation (see src/app/session.ts): storage, cookie and router.
    rememberUser: (_, _user: StoredUser) => {},
    forgetUser: () => {},
    goHomeAndReload: () => {},
    // Re-runs the router's guards for the page on screen, without a reload.
    refreshGuards: () => {},
    navigate: (_, _params: NavigateParams) => {},
    toast: (_, _params: ToastParams) => {},
    // Clears the toasts on screen, so an attempt's outcome never stacks on an earlier one.
    dismissToasts: () => {},
  },
  actors: {
    login: fromPromise<StoredUser, LoginPayload>(() => Promise.reject(new Error('no login'))),
    checkSession: fromPromise<unknown, { token: string }>(() =>
      Promise.reject(new Error('no checkSession')),
    ),
  },
  guards: {
    hasUser: ({ context }) => context.user !== undefined,
    // The API no longer accepts the token (expired, or older than a password change).
    // Anything else (offline, timeout, server trouble) says nothing about the session.
    sessionEnded: (_, { error }: { error: unknown }) => statusOf(asFailure(error)) === 401,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'hasUser', target: 'loggedIn.checking' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'login.submit': {
          target: 'loggingIn',
          actions: [assign({ loginError: undefined }), 'dismissToasts'],
        },
      },
    },
    loggingIn: {
      tags: 'loggingIn',
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
            { type: 'toast', params: { kind: 'success', words: { notice: 'loggedIn' } } },
            { type: 'navigate', params: { to: 'afterLogin' } },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            assign({ loginError: ({ event }) => asFailure(event.error) }),
            {
              type: 'toast',
              params: ({ event }) => ({ kind: 'error', words: placed(event.error, 'login') }),
            },
          ],
        },
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      initial: 'active',
      states: {
        checking: {
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            input: ({ context }) => ({ token: context.user?.token ?? '' }),
            onDone: 'active',
            onError: [
              {
                guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
                target: '#session.loggedOut',
                actions: [
                  'forgetUser',
                  assign({ user: undefined }),
                  'refreshGuards',
                  {
                    type: 'toast',
                    params: ({ event }) => ({
                      kind: 'info',
                      words: placed(event.error, 'sessionEnded'),
                    }),
                  },
                ],
              },
              { target: 'active' },
            ],
          },
        },
        active: {},
      },
      on: {
        logout: {
          target: 'loggedOut',
          actions: ['forgetUser', assign({ user: undefined }), 'goHomeAndReload'],
        },
        // The page stays where it is, telling of the deletion; every other tab of the site
        // logs out through the storage event as the user is forgotten here.
        'account.deleted': {
          target: 'loggedOut',
          actions: ['forgetUser', assign({ user: undefined }), 'refreshGuards'],
        },
        // The page stays where it is: its guards decide what a logged-out visitor sees there.
        // Storage is the other tab's to clear: clearing it again here could wipe a login
        // that tab has made since.
        loggedOutElsewhere: {
          target: 'loggedOut',
          actions: [
            assign({ user: undefined }),
            'refreshGuards',
            { type: 'toast', params: { kind: 'info', words: { notice: 'loggedOutElsewhere' } } },
          ],
        },
      },
    },
  },
});

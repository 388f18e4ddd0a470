import { assign, setup } from 'xstate';
import type { StoredUser } from '../schemas/user.schema';

export interface SessionContext {
  user: StoredUser | undefined;
}

export type SessionEvent = { type: 'logout' };

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
    forgetUser: () => {},
    goHomeAndReload: () => {},
  },
  guards: {
    hasUser: ({ context }) => context.user !== undefined,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'hasUser', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {},
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

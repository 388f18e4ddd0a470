import { createActor, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../machines/session.machine';
import { parseStoredUser } from '../schemas/user.schema';
import { deleteCookie } from '../services/cookies';
import { localStore } from '../services/storage';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export const USER_KEY = 'userData';
export const TOKEN_COOKIE = 'token';

// Binds the session machine to the browser: localStorage, the token cookie and navigation.
export function createSession(navigate: (to: string) => Promise<void> | void): SessionActor {
  const stored = parseStoredUser(localStore.get(USER_KEY));
  if (!stored) localStore.remove(USER_KEY);
  return createActor(
    sessionMachine.provide({
      actions: {
        forgetUser: () => {
          localStore.clear();
          deleteCookie(TOKEN_COOKIE);
        },
        goHomeAndReload: () => {
          void Promise.resolve(navigate('/')).then(() => window.location.reload());
        },
      },
    }),
    { input: { user: stored } },
  );
}

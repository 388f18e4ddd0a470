import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../machines/session.machine';
import {
  forgetSignedInUser,
  LOCAL_KEYS,
  readSignedInUser,
  saveSignedInUser,
} from './storage/flowStorage';
import type { FlowTarget } from '../machines/flowEffects';
import { deleteCookie, setCookie } from '../services/cookies';
import { flowToast } from './flowToast';
import type { AppServices } from './services';
import { tokenLifetimeSeconds } from './tokenLifetime';
import { traceOf } from './storage/flowTrace';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export const TOKEN_COOKIE = 'token';

export interface SessionRouter {
  navigate: (to: FlowTarget) => Promise<void> | void;
  // Re-runs the guards of the page on screen (the router's invalidate).
  invalidate: () => Promise<void> | void;
}

// Binds the session machine to the browser: localStorage, the token cookie and the router.
export function createSession(
  { navigate, invalidate }: SessionRouter,
  services: AppServices,
): SessionActor {
  const { localStore } = services;
  const stored = readSignedInUser(localStore);
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => services.auth.login(input)),
      checkSession: fromPromise(({ input }) => services.auth.me(input.token)),
    },
    actions: {
      rememberUser: (_, user) => {
        saveSignedInUser(localStore, user);
        setCookie(TOKEN_COOKIE, user.token, {
          maxAgeSeconds: tokenLifetimeSeconds(user.token, Date.now()),
        });
      },
      forgetUser: () => {
        forgetSignedInUser(localStore);
        deleteCookie(TOKEN_COOKIE);
      },
      goHomeAndReload: () => {
        void Promise.resolve(navigate('home')).then(services.reload);
      },
      refreshGuards: () => void invalidate(),
      navigate: (_, { to }) => void navigate(to),
      toast: flowToast(services.notify),
      dismissToasts: () => services.dismissToasts(),
    },
  });
  const actor = createActor(machine, {
    input: { user: stored },
    inspect: traceOf(services).inspector('session', services.inspect),
  });
  // A tab that logs out clears localStorage, and every other tab of the site is told at once
  // (the storage event): they log out too, instead of showing an account whose token is gone.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== LOCAL_KEYS.signedInUser) return;
    if (!readSignedInUser(localStore)) actor.send({ type: 'loggedOutElsewhere' });
  });
  return actor;
}

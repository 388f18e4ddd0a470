import { useSyncExternalStore } from 'react';
import { readSignedInUser } from './storage/signedInUser';
import { onDemand, type OnDemand } from '../slowPhone/onDemand';
import type { AppServices } from './services';
import type { SessionActor, SessionRouter } from './session';

// What every page shows of the session: whether someone is logged in, and their name.
export interface SessionView {
  loggedIn: boolean;
  userName?: string;
}

// The session as pages meet it. The session machine (and xstate) loads only when it is
// needed: a stored user to check, a login form, a page that needs a login. A visitor who
// never logged in reads marketing pages without downloading it. Until it has loaded, the
// view is the stored user, exactly where the machine starts.
export interface SessionGate {
  view: () => SessionView;
  subscribe: (listener: () => void) => () => void;
  // The session machine, loaded when it is first needed.
  machine: OnDemand<SessionActor>;
}

// Prerendered HTML is always the logged-out page; hydration renders that first too.
const LOGGED_OUT: SessionView = { loggedIn: false };

export function createSessionGate(router: SessionRouter, services: AppServices): SessionGate {
  const stored = readSignedInUser(services.localStore);
  let view: SessionView = stored ? { loggedIn: true, userName: stored.firstName } : LOGGED_OUT;
  const listeners = new Set<() => void>();
  const machine = onDemand(() =>
    import('./session').then(({ createSession }) => {
      const session = createSession(router, services);
      session.subscribe((snapshot) => {
        const next: SessionView = {
          loggedIn: snapshot.hasTag('loggedIn'),
          userName: snapshot.context.user?.firstName,
        };
        if (next.loggedIn === view.loggedIn && next.userName === view.userName) return;
        view = next;
        listeners.forEach((listener) => listener());
      });
      session.start();
      return session;
    }),
  );
  // A stored session is checked with the API as soon as the app starts.
  if (stored) void machine.load();
  return {
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    machine,
  };
}

// Who is logged in, as the page shows it. Hydration reads the prerendered (logged-out)
// view first, then the browser's.
export function useSessionView(gate: SessionGate): SessionView {
  return useSyncExternalStore(gate.subscribe, gate.view, () => LOGGED_OUT);
}

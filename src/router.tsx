import { createRouter } from '@tanstack/react-router';
import { createSession, type SessionActor } from './app/session';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './ui/NotFoundPage';

export interface RouterContext {
  session: SessionActor;
}

export function createAppRouter() {
  // The session navigates through the router and the router's guards read the session,
  // so the session is bound to the router lazily.
  const session = createSession((to) => router.navigate({ to }));
  const router = createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
  session.start();
  session.subscribe(() => void router.invalidate());
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

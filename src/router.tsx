import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createFlowsGate } from './app/flowsGate';
import { markRoutesLive, withLiveMark } from './slowPhone/liveMarks';
import { flowTargets, warmTargets } from './app/flowTargets';
import { focusOnNavigate } from './app/focusOnNavigate';
import { browserServices, type AppServices } from './app/services';
import { createSessionGate } from './app/sessionGate';
import type { FlowTarget } from './machines/flowEffects';
import { localeRewrite } from './i18n/localePath';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './ui/NotFoundPage';

export interface AppRouterOptions {
  history?: RouterHistory;
  services?: Partial<AppServices>;
  // False renders the app into a container (tests) rather than as the whole document.
  ownsDocument?: boolean;
}

export function createAppRouter({
  history,
  services: overrides,
  ownsDocument = true,
}: AppRouterOptions = {}) {
  const services = browserServices(overrides);
  // The machines navigate through the router and the router's guards read the session,
  // so both are bound to the router lazily.
  const navigate = (to: FlowTarget): Promise<void> => router.navigate(flowTargets[to]);
  const invalidate = (): Promise<void> => router.invalidate();
  const session = createSessionGate({ navigate, invalidate }, services);
  // A deleted account logs this tab out where it is (the session machine loads for it only
  // when someone is logged in).
  const endSession = () => {
    if (session.view().loggedIn)
      void session.machine.load().then((actor) => actor.send({ type: 'account.deleted' }));
  };
  const flowsGate = createFlowsGate(services, { navigate, endSession }, (targets) =>
    warmTargets(router, targets),
  );
  const router = createRouter({
    routeTree,
    history,
    context: { services, session, flowsGate, ownsDocument },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: withLiveMark(NotFoundPage),
    rewrite: localeRewrite,
  });
  // Guards read the session on every navigation; a login navigates away itself and a
  // logout reloads the page. A stored session the API refuses at start invalidates the
  // router itself, so the page on screen re-runs its guards.
  focusOnNavigate(router);
  // A prerendered page's content says when it is live, for what the visitor did before.
  markRoutesLive(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

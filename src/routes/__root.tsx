import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Flows } from '../app/flows';
import type { AppServices } from '../app/services';
import type { SessionActor } from '../app/session';
import type { SupportConsole } from '../app/support/console';
import { Footer } from '../ui/Footer';
import { Header } from '../ui/Header';
import { SkipLink } from '../ui/SkipLink';
import { Toaster } from '../ui/Toaster';

// What every route reads from the router (src/router.tsx provides it). Declared here, with
// the root it types, so the route tree never imports the router that imports it.
export interface RouterContext {
  services: AppServices;
  session: SessionActor;
  // The sign-up and reset actors, created on the first visit to a flow page (the `_flows`
  // layout) so their code and firebase stay off the marketing pages; one pair per app.
  loadFlows: () => Promise<Flows>;
  // The support console (its API, the replay and the diagrams), on the first visit to
  // /support only.
  loadSupport: () => Promise<SupportConsole>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { session } = Route.useRouteContext();
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn'));
  const userName = useSelector(session, (s) => s.context.user?.firstName);
  return (
    <>
      <HeadContent />
      <SkipLink />
      <Header
        loggedIn={loggedIn}
        userName={userName}
        onLogout={() => session.send({ type: 'logout' })}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}

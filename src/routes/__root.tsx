import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { RouterContext } from '../router';
import { Footer } from '../ui/Footer';
import { Header } from '../ui/Header';
import { SkipLink } from '../ui/SkipLink';
import { Toaster } from '../ui/Toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { session } = Route.useRouteContext();
  const loggedIn = useSelector(session, (s) => s.matches('loggedIn'));
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

import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { pageHead } from '../content/pageMeta';
import { HomePage } from '../ui/home/HomePage';

export const Route = createFileRoute('/')({
  head: () => pageHead('home'),
  component: Home,
});

function Home() {
  const { session } = Route.useRouteContext();
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn'));
  return <HomePage loggedIn={loggedIn} />;
}

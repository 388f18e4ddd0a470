import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { HomePage } from '../ui/home/HomePage';
import { useSessionView } from '../app/sessionGate';

export const Route = createFileRoute('/')({
  head: () => pageHead('home'),
  component: Home,
});

function Home() {
  const { session } = Route.useRouteContext();
  const { loggedIn } = useSessionView(session);
  return <HomePage loggedIn={loggedIn} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { AboutPage } from '../ui/about/AboutPage';
import { useSessionView } from '../app/sessionGate';

export const Route = createFileRoute('/about-us')({
  head: () => pageHead('aboutUs'),
  component: AboutUs,
});

function AboutUs() {
  const { session } = Route.useRouteContext();
  const { loggedIn } = useSessionView(session);
  return <AboutPage loggedIn={loggedIn} />;
}

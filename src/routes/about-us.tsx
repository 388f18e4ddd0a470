import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { pageHead } from '../content/pageMeta';
import { AboutPage } from '../ui/about/AboutPage';

export const Route = createFileRoute('/about-us')({
  head: () => pageHead('aboutUs'),
  component: AboutUs,
});

function AboutUs() {
  const { session } = Route.useRouteContext();
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn'));
  return <AboutPage loggedIn={loggedIn} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { SupportConsole } from './-components/SupportConsole';

// Staff only, and nothing of it on any other page: the console (its API, the replay and
// the machines' diagrams) loads here, on the first visit.
export const Route = createFileRoute('/support')({
  head: () => pageHead('support'),
  beforeLoad: async ({ context }) => ({ support: await context.loadSupport() }),
  component: SupportPage,
});

function SupportPage() {
  const { support } = Route.useRouteContext();
  return <SupportConsole support={support} />;
}

import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createSession } from '../../src/app/session';
import { routeTree } from '../../src/routeTree.gen';
import { NotFoundPage } from '../../src/ui/NotFoundPage';

// Renders the real route tree at a URL with a memory history, as the app would.
export function renderRoute(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const session = createSession((to) => router.navigate({ to }));
  const router = createRouter({
    routeTree,
    history,
    context: { session },
    defaultNotFoundComponent: NotFoundPage,
  });
  session.start();
  session.subscribe(() => void router.invalidate());
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, session, history };
}

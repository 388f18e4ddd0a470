import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { browserServices, type AppServices } from '../../src/app/services';
import { createAppRouter } from '../../src/router';
import { createConsoleRouter, type ConsoleServices } from '../../src/features/support/router';

// Renders the real route tree at a URL with a memory history, as the app would. Pass
// `services` to replace the outside world (API, phone auth, storage…) with fakes. Without a
// fake API, a stored session's check is left unanswered (the owner stays logged in), so no
// test reaches for a real server.
export function renderRoute(url: string, services?: Partial<AppServices>) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const auth = services?.auth ?? { ...browserServices().auth, me: () => new Promise(() => {}) };
  const router = createAppRouter({ history, services: { ...services, auth }, ownsDocument: false });
  const session = router.options.context.session;
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, session, history };
}

// The support console's own router at a URL, as its page (support.html) would render it.
export function renderConsoleRoute(url: string, services?: Partial<ConsoleServices>) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createConsoleRouter({ history, services, ownsDocument: false });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, history };
}

// Forms hold router links, so they render inside a one-page router. Resolves once the page
// is on screen (the router renders asynchronously).
// `container` draws it apart from the document (another screen may be on the page).
export async function renderWithRouter(ui: ReactNode, container?: HTMLElement) {
  const rootRoute = createRootRoute({ component: () => <main data-testid="page">{ui}</main> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(<RouterProvider router={router} />, container ? { container } : {});
  await waitFor(() => view.getByTestId('page'));
  return { ...view, router };
}

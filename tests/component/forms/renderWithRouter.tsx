import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

// Forms hold router links, so they render inside a one-page router. Resolves once the page
// is on screen (the router renders asynchronously).
export async function renderWithRouter(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => <main data-testid="page">{ui}</main> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(<RouterProvider router={router} />);
  await screen.findByTestId('page');
  return { ...view, router };
}

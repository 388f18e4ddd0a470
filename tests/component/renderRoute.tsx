import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { AppServices } from '../../src/app/services';
import { createAppRouter } from '../../src/router';

// Renders the real route tree at a URL with a memory history, as the app would. Pass
// `services` to replace the outside world (API, phone auth, storage…) with fakes.
export function renderRoute(url: string, services?: Partial<AppServices>) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ history, services });
  const session = router.options.context.session;
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, session, history };
}

import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { browserServices, type AppServices } from '../../src/app/services';
import { createAppRouter } from '../../src/router';

// Renders the real route tree at a URL with a memory history, as the app would. Pass
// `services` to replace the outside world (API, phone auth, storage…) with fakes. Without a
// fake API, a stored session's check is left unanswered (the owner stays logged in), so no
// test reaches for a real server.
export function renderRoute(url: string, services?: Partial<AppServices>) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const auth = services?.auth ?? { ...browserServices().auth, me: () => new Promise(() => {}) };
  const router = createAppRouter({ history, services: { ...services, auth } });
  const session = router.options.context.session;
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, session, history };
}

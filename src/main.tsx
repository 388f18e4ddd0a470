import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { scheduleVitals } from './slowPhone/vitals/schedule';
import { createAppRouter } from './router';
import './ui/styles/index.css';

declare global {
  interface Window {
    // The router's hydration data, present on the pages the build prerendered.
    $_TSR?: unknown;
  }
}

// Evaluating this file, building the router and starting React each take a task of their
// own: in one they made the page's longest task after its first paint, long enough to hold up
// a tap on a slow phone (docs/decisions/004-app-after-first-paint.md).
setTimeout(() => {
  const router = createAppRouter();
  // Field vitals of this page load, when it is sampled: loaded once the app has hydrated.
  scheduleVitals(router);
  setTimeout(() => render(router));
});

// Marketing and legal pages arrive as prerendered HTML and are hydrated; the flow and
// account pages arrive as the bare shell (the build's app.html, the dev server's
// index.html) and render in the browser.
// Hydrated as a transition: React then hydrates in slices of a few milliseconds, yielding
// to the browser between them, instead of one task as long as the whole page (on a slow
// phone, half a second in which a tap waits). A tap on a part not yet hydrated still gets
// that part hydrated first (and src/boot.ts holds it until the page is live).
function render(router: ReturnType<typeof createAppRouter>): void {
  if (window.$_TSR) {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(document).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

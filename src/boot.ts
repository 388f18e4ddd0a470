import { releaseEarlyEvents, holdEarlyEvents } from './slowPhone/earlyEvents';

// The one script a prerendered page links (the flow pages' shell links the app directly).
// The page is readable before any of the app's code runs, so the app is only requested once
// the text is on screen: on a slow link the HTML, its stylesheet and its font get the whole
// connection, and the app follows. The build names the app's file on this script's tag
// (`data-app`); importing it by name here would make the bundler cut the app into pieces.
function startApp(): void {
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (app) void import(/* @vite-ignore */ app);
}

function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A browser that never reports the paint still gets a working page.
  setTimeout(once, 3000);
}

holdEarlyEvents();
// The root route announces its first effect after hydration (src/routes/__root.tsx).
window.addEventListener('app:hydrated', () => setTimeout(releaseEarlyEvents), { once: true });
afterFirstPaint(startApp);

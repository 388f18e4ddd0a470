import type { AnyRouter } from '@tanstack/react-router';
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { getLocale } from '../../paraglide/runtime.js';
import { config } from '../../services/config';
import { flowEventsBetween } from '../interactions/flowEvents';
import { createRouteTimeline, createVitalsQueue, toReport, type MetricLike } from './reports';

// Field vitals of this page load (LCP, INP, CLS through web-vitals' attribution build),
// queued and sent to the API as one beacon when the page is hidden or left. Loaded after the
// app has hydrated, and only on the page loads sampled (./schedule.ts). The flow events come
// from ./flowEvents.ts, which the flows write to: a chunk of its own, shared by both.

const connectionType = (): string | undefined =>
  (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;

export function startVitals(router: AnyRouter, eventsBetween = flowEventsBetween): void {
  const base = config.apiBaseUrl.endsWith('/') ? config.apiBaseUrl : `${config.apiBaseUrl}/`;
  const url = new URL('vitals', base).href;
  const routes = createRouteTimeline();
  const leaf = () => router.state.matches.at(-1)?.routeId;
  // The page's own route from the start: the vitals load after it painted.
  routes.note(leaf(), 0);
  router.subscribe('onResolved', () => routes.note(leaf(), performance.now()));

  // A string beacon is text/plain, which the API's origin takes without a preflight.
  const queue = createVitalsQueue((body) => navigator.sendBeacon(url, body));
  const hidden = () => document.visibilityState === 'hidden';
  const take = (metric: MetricLike) => {
    const report = toReport(metric, {
      routeAt: routes.at,
      locale: getLocale(),
      connection: connectionType(),
      eventsBetween,
    });
    if (!report) return;
    queue.add(metric.id, report);
    // Reported while the page is being hidden: sent once every metric has had its say.
    if (hidden()) queueMicrotask(queue.flush);
  };
  // No selectors: nothing of the page's elements is sent, so none is worked out.
  const options = { generateTarget: () => '' };
  onLCP(take, options);
  onINP(take, options);
  onCLS(take, options);
  // After web-vitals' own listeners (theirs capture on the window), so its last reports are in.
  document.addEventListener('visibilitychange', () => {
    if (hidden()) queue.flush();
  });
  addEventListener('pagehide', queue.flush);
  // Said once the page is being watched, like `app:hydrated`: before this, a hidden page
  // reports nothing, which whoever waits for a report (the browser tests) must know.
  dispatchEvent(new Event('app:vitals'));
}

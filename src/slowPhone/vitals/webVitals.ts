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
  // True while the page is being hidden: web-vitals' listeners (on the window, capturing) run
  // first, and ours on the document sends what they reported as one beacon.
  let hiding = false;
  addEventListener('visibilitychange', () => (hiding = hidden()), true);
  const take = (metric: MetricLike) => {
    const report = toReport(metric, {
      routeAt: routes.at,
      locale: getLocale(),
      connection: connectionType(),
      eventsBetween,
    });
    if (!report) return;
    queue.add(metric.id, report);
    // Reported once the page is hidden, after its beacon went: sent on its own.
    if (hidden() && !hiding) queueMicrotask(queue.flush);
  };
  // No selectors: nothing of the page's elements is sent, so none is worked out. Every change
  // is taken, the queue keeping each metric's latest: web-vitals weighs a tap only once the
  // browser is idle, and its last report on hiding comes before a tap still waiting for that,
  // so a tab switched away right after a slow tap would otherwise report no INP at all.
  const options = { generateTarget: () => '', reportAllChanges: true };
  onLCP(take, options);
  onINP(take, options);
  onCLS(take, options);
  // After web-vitals' own listeners (theirs capture on the window), so its last reports are in.
  document.addEventListener('visibilitychange', () => {
    hiding = false;
    if (hidden()) queue.flush();
  });
  addEventListener('pagehide', queue.flush);
  // Said once the page is being watched, like `app:hydrated`: before this, a hidden page
  // reports nothing, which whoever waits for a report (the browser tests) must know.
  dispatchEvent(new Event('app:vitals'));
}

import { getLocale } from '../paraglide/runtime.js';
import manifest from '../schemas/flowManifest.gen.json';
import type { FlowManifest, TraceMachine } from '../schemas/flowTrace';
import { config } from '../services/config';
import { createSummaryCollector, type SummaryCollector } from './flowSummary';

// Where the tab's flow summaries go, and when: with sendBeacon (which outlives the page) to
// POST /flow-summaries, as a flow reaches its goal and whenever the tab is hidden or left.

/**
 * Whether this browser sends summaries: not when the build turns them off
 * (VITE_FLOW_SUMMARIES=off) nor when the browser asks sites not to share what it does
 * (Global Privacy Control).
 */
export function summariesAllowed(
  setting: string | undefined,
  globalPrivacyControl: boolean | undefined,
): boolean {
  return setting?.trim().toLowerCase() !== 'off' && globalPrivacyControl !== true;
}

export function startSummaries(
  seenBefore: ReadonlySet<TraceMachine>,
): SummaryCollector | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const gpc = (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  if (!summariesAllowed(import.meta.env.VITE_FLOW_SUMMARIES, gpc)) return;
  const base = config.apiBaseUrl.endsWith('/') ? config.apiBaseUrl : `${config.apiBaseUrl}/`;
  const url = new URL('flow-summaries', base).href;
  const collector = createSummaryCollector({
    manifest: manifest as FlowManifest,
    // A string beacon is text/plain, which the API's origin takes without a preflight.
    send: (body) => navigator.sendBeacon(url, body),
    locale: getLocale,
    seenBefore,
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
    else collector.shown();
  });
  addEventListener('pagehide', collector.flush);
  return collector;
}

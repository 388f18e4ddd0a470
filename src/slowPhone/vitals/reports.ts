import * as v from 'valibot';
import {
  VITALS_CONNECTIONS,
  VITALS_EVENTS,
  VITALS_MAX_REPORTS,
  VITALS_METRICS,
  isVitalsRoute,
  VitalReportSchema,
  checkVitals,
  rateVital,
  reportMisfit,
  roundVital,
  type VitalReport,
  type VitalsMetric,
  type VitalsRoute,
} from '../../schemas/vitals';
import type { SentFlowEvent } from '../interactions/flowEvents';

// How a web-vitals metric becomes a report: which page it belongs to, which machine event
// its interaction sent, its value rounded and rated, all from closed lists. Kept apart from
// web-vitals itself so the rules can be tested with plain objects.

// What is read of a web-vitals metric with attribution (web-vitals/attribution): its own
// types fit this.
export interface MetricLike {
  name: string;
  id: string;
  value: number;
  entries: readonly {
    startTime: number;
    duration: number;
    processingStart?: number;
    processingEnd?: number;
  }[];
  attribution?: {
    // INP: when the person interacted, and the paint that answered.
    interactionTime?: number;
    nextPaintTime?: number;
    // CLS: when the largest shift happened.
    largestShiftTime?: number;
    // LCP: the largest paint itself.
    lcpEntry?: { startTime: number };
  };
}

export interface ReportContext {
  // The page route on screen at a time (performance.now() clock).
  routeAt: (time: number) => VitalsRoute | undefined;
  locale: VitalReport['locale'];
  connection: string | undefined;
  // The flow events sent from `start` to `end` (src/slowPhone/interactions/flowEvents.ts).
  eventsBetween: (start: number, end: number) => readonly SentFlowEvent[];
}

const isMetric = (name: string): name is VitalsMetric =>
  (VITALS_METRICS as readonly string[]).includes(name);

/**
 * The interaction behind an INP value, from the person's input to the paint that answered
 * it: its handlers run in there (processing start to end), and so does anything they set
 * off before that paint.
 */
export function interactionWindow(metric: MetricLike): { start: number; end: number } | undefined {
  const { entries, attribution = {} } = metric;
  const start = attribution.interactionTime ?? Math.min(...entries.map((e) => e.startTime));
  if (!Number.isFinite(start)) return undefined;
  const end = Math.max(
    start + metric.value,
    attribution.nextPaintTime ?? start,
    ...entries.map((e) => Math.max(e.processingEnd ?? 0, e.startTime + e.duration)),
  );
  return { start, end };
}

/**
 * The flow machine event an INP's interaction sent: the first one sent within its window
 * that is of the closed list, or undefined (the interaction sent none: a menu, a link).
 */
export function inpEvent(
  metric: MetricLike,
  eventsBetween: ReportContext['eventsBetween'],
): string | undefined {
  const window = interactionWindow(metric);
  if (!window) return undefined;
  return eventsBetween(window.start, window.end).find(({ type }) => VITALS_EVENTS.includes(type))
    ?.type;
}

// When a metric happened, to find the page it happened on.
function timeOf(name: VitalsMetric, metric: MetricLike): number {
  const { attribution = {}, entries } = metric;
  switch (name) {
    case 'INP':
      return interactionWindow(metric)?.start ?? 0;
    case 'LCP':
      return attribution.lcpEntry?.startTime ?? entries.at(-1)?.startTime ?? 0;
    case 'CLS':
      return attribution.largestShiftTime ?? 0;
  }
}

/** The report of a metric, or undefined when it cannot be one (an unknown page or name). */
export function toReport(metric: MetricLike, context: ReportContext): VitalReport | undefined {
  if (!isMetric(metric.name)) return undefined;
  const name = metric.name;
  const route = context.routeAt(timeOf(name, metric));
  if (!route) return undefined;
  const value = roundVital(name, metric.value);
  const event = name === 'INP' ? inpEvent(metric, context.eventsBetween) : undefined;
  const connection = (VITALS_CONNECTIONS as readonly (string | undefined)[]).includes(
    context.connection,
  )
    ? context.connection
    : undefined;
  const report = {
    route,
    locale: context.locale,
    metric: name,
    value,
    rating: rateVital(name, value),
    ...(event ? { event } : {}),
    ...(connection ? { connection } : {}),
  };
  // Checked as the API will check it: a report that would be refused is not sent.
  return v.is(VitalReportSchema, report) && !reportMisfit(report) ? report : undefined;
}

/**
 * Which page route was on screen when: the route the page loaded with from the start, then
 * each route the router resolved, at the time it did. An address no route has (the
 * not-found page) is no page: its metrics are not reported.
 */
export function createRouteTimeline() {
  const kept: { at: number; route: VitalsRoute | undefined }[] = [];
  return {
    note(routeId: string | undefined, at: number): void {
      const route = isVitalsRoute(routeId) ? routeId : undefined;
      kept.push({ at, route });
      // A long visit keeps its latest pages; the first stays for what happened at load.
      if (kept.length > 50) kept.splice(1, 1);
    },
    at(time: number): VitalsRoute | undefined {
      let found = kept[0];
      for (const entry of kept) if (entry.at <= time) found = entry;
      return found?.route;
    },
  };
}

/**
 * The page visit's reports until it is hidden, then sent together as one batch. A metric is
 * reported once per page load (web-vitals reports again on later hides; only the first
 * value is sent, so no visit counts twice): its latest value until it is sent.
 */
export function createVitalsQueue(send: (body: string) => void) {
  const pending = new Map<string, VitalReport>();
  const sent = new Set<string>();
  return {
    add(id: string, report: VitalReport): void {
      if (!sent.has(id)) pending.set(id, report);
    },
    flush(): void {
      if (pending.size === 0) return;
      const ids = [...pending.keys()].slice(0, VITALS_MAX_REPORTS);
      const reports = ids.map((id) => pending.get(id) as VitalReport);
      for (const id of ids) {
        pending.delete(id);
        sent.add(id);
      }
      const checked = checkVitals({ reports });
      if (checked.success) send(JSON.stringify(checked.batch));
    },
  };
}

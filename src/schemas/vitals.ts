import * as v from 'valibot';
import { locales } from '../paraglide/runtime.js';
import { FLOWS, type FlowId } from '../flows/registry';
import { calendarDay } from './calendarDay';
import manifest from './flowManifest.gen.json';

// Field vitals: how fast real visits load (LCP), respond (INP) and stay still (CLS), per
// route and, for INP, per flow machine event the slow interaction sent. Shared by the site
// (which checks each report before sending it) and the API (which checks the batch again and
// stores it): every string is one of the closed lists below and the value is a bounded
// number, so a report has no place for a URL, a query, an identifier or anything typed.

export const VITALS_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

export const VITALS_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalsRating = (typeof VITALS_RATINGS)[number];

// web-vitals' own thresholds: up to the first is good, up to the second needs improvement.
export const VITALS_THRESHOLDS: Record<VitalsMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

// The largest value kept (LCP and INP in milliseconds, CLS unitless). The site clamps a
// larger one to it, so a very slow visit still counts as poor; the API refuses above it.
export const VITALS_MAX_VALUE: Record<VitalsMetric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
};

/** A value as it is sent and stored: whole milliseconds, CLS to four decimals, clamped. */
export function roundVital(metric: VitalsMetric, value: number): number {
  const bounded = Math.min(Math.max(value, 0), VITALS_MAX_VALUE[metric]);
  return metric === 'CLS' ? Math.round(bounded * 10_000) / 10_000 : Math.round(bounded);
}

/** The rating of a value, by the thresholds above (the same rule as web-vitals'). */
export function rateVital(metric: VitalsMetric, value: number): VitalsRating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

// The owners' router's page routes by their TanStack route id (src/routeTree.gen.ts),
// layouts left out: a report names the page, never its address. The support console, a page
// of its own, does not measure its visits. The site's own pages are listed here; the
// flows' pages come from the registry, so a new flow's pages are measured with no edit here.
// A unit test keeps the whole equal to the router's (tests/unit/vitals.test.ts).
const SITE_PAGES = [
  '/',
  '/about-us',
  '/contact-us',
  '/how-it-works',
  '/privacy-policy',
  '/terms-of-use',
  '/success-login',
  '/success-signup',
  '/thank-you',
] as const;
type FlowPage = `/${(typeof FLOWS)[FlowId]['routes'][number]}`;
const flowPages = Object.values(FLOWS).flatMap((flow) =>
  flow.routes.map((route): FlowPage => `/${route}`),
);
export const VITALS_ROUTES: readonly [...typeof SITE_PAGES, ...FlowPage[]] = [
  ...SITE_PAGES,
  ...new Set(flowPages.filter((page) => !(SITE_PAGES as readonly string[]).includes(page))),
];
export type VitalsRoute = (typeof VITALS_ROUTES)[number];
export const isVitalsRoute = (id: string | undefined): id is VitalsRoute =>
  (VITALS_ROUTES as readonly (string | undefined)[]).includes(id);

// The events a person's action sends a flow machine: every event of every machine in the
// manifest generated from the machines (npm run flows:manifest), less XState's own (a start,
// a stop, an actor's end, a delay) and the trace's `form.invalid`, which no machine receives.
export const VITALS_EVENTS: readonly string[] = [
  ...new Set(Object.values(manifest.machines).flatMap((machine) => machine.events)),
]
  .filter((event) => !event.startsWith('xstate.') && event !== 'form.invalid')
  .sort();

// navigator.connection.effectiveType, when the browser tells.
export const VITALS_CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;

// One page visit sends its three metrics, again after each return from the back/forward
// cache: ten is more than a visit sends at once.
export const VITALS_MAX_REPORTS = 10;
// A batch larger than this is refused (413) before it is parsed.
export const VITALS_MAX_BYTES = 4096;

// The periods the support console shows.
export const VITALS_PERIODS = [7, 28] as const;
export type VitalsPeriod = (typeof VITALS_PERIODS)[number];

export const VitalReportSchema = v.strictObject({
  route: v.picklist(VITALS_ROUTES),
  locale: v.picklist(locales),
  metric: v.picklist(VITALS_METRICS),
  value: v.pipe(v.number(), v.finite(), v.minValue(0)),
  rating: v.picklist(VITALS_RATINGS),
  event: v.optional(v.picklist(VITALS_EVENTS)),
  connection: v.optional(v.picklist(VITALS_CONNECTIONS)),
});
export type VitalReport = v.InferOutput<typeof VitalReportSchema>;

export const VitalsBatchSchema = v.strictObject({
  reports: v.pipe(v.array(VitalReportSchema), v.minLength(1), v.maxLength(VITALS_MAX_REPORTS)),
});
export type VitalsBatch = v.InferOutput<typeof VitalsBatchSchema>;

/**
 * The key of a report that fits the format but not its metric (`value` above the metric's
 * bound, a `rating` its value does not have, an `event` on anything but INP), or undefined.
 */
export function reportMisfit(report: VitalReport): string | undefined {
  if (report.value > VITALS_MAX_VALUE[report.metric]) return 'value';
  if (report.rating !== rateVital(report.metric, report.value)) return 'rating';
  if (report.event !== undefined && report.metric !== 'INP') return 'event';
  return undefined;
}

const KNOWN_KEYS = new Set(['reports', ...Object.keys(VitalReportSchema.entries)]);

// Where a problem is, in the format's own names only: a property the format does not have
// is not named (its name is the sender's text, which may be anything), its parent is.
function placeOf(path: readonly { key: unknown }[]): string {
  const known: string[] = [];
  for (const { key } of path) {
    if (typeof key === 'number' || (typeof key === 'string' && KNOWN_KEYS.has(key))) {
      known.push(String(key));
    } else break;
  }
  return known.join('.');
}

export type VitalsCheck =
  | { success: true; batch: VitalsBatch }
  // `at`: the path of the first problem (reports.0.route), never the value found there.
  | { success: false; at: string };

/** The one check a batch passes before the site sends it and before the API stores it. */
export function checkVitals(input: unknown): VitalsCheck {
  const parsed = v.safeParse(VitalsBatchSchema, input);
  if (!parsed.success) return { success: false, at: placeOf(parsed.issues[0].path ?? []) };
  for (const [i, report] of parsed.output.reports.entries()) {
    const key = reportMisfit(report);
    if (key) return { success: false, at: `reports.${i}.${key}` };
  }
  return { success: true, batch: parsed.output };
}

// What GET /support/vitals answers: per metric, the 75th percentile and the count of each
// rating, grouped by route, by machine event (INP only) and by page language.
export interface VitalsRow {
  metric: VitalsMetric;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}
export interface VitalsSummary {
  days: VitalsPeriod;
  // The first day counted (YYYY-MM-DD, UTC); the last is today.
  since: string;
  routes: (VitalsRow & { route: VitalsRoute })[];
  events: (VitalsRow & { event: string })[];
  locales: (VitalsRow & { locale: (typeof locales)[number] })[];
}

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const row = {
  metric: v.picklist(VITALS_METRICS),
  p75: v.pipe(v.number(), v.finite()),
  good: Count,
  needsImprovement: Count,
  poor: Count,
};
export const VitalsSummarySchema = v.object({
  days: v.picklist(VITALS_PERIODS),
  since: calendarDay(),
  routes: v.array(v.object({ route: v.picklist(VITALS_ROUTES), ...row })),
  events: v.array(v.object({ event: v.picklist(VITALS_EVENTS), ...row })),
  locales: v.array(v.object({ locale: v.picklist(locales), ...row })),
});

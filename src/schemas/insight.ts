import * as v from 'valibot';
import { locales } from '../paraglide/runtime.js';
import { calendarDay } from './calendarDay';
import { TRACE_MACHINES, type TraceMachine } from './flowTrace';

// What the flow summaries add up to, as GET /support/insight answers it: per machine, counts
// keyed by kind, state and detail, summed over a range of days. Shared by the API's store
// (server/db/flowSummaryStore.ts, which makes them) and the console (which draws them).

// What one count is of:
// - visit: one visit, `detail` new or resumed;
// - reached: a visit that passed `state` (a resumed visit does not count the state it
//   resumed in: the visit it resumed did);
// - resumed: a visit that began again in `state`, where an earlier one was left;
// - time: a visit whose stays in `state` added up to the band `detail`;
// - end: a visit that ended in `state`, `detail` done or abandoned;
// - transition: moves from `state` by the event and to the state in `detail` ("event to");
// - failure: calls made in `state` that failed with the outcome `detail`;
// - refused: events `detail` the owner sent that `state` could not take.
export const COUNT_KINDS = [
  'visit',
  'reached',
  'resumed',
  'time',
  'end',
  'transition',
  'failure',
  'refused',
] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

export interface FlowCount {
  kind: CountKind;
  state: string;
  detail: string;
  n: number;
}

export interface InsightQuery {
  machine: TraceMachine;
  // Days as YYYY-MM-DD (UTC), both counted.
  from: string;
  to: string;
  locale?: (typeof locales)[number];
}

const day = calendarDay();
// The beacons of a day the API refused, and those it took but did not count (past their
// address's share of the day), of visits (flow summaries) and of vitals reports.
export const BEACON_KINDS = ['visits', 'vitals'] as const;
export const BeaconDaySchema = v.object({
  day,
  kind: v.picklist(BEACON_KINDS),
  refused: v.pipe(v.number(), v.integer(), v.minValue(0)),
  uncounted: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type BeaconDay = v.InferOutput<typeof BeaconDaySchema>;

export const InsightAnswerSchema = v.object({
  machine: v.picklist(TRACE_MACHINES),
  from: day,
  to: day,
  locale: v.optional(v.picklist(locales)),
  counts: v.array(
    v.object({
      kind: v.picklist(COUNT_KINDS),
      state: v.pipe(v.string(), v.maxLength(200)),
      detail: v.pipe(v.string(), v.maxLength(200)),
      n: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
  beacons: v.optional(v.array(BeaconDaySchema), []),
});
export type InsightAnswer = v.InferOutput<typeof InsightAnswerSchema>;

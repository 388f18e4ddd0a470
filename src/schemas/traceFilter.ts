import * as v from 'valibot';
import { locales } from '../paraglide/runtime.js';
import { calendarDay } from './calendarDay';
import { OUTCOMES } from './failure';
import { TRACE_MACHINES, type FlowManifest } from './flowTrace';
import { CaseStatusSchema } from './traceCase';
import { TRACE_FILTER_KEYS } from './traceList';

// What the console's list of kept traces can be narrowed to. Each value is from a closed
// list or a pattern, checked the same on both ends: the console builds its query with it and
// the API refuses anything else. A state is one the machine (or, with no machine, any flow
// machine) has; a failure is an outcome code. Dates are the day a trace was uploaded.
const day = calendarDay();
export const TraceFilterSchema = v.object({
  // The start of a reference, as support is read one over the phone: letters, digits, a dash.
  reference: v.optional(
    v.pipe(
      v.string(),
      v.toUpperCase(),
      v.regex(
        /^[A-Z0-9]{1,4}(-[A-Z0-9]{0,4})?$/,
        'A reference is letters and digits, like K7QM-2XDA.',
      ),
    ),
  ),
  status: v.optional(CaseStatusSchema),
  machine: v.optional(v.picklist(TRACE_MACHINES, 'No flow machine has that name.')),
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
  failure: v.optional(v.picklist(OUTCOMES, 'No failure has that code.')),
  locale: v.optional(v.picklist(locales, `The language must be one of ${locales.join(', ')}.`)),
  from: v.optional(day),
  to: v.optional(day),
});
export type TraceFilter = v.InferOutput<typeof TraceFilterSchema>;
// The keys the list takes, each one the filter checks (the type says so).
export const FILTER_KEYS: readonly (keyof TraceFilter)[] = TRACE_FILTER_KEYS;

/** Where a filter names a state no flow machine has, or a range that runs backwards. */
export function traceFilterProblem(
  filter: TraceFilter,
  manifest: FlowManifest,
): string | undefined {
  if (filter.state !== undefined) {
    const machines = filter.machine ? [filter.machine] : TRACE_MACHINES;
    if (!machines.some((m) => manifest.machines[m].states.includes(filter.state ?? '')))
      return 'No flow machine has that state.';
  }
  if (filter.from && filter.to && filter.from > filter.to)
    return 'The range runs forward: its first day comes before its last.';
  return undefined;
}

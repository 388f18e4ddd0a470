import * as v from 'valibot';
import { TRACE_LIST_MAX_PAGE, stepSearch } from '../../../schemas/traceList';
import { REFERENCE_PATTERN } from '../../../schemas/traceReference';

// What /support reads from its address. `page`: which page of the recent traces (1, the
// newest, by default); a value that cannot be one is the first page. `reference` and `step`
// are the trace links of earlier releases (/support?reference=K7QM-2XDA&step=12): they lead to
// the trace's own address.
const filterValue = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined);

export const TraceListSearch = v.object({
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TRACE_LIST_MAX_PAGE)), 1),
    1,
  ),
  reference: v.fallback(
    v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(REFERENCE_PATTERN))),
    undefined,
  ),
  step: stepSearch,
  // What the list is narrowed to (`find`: the start of a reference). Only bounded here: the
  // API checks each value against its closed list and says which it refused.
  find: filterValue,
  status: filterValue,
  machine: filterValue,
  state: filterValue,
  failure: filterValue,
  locale: filterValue,
  from: filterValue,
  to: filterValue,
});

// One kept trace's page: the step a link names (/support/traces/K7QM-2XDA?step=12).
export const TraceSearch = v.object({ step: stepSearch });

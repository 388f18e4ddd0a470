import * as v from 'valibot';

// How the support console pages through the traces owners sent: the API skips at most
// TRACE_LIST_MAX_OFFSET of them (an offset costs the database a scan of the rows it skips),
// and the console shows TRACE_LIST_PAGE_SIZE a page, so its pages end where the API's do.
export const TRACE_LIST_MAX_OFFSET = 10_000;
export const TRACE_LIST_PAGE_SIZE = 50;
export const TRACE_LIST_MAX_PAGE = TRACE_LIST_MAX_OFFSET / TRACE_LIST_PAGE_SIZE + 1;

// The step of an open trace in its address, counted from 1; anything else reads as none.
export const stepSearch = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  undefined,
);

// What the list can be narrowed by (src/schemas/traceFilter.ts checks the values).
export const TRACE_FILTER_KEYS = [
  'reference',
  'status',
  'machine',
  'state',
  'failure',
  'locale',
  'from',
  'to',
] as const;
export type TraceFilterKey = (typeof TRACE_FILTER_KEYS)[number];

// The filter as the console's address holds it: `find` for the start of a reference, as
// `reference` there names the trace on screen.
export const FILTER_SEARCH_KEYS = [
  'find',
  ...TRACE_FILTER_KEYS.filter(
    (key): key is Exclude<TraceFilterKey, 'reference'> => key !== 'reference',
  ),
] as const;
export type FilterSearch = Partial<Record<(typeof FILTER_SEARCH_KEYS)[number], string>>;

/** The filter fields of a console address, and no other search param. */
export const filterSearchOf = (search: FilterSearch): FilterSearch =>
  Object.fromEntries(
    FILTER_SEARCH_KEYS.flatMap((key) => (search[key] ? [[key, search[key]]] : [])),
  );

/** The filter of a console address, without its empty values. */
export function listFilter(search: FilterSearch): Partial<Record<TraceFilterKey, string>> {
  const { find, ...others } = search;
  const filter: Partial<Record<TraceFilterKey, string | undefined>> = {
    reference: find,
    ...others,
  };
  return Object.fromEntries(
    TRACE_FILTER_KEYS.flatMap((key) => (filter[key] ? [[key, filter[key]]] : [])),
  );
}

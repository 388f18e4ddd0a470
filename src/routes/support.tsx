import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../content/pageMeta';
import { TRACE_LIST_MAX_PAGE, listFilter, stepSearch } from '../schemas/traceList';
import { REFERENCE_PATTERN } from '../schemas/traceReference';
import {
  SupportConsole,
  SupportFailed,
  SupportPending,
} from '../features/support/traces/TracePages';

// `page`: which page of the recent traces (1, the newest, by default); a value that cannot
// be one is the first page. `reference` and `step` are the trace links of earlier releases
// (/support?reference=K7QM-2XDA&step=12): they lead to the trace's own address.
const filterValue = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined);

const SupportSearch = v.object({
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
  // API checks each value against its closed list, which this page's first load does not
  // carry, and says which it refused.
  find: filterValue,
  status: filterValue,
  machine: filterValue,
  state: filterValue,
  failure: filterValue,
  locale: filterValue,
  from: filterValue,
  to: filterValue,
});

// Staff only, and nothing of it on any other page: the console (its API, the replay and
// the machines' diagrams) loads here, on the first visit, and this file reaches it only
// through the route context. The screens (component, pending, error) are one chunk.
export const Route = createFileRoute('/support')({
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  validateSearch: SupportSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  head: () => pageHead('support'),
  // The guard: with no session in the tab (or an expired one) the page is the sign-in screen.
  beforeLoad: async ({ context, search: { reference, step } }) => {
    if (reference)
      throw redirect({ to: '/support/traces/$reference', params: { reference }, search: { step } });
    const support = await context.loadSupport();
    return { support, session: support.session() };
  },
  loaderDeps: ({ search }) => ({ page: search.page, filter: listFilter(search) }),
  loader: {
    handler: ({ context: { support, session }, deps }) => support.view(session, deps),
    // Never a screen of the last session's data while this one's loads.
    staleReloadMode: 'blocking',
  },
  // Loading has effects (opening a trace is audited, a refused token ends the session):
  // only on a visit, never on a hover.
  preload: false,
  pendingComponent: SupportPending,
  errorComponent: SupportFailed,
  component: SupportConsole,
});

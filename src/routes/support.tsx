import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../content/pageMeta';
import { TRACE_LIST_MAX_PAGE, listFilter } from '../schemas/traceList';
import { REFERENCE_PATTERN } from '../schemas/traceReference';
import { SupportConsole, SupportFailed, SupportPending } from './-components/SupportConsole';

// `page`: which page of the recent traces (1, the newest, by default); `reference`: the trace
// on screen, so a link can name one, and `step` the step of it (moving through the steps
// does not load the trace again: the loader depends on the page and the reference only). A value that cannot be either is dropped: the first
// page, or the list.
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
  // The step of the open trace on screen, counted from 1: a link can hand it on.
  step: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
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
  beforeLoad: async ({ context }) => {
    const support = await context.loadSupport();
    return { support, session: support.session() };
  },
  loaderDeps: ({ search }) => ({
    page: search.page,
    reference: search.reference,
    filter: listFilter(search),
  }),
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

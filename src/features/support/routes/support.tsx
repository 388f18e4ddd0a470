import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { consoleRedirect } from '../routing';
import { pageHead } from '../../../content/pageMeta';
import { listFilter } from '../../../schemas/traceList';
import { SupportConsole, SupportFailed, SupportPending } from '../traces/TracePages';
import { TraceListSearch } from '../traces/traceSearch';

// The traces owners sent, newest first, staff only: with no session in the tab (or an
// expired one) the page is the sign-in screen.
export const Route = createFileRoute('/support')({
  validateSearch: TraceListSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  head: () => pageHead('support'),
  beforeLoad: ({ context, search: { reference, step } }) => {
    if (reference)
      throw consoleRedirect({
        to: '/support/traces/$reference',
        params: { reference },
        search: { step },
      });
    return { session: context.support.session() };
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

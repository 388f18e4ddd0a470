import { createFileRoute } from '@tanstack/react-router';
import { consoleRedirect } from '../routing';
import { pageHead } from '../../../content/pageMeta';
import { REFERENCE_PATTERN } from '../../../schemas/traceReference';
import { SupportTraceFailed, SupportTracePage, SupportTracePending } from '../traces/TracePages';
import { TraceSearch } from '../traces/traceSearch';

// One kept trace, at the step a link names: `/support/traces/K7QM-2XDA?step=12` is what
// support hands an engineer. Signed out, the page is the sign-in screen; signed in, it opens
// the same trace at the same step. An address that cannot name a trace leads to the list.
export const Route = createFileRoute('/support_/traces/$reference')({
  validateSearch: TraceSearch,
  head: () => pageHead('support'),
  beforeLoad: ({ context, params }) => {
    if (!REFERENCE_PATTERN.test(params.reference)) throw consoleRedirect({ to: '/support' });
    return { session: context.support.session() };
  },
  // Moving through the steps does not load the trace again: the loader reads the reference.
  loaderDeps: () => ({}),
  loader: {
    handler: ({ context: { support, session }, params }) =>
      support.view(session, { page: 1, reference: params.reference }),
    staleReloadMode: 'blocking',
  },
  // Opening a trace is audited: only on a visit, never on a hover.
  preload: false,
  pendingComponent: SupportTracePending,
  errorComponent: SupportTraceFailed,
  component: SupportTracePage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { pageHead } from '../../../content/pageMeta';
import { InsightAddressSearch } from '../insight/insightSearch';
import {
  SupportInsight,
  SupportInsightFailed,
  SupportInsightPending,
} from '../insight/InsightScreen';

// The console's flow insight (where owners get stuck, from the flow summaries), staff only.
// Beside /support like /support/vitals, guarded and loaded the same way.
export const Route = createFileRoute('/support_/insight')({
  validateSearch: InsightAddressSearch,
  search: { middlewares: [stripSearchParams({ machine: 'signup', compare: false })] },
  head: () => pageHead('supportInsight'),
  beforeLoad: ({ context }) => ({ session: context.support.session() }),
  loaderDeps: ({ search }) => search,
  loader: {
    handler: ({ context: { support, session }, deps }) => support.insight(session, deps),
    staleReloadMode: 'blocking',
  },
  // Loading reads the API with the staff session: only on a visit, never on a hover.
  preload: false,
  pendingComponent: SupportInsightPending,
  errorComponent: SupportInsightFailed,
  component: SupportInsight,
});

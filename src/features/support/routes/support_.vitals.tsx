import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { pageHead } from '../../../content/pageMeta';
import { VitalsSearch } from '../vitals/vitalsSearch';
import { SupportVitals, SupportVitalsFailed, SupportVitalsPending } from '../vitals/VitalsScreen';

// The console's field vitals (p75 per route and per flow event), staff only. At its own
// address beside /support rather than inside it (`support_`): the trace page has no outlet.
// Guarded and loaded as /support is: no session, the sign-in screen.
export const Route = createFileRoute('/support_/vitals')({
  validateSearch: VitalsSearch,
  search: { middlewares: [stripSearchParams({ days: 7 })] },
  head: () => pageHead('supportVitals'),
  beforeLoad: ({ context }) => ({ session: context.support.session() }),
  loaderDeps: ({ search: { days } }) => ({ days }),
  loader: {
    handler: ({ context: { support, session }, deps }) => support.vitals(session, deps.days),
    staleReloadMode: 'blocking',
  },
  // Loading reads the API with the staff session: only on a visit, never on a hover.
  preload: false,
  pendingComponent: SupportVitalsPending,
  errorComponent: SupportVitalsFailed,
  component: SupportVitals,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../content/pageMeta';
import type { VitalsPeriod } from '../schemas/vitals';
import {
  SupportVitals,
  SupportVitalsFailed,
  SupportVitalsPending,
} from '../features/support/vitals/VitalsScreen';

// `days`: the period shown, 7 (the default) or 28; anything else reads as 7. The periods
// are written here rather than imported: src/schemas/vitals.ts carries the flows' manifest,
// and this file is part of every page's first load.
const VitalsSearch = v.object({
  days: v.fallback(v.optional(v.picklist([7, 28] satisfies VitalsPeriod[]), 7), 7),
});

// The console's field vitals (p75 per route and per flow event), staff only. At its own
// address beside /support rather than inside it (`support_`): the console's trace page has
// no outlet. Guarded and loaded as /support is: no session, the sign-in screen.
export const Route = createFileRoute('/support_/vitals')({
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  validateSearch: VitalsSearch,
  search: { middlewares: [stripSearchParams({ days: 7 })] },
  head: () => pageHead('supportVitals'),
  beforeLoad: async ({ context }) => {
    const support = await context.loadSupport();
    return { support, session: support.session() };
  },
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

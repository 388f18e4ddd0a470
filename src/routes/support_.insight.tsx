import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../content/pageMeta';
import { calendarDay } from '../schemas/calendarDay';
import {
  SupportInsight,
  SupportInsightFailed,
  SupportInsightPending,
} from '../features/support/insight/InsightScreen';

// This file is part of every page's first load, so it holds no list it can leave to the
// console: a machine name is checked against the flow registry once the console is in
// (src/features/support/insight/insightSearch.ts), the languages are written here. A value
// that is not one of them reads as the default, as a day that is not one reads as none.
const day = calendarDay();

const InsightSearch = v.object({
  machine: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(60)), 'signup'), 'signup'),
  locale: v.fallback(v.optional(v.picklist(['en', 'ar'])), undefined),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
  compare: v.fallback(v.optional(v.boolean(), false), false),
});

// The console's flow insight (where owners get stuck, from the flow summaries), staff only.
// Beside /support like /support/vitals, guarded and loaded the same way.
export const Route = createFileRoute('/support_/insight')({
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  validateSearch: InsightSearch,
  search: { middlewares: [stripSearchParams({ machine: 'signup', compare: false })] },
  head: () => pageHead('supportInsight'),
  beforeLoad: async ({ context }) => {
    const support = await context.loadSupport();
    return { support, session: support.session() };
  },
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

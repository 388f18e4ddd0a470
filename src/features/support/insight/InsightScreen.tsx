import { type ErrorComponentProps } from '@tanstack/react-router';
import { consoleRoute } from '../routing';
import { insightSearchOf } from './insightSearch';
import type { InsightSearch } from './insightView';
import { supportCopy, supportFailureText } from '../copy';
import { asFailure } from '../../../schemas/failure';
import { InsightReport } from './InsightReport';
import { SupportSignInScreen } from '../signIn/SignInScreen';
import { useConsoleSignOut } from '../useConsoleSignOut';

const route = consoleRoute('/support_/insight');

function useSignOut() {
  return useConsoleSignOut(route.useRouteContext().support);
}

function useApply() {
  const navigate = route.useNavigate();
  return (search: InsightSearch) => void navigate({ search });
}

// The /support/insight page: the screen its loader chose for the filters and the session.
export function SupportInsight() {
  const view = route.useLoaderData();
  const { support } = route.useRouteContext();
  const search = insightSearchOf(route.useSearch());
  const signOut = useSignOut();
  const apply = useApply();
  if (view.screen === 'signIn') return <SupportSignInScreen support={support} ended={view.ended} />;
  return (
    <InsightReport
      search={search}
      report={view.report}
      onApply={apply}
      onSignOut={signOut}
      signedInAs={support.session()?.email}
    />
  );
}

// While the counts are read.
export function SupportInsightPending() {
  return (
    <section className="section support">
      <div className="container">
        <p role="status">{supportCopy.insight.loading}</p>
      </div>
    </section>
  );
}

// The counts could not be read: the page as it is, with the reason in their place.
export function SupportInsightFailed({ error }: ErrorComponentProps) {
  const search = insightSearchOf(route.useSearch());
  const signOut = useSignOut();
  const apply = useApply();
  return (
    <InsightReport
      search={search}
      error={supportFailureText('insight', asFailure(error))}
      onApply={apply}
      onSignOut={signOut}
    />
  );
}

import { type ErrorComponentProps } from '@tanstack/react-router';
import { consoleRoute } from '../routing';
import { supportCopy, supportFailureText } from '../copy';
import { asFailure } from '../../../schemas/failure';
import { VitalsReport } from './VitalsReport';
import { SupportSignInScreen } from '../signIn/SignInScreen';
import { useConsoleSignOut } from '../useConsoleSignOut';

const route = consoleRoute('/support_/vitals');

function useSignOut() {
  return useConsoleSignOut(route.useRouteContext().support);
}

// The /support/vitals page: the screen its loader chose for the period and the session.
export function SupportVitals() {
  const view = route.useLoaderData();
  const { support } = route.useRouteContext();
  const days = route.useSearch().days;
  const signOut = useSignOut();
  if (view.screen === 'signIn') return <SupportSignInScreen support={support} ended={view.ended} />;
  return (
    <VitalsReport
      days={days}
      summary={view.summary}
      onSignOut={signOut}
      signedInAs={support.session()?.email}
    />
  );
}

// While the period's figures are read.
export function SupportVitalsPending() {
  return (
    <section className="section support">
      <div className="container">
        <p role="status">{supportCopy.vitals.loading}</p>
      </div>
    </section>
  );
}

// The figures could not be read: the page as it is, with the reason in their place.
export function SupportVitalsFailed({ error }: ErrorComponentProps) {
  const days = route.useSearch().days;
  const signOut = useSignOut();
  return (
    <VitalsReport
      days={days}
      error={supportFailureText('vitals', asFailure(error))}
      onSignOut={signOut}
    />
  );
}

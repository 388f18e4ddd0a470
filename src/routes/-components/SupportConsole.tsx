import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router';
import { supportCopy } from '../../content/support';
import { asFailure } from '../../schemas/failure';
import { SupportSignInScreen } from './SupportSignInScreen';
import { SupportTraceList } from './SupportTraceList';
import { SupportTraceView } from './SupportTraceView';

const route = getRouteApi('/support');

// The /support page: the screen its loader chose for the address and the session.
export function SupportConsole() {
  const view = route.useLoaderData();
  const { support } = route.useRouteContext();
  switch (view.screen) {
    case 'signIn':
      return <SupportSignInScreen support={support} ended={view.ended} />;
    case 'trace':
      return <SupportTraceView opened={view.opened} />;
    case 'list':
      return (
        <SupportTraceList
          page={view.page}
          traces={view.traces}
          older={view.older}
          missed={view.missed}
        />
      );
  }
}

// While a slow load runs: a trace being opened and replayed, or the list being read.
export function SupportPending() {
  const opening = route.useSearch({ select: (search) => search.reference !== undefined });
  return (
    <section className="section support">
      <div className="container">
        <p role="status">{opening ? supportCopy.search.loading : supportCopy.list.loading}</p>
      </div>
    </section>
  );
}

// The list could not be read: the console as it is, with the reason in place of the list,
// so staff can still open a trace by its reference or sign out.
export function SupportFailed({ error }: ErrorComponentProps) {
  const page = route.useSearch({ select: (search) => search.page });
  return <SupportTraceList page={page} traces={[]} older={false} listFailure={asFailure(error)} />;
}

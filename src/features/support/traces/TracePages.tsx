import { type ErrorComponentProps } from '@tanstack/react-router';
import { consoleRoute } from '../routing';
import type { SupportConsole as Console } from '../console';
import type { ConsoleView } from './tracesView';
import { supportCopy } from '../copy';
import { asFailure } from '../../../schemas/failure';
import { filterSearchOf, type FilterSearch } from '../../../schemas/traceList';
import { SupportSignInScreen } from '../signIn/SignInScreen';
import { SupportTraceList } from './TraceListScreen';
import { SupportTraceView } from './TraceViewScreen';

const listRoute = consoleRoute('/support');
const traceRoute = consoleRoute('/support_/traces/$reference');

// The /support page: the list (or the sign-in) its loader chose for the address.
export function SupportConsole() {
  const view = listRoute.useLoaderData();
  const { support } = listRoute.useRouteContext();
  const filter = filterSearchOf(listRoute.useSearch());
  return <ConsoleScreen view={view} support={support} filter={filter} />;
}

// /support/traces/<reference>: the trace at the step the address names, the sign-in, or the
// list with the reason the trace could not be opened.
export function SupportTracePage() {
  const view = traceRoute.useLoaderData();
  const { support } = traceRoute.useRouteContext();
  const { reference } = traceRoute.useParams();
  const step = traceRoute.useSearch().step;
  const navigate = traceRoute.useNavigate();
  return (
    <ConsoleScreen
      view={view}
      support={support}
      reference={reference}
      step={step}
      // The address follows the step on screen, so it is the link to hand on.
      onStep={(next) => void navigate({ search: { step: next }, replace: true })}
    />
  );
}

interface ConsoleScreenProps {
  view: ConsoleView;
  support: Console;
  filter?: FilterSearch;
  reference?: string;
  step?: number;
  onStep?: (step: number) => void;
}

function ConsoleScreen({ view, support, filter, reference, step, onStep }: ConsoleScreenProps) {
  switch (view.screen) {
    case 'signIn':
      return <SupportSignInScreen support={support} ended={view.ended} />;
    case 'trace':
      return (
        <SupportTraceView opened={view.opened} support={support} step={step} onStep={onStep} />
      );
    case 'list':
      return (
        <SupportTraceList
          support={support}
          page={view.page}
          traces={view.traces}
          older={view.older}
          missed={view.missed}
          unknownFlow={view.unknownFlow}
          reference={reference}
          filter={filter}
        />
      );
  }
}

// While a slow load runs: the list being read.
export function SupportPending() {
  return <PendingLine text={supportCopy.list.loading} />;
}

// While a trace is fetched and replayed.
export function SupportTracePending() {
  return <PendingLine text={supportCopy.search.loading} />;
}

function PendingLine({ text }: { text: string }) {
  return (
    <section className="section support">
      <div className="container">
        <p role="status">{text}</p>
      </div>
    </section>
  );
}

// The list could not be read: the console as it is, with the reason in place of the list,
// so staff can still open a trace by its reference or sign out.
export function SupportFailed({ error }: ErrorComponentProps) {
  const { support } = listRoute.useRouteContext();
  const page = listRoute.useSearch().page;
  return (
    <SupportTraceList
      support={support}
      page={page}
      traces={[]}
      older={false}
      listFailure={asFailure(error)}
    />
  );
}

// The trace's address could not be served (the list behind a missed trace could not be
// read either): the same, at the first page.
export function SupportTraceFailed({ error }: ErrorComponentProps) {
  const { support } = traceRoute.useRouteContext();
  return (
    <SupportTraceList
      support={support}
      page={1}
      traces={[]}
      older={false}
      listFailure={asFailure(error)}
    />
  );
}

import { useConsoleNavigate, useConsoleRouter, useConsoleRouterState } from '../routing';
import { useState } from 'react';
import type { SupportConsole } from '../console';
import { normaliseReference } from './reference';
import { supportCopy, supportFailureText } from '../copy';
import type { Failure } from '../../../schemas/failure';
import type { FilterSearch } from '../../../schemas/traceList';
import { TraceList, type TraceListItem } from './TraceList';

export interface SupportTraceListProps {
  support: SupportConsole;
  page: number;
  traces: readonly TraceListItem[];
  older: boolean;
  // What the list is narrowed to.
  filter?: FilterSearch;
  // The reference the address named, when its trace could not be opened, and why.
  reference?: string;
  missed?: Failure;
  // It names a flow this console does not know, so it is not replayed.
  unknownFlow?: { machine?: string };
  // Why the list could not be read.
  listFailure?: Failure;
}

// Whether the router is on its way to a trace's address.
const openingTrace = (pathname: string) => /\/support\/traces\/[^/]+$/.test(pathname);

// The recent traces and the search by reference. Opening a trace is a move to its own
// address (/support/traces/<reference>), so the back button, a reload and a shared link all
// show it again.
export function SupportTraceList({
  support,
  page,
  traces,
  older,
  filter = {},
  reference,
  missed,
  unknownFlow,
  listFailure,
}: SupportTraceListProps) {
  const router = useConsoleRouter();
  const navigate = useConsoleNavigate();
  const opening = useConsoleRouterState(
    (state) => state.isLoading && openingTrace(state.location.pathname),
  );
  // A typed reference that cannot be one is said at once, without a call.
  const [badFormat, setBadFormat] = useState(false);
  const open = (input: string) => {
    const typed = normaliseReference(input);
    setBadFormat(!typed);
    if (typed) void navigate({ to: '/support/traces/$reference', params: { reference: typed } });
  };
  return (
    <TraceList
      traces={traces}
      listError={listFailure ? supportFailureText('list', listFailure) : undefined}
      page={page}
      older={older}
      reference={reference}
      searchError={
        badFormat
          ? supportCopy.search.badFormat
          : unknownFlow
            ? supportCopy.search.unknownFlow(unknownFlow.machine)
            : missed
              ? supportFailureText('open', missed)
              : undefined
      }
      opening={opening}
      onOpen={open}
      filter={filter}
      // A new filter starts at the list's first page.
      onFilter={(next) => void navigate({ to: '/support', search: next })}
      signedInAs={support.session()?.email}
      onSignOut={() => {
        // The tab's session is gone before signOut's first await: the page can show the
        // sign-in at once, while the API is told in the background.
        void support.signOut();
        void router.invalidate();
      }}
    />
  );
}

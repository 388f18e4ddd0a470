import { getRouteApi, useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { normaliseReference } from '../../app/support/reference';
import { supportCopy, supportFailureText } from '../../content/support';
import type { Failure } from '../../schemas/failure';
import { filterSearchOf } from '../../schemas/traceList';
import { TraceList, type TraceListItem } from '../../ui/support/TraceList';

const route = getRouteApi('/support');

export interface SupportTraceListProps {
  page: number;
  traces: readonly TraceListItem[];
  older: boolean;
  // Why the trace the address named could not be opened.
  missed?: Failure;
  // Why the list could not be read.
  listFailure?: Failure;
}

// The recent traces and the search by reference. Opening a trace is a move to its address,
// so the back button, a reload and a shared link all show it again.
export function SupportTraceList({
  page,
  traces,
  older,
  missed,
  listFailure,
}: SupportTraceListProps) {
  const { support } = route.useRouteContext();
  const router = useRouter();
  const navigate = route.useNavigate();
  const reference = route.useSearch({ select: (search) => search.reference });
  const filter = filterSearchOf(route.useSearch());
  const opening = useRouterState({
    select: (state) => state.isLoading && state.location.search.reference !== undefined,
  });
  // A typed reference that cannot be one is said at once, without a call.
  const [badFormat, setBadFormat] = useState(false);
  const open = (input: string) => {
    const typed = normaliseReference(input);
    setBadFormat(!typed);
    if (typed) void navigate({ search: (search) => ({ ...search, reference: typed }) });
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
          : missed
            ? supportFailureText('open', missed)
            : undefined
      }
      opening={opening}
      onOpen={open}
      filter={filter}
      // A new filter starts at the list's first page, with no trace open.
      onFilter={(next) => void navigate({ search: next })}
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

import { asFailure, type Failure } from '../../../schemas/failure';
import { UnknownFlowError } from '../../../schemas/flowTrace';
import { TRACE_LIST_PAGE_SIZE } from '../../../schemas/traceList';
import type { KeyValueStore } from '../../../services/storage';
import type { StoredTrace, SupportApi, SupportToken, TraceListFilter, TraceSummary } from '../api';
import type { ReplayResult } from '../replay/replay';
import { clearSupportSession } from '../session';

// What the /support page shows for its address and the staff member's session: the route's
// loader (src/features/support/routes/support.tsx) resolves it, the page only draws it.

export interface OpenedTrace {
  stored: StoredTrace;
  replay: ReplayResult;
}

// The address's say: which page of the list and what it is narrowed to (/support), or the
// trace it names (/support/traces/<reference>).
export interface ConsoleQuery {
  page: number;
  reference?: string;
  filter?: TraceListFilter;
}

export type ConsoleView =
  // `ended`: the API refused the session's token, so the console asks to sign in again.
  | { screen: 'signIn'; ended?: Failure }
  | {
      screen: 'list';
      page: number;
      traces: TraceSummary[];
      // Whether a page of older traces follows.
      older: boolean;
      // The trace the address named could not be opened: why, shown at the search field.
      missed?: Failure;
      // It names a flow this console does not know (its name, when it reads as one): it is
      // not replayed at all.
      unknownFlow?: { machine?: string };
    }
  | { screen: 'trace'; opened: OpenedTrace };

// What the view needs of the console (src/features/support/console.ts).
export interface ConsoleViewDeps {
  api: Pick<SupportApi, 'listTraces' | 'getTrace'>;
  store: KeyValueStore;
  replay: (trace: StoredTrace['trace']) => Promise<ReplayResult>;
}

/** The API no longer takes the token (expired, an owner's, or its account changed). */
export const endsSession = (failure: Failure): boolean =>
  failure.kind === 'http' && (failure.status === 401 || failure.status === 403);

/**
 * The console's screen for `query`. Signed out, the sign-in screen. A refused token ends the
 * session here and asks to sign in again. A trace the address names that cannot be opened
 * leaves the list on screen with the reason; a list that cannot be read rejects (the
 * route's error screen).
 */
export async function loadConsoleView(
  deps: ConsoleViewDeps,
  session: SupportToken | undefined,
  query: ConsoleQuery,
): Promise<ConsoleView> {
  if (!session) return { screen: 'signIn' };
  try {
    return await signedInView(deps, session.token, query);
  } catch (error) {
    const failure = asFailure(error);
    if (!endsSession(failure)) throw error;
    clearSupportSession(deps.store);
    return { screen: 'signIn', ended: failure };
  }
}

async function signedInView(
  { api, replay }: ConsoleViewDeps,
  token: string,
  { page, reference, filter = {} }: ConsoleQuery,
): Promise<ConsoleView> {
  let missed: Failure | undefined;
  let unknownFlow: { machine?: string } | undefined;
  if (reference) {
    try {
      const stored = await api.getTrace(token, reference);
      return { screen: 'trace', opened: { stored, replay: await replay(stored.trace) } };
    } catch (error) {
      if (error instanceof UnknownFlowError) unknownFlow = { machine: error.machine };
      else {
        missed = asFailure(error);
        if (endsSession(missed)) throw error;
      }
    }
  }
  // One more than a page: whether it comes back says if an older page follows.
  const found = await api.listTraces(
    token,
    TRACE_LIST_PAGE_SIZE + 1,
    (page - 1) * TRACE_LIST_PAGE_SIZE,
    filter,
  );
  return {
    screen: 'list',
    page,
    traces: found.slice(0, TRACE_LIST_PAGE_SIZE),
    older: found.length > TRACE_LIST_PAGE_SIZE,
    ...(missed ? { missed } : {}),
    ...(unknownFlow ? { unknownFlow } : {}),
  };
}

import { FailureError } from '../../schemas/failure';
import type { FlowTrace, TraceMachine } from '../../schemas/flowTrace';
import type { CaseStatus, TraceNote } from '../../schemas/traceCase';
import type { VitalsPeriod } from '../../schemas/vitals';
import { supportApi, type SupportToken } from './api';
import type { DiagramState } from './model';
import type { ConsoleServices } from './router';
import { loadConsoleView, type ConsoleQuery, type ConsoleView } from './traces/tracesView';
import { machineDiagram } from './replay/diagram';
import { replayTrace, type ReplayResult } from './replay/replay';
import { clearSupportSession, readSupportSession, saveSupportSession } from './session';
import { insightSearchOf, type InsightAddress } from './insight/insightSearch';
import { loadInsightView, type InsightView } from './insight/insightView';
import { loadVitalsView, type VitalsView } from './vitals/vitalsView';

// Everything the /support page needs, loaded on its first visit only: the console's API,
// the replay (the production machines) and their diagrams never reach other pages. The
// route reaches all of it through this object, so nothing of it is in the route's own
// (always loaded) file.
export interface SupportConsole {
  replay: (trace: FlowTrace) => Promise<ReplayResult>;
  diagram: (machine: TraceMachine) => DiagramState;
  // The tab's sign-in, when there is one and it has not expired.
  session: () => SupportToken | undefined;
  // Rejects with the API's failure; signed in, the tab keeps the session.
  signIn: (email: string, password: string) => Promise<void>;
  // Forgets the tab's sign-in at once, then asks the API to revoke the token so a copy of it
  // is refused too; that call failing (offline, already expired) changes nothing here.
  signOut: () => Promise<void>;
  // What the page shows for its address (the route's loader).
  view: (session: SupportToken | undefined, query: ConsoleQuery) => Promise<ConsoleView>;
  // What /support/vitals shows for its period (that route's loader).
  vitals: (session: SupportToken | undefined, days: VitalsPeriod) => Promise<VitalsView>;
  // Sets a trace's case status, or adds a note to it, with the tab's session; rejects with
  // the API's failure (signed out: as the API refuses a missing token).
  setCaseStatus: (reference: string, status: CaseStatus) => Promise<CaseStatus>;
  addCaseNote: (reference: string, text: string) => Promise<TraceNote>;
  // What /support/insight shows for its filters (that route's loader).
  insight: (session: SupportToken | undefined, search: InsightAddress) => Promise<InsightView>;
}

export function createSupportConsole(services: ConsoleServices): SupportConsole {
  const api = services.supportApi ?? supportApi;
  const store = services.sessionStore;
  const replay = replayTrace;
  const signedIn = () => {
    const session = readSupportSession(store, Date.now());
    if (!session) throw new FailureError({ kind: 'http', status: 401 });
    return session;
  };
  return {
    replay,
    diagram: machineDiagram,
    session: () => readSupportSession(store, Date.now()),
    signIn: async (email, password) =>
      saveSupportSession(store, { ...(await api.login(email, password)), email: email.trim() }),
    signOut: async () => {
      const signedIn = readSupportSession(store, Date.now());
      clearSupportSession(store);
      if (signedIn) await api.logout(signedIn.token).catch(() => undefined);
    },
    view: (session, query) => loadConsoleView({ api, store, replay }, session, query),
    vitals: (session, days) => loadVitalsView({ api, store }, session, days),
    insight: (session, search) => loadInsightView({ api, store }, session, insightSearchOf(search)),
    setCaseStatus: (reference, status) => api.setCaseStatus(signedIn().token, reference, status),
    addCaseNote: (reference, text) => api.addCaseNote(signedIn().token, reference, text),
  };
}

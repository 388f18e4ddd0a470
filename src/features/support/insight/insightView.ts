import { asFailure, type Failure } from '../../../schemas/failure';
import type { TraceMachine } from '../../../schemas/flowTrace';
import type { BeaconDay, InsightQuery } from '../../../schemas/insight';
import type { KeyValueStore } from '../../../services/storage';
import type { SupportApi, SupportToken } from '../api';
import type { DiagramState } from '../model';
import { endsSession } from '../traces/tracesView';
import { machineDiagram } from '../replay/diagram';
import {
  funnel,
  machineFigures,
  machinesFor,
  type FunnelRow,
  type MachineFigures,
} from './insight';
import { clearSupportSession } from '../session';

// What /support/insight shows for its filters and the staff member's session: the route's
// loader (src/features/support/routes/support_.insight.tsx) resolves it, the page only draws it.

export interface InsightSearch {
  machine: TraceMachine;
  locale?: InsightQuery['locale'];
  // Days as YYYY-MM-DD (UTC); the last 7 days when not given.
  from?: string;
  to?: string;
  // Also read the range of the same length just before, to compare.
  compare?: boolean;
}

export interface InsightReportData {
  machine: TraceMachine;
  locale?: InsightQuery['locale'];
  range: { from: string; to: string };
  previousRange?: { from: string; to: string };
  figures: MachineFigures;
  previousFigures?: MachineFigures;
  funnel: FunnelRow[];
  diagram: DiagramState;
  // The days of the range with beacons refused or left uncounted, oldest first.
  beacons: BeaconDay[];
}

export type InsightView =
  // `ended`: the API refused the session's token, so the console asks to sign in again.
  { screen: 'signIn'; ended?: Failure } | { screen: 'insight'; report: InsightReportData };

export interface InsightViewDeps {
  api: Pick<SupportApi, 'insight'>;
  store: KeyValueStore;
  today?: () => string;
}

const DAY_MS = 24 * 3600 * 1000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The range asked for, the last 7 days by default, and the one of its length just before. */
export function rangesOf(search: InsightSearch, today: string) {
  const to = search.to ?? today;
  const from = search.from ?? dayBefore(to, 6);
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const previousTo = dayBefore(from, 1);
  return {
    range: { from, to },
    previous: { from: dayBefore(previousTo, length - 1), to: previousTo },
  };
}

export async function loadInsightView(
  { api, store, today = () => new Date().toISOString().slice(0, 10) }: InsightViewDeps,
  session: SupportToken | undefined,
  search: InsightSearch,
): Promise<InsightView> {
  if (!session) return { screen: 'signIn' };
  const { range, previous } = rangesOf(search, today());
  const machines = machinesFor(search.machine);
  const read = async (days: { from: string; to: string }) => {
    const answers = await Promise.all(
      machines.map((machine) =>
        api.insight(session.token, {
          machine,
          ...days,
          ...(search.locale ? { locale: search.locale } : {}),
        }),
      ),
    );
    const figures = Object.fromEntries(
      answers.map((answer) => [answer.machine, machineFigures(answer.counts)]),
    ) as Partial<Record<TraceMachine, MachineFigures>>;
    // Every answer of a range says the same of its beacons.
    return { figures, beacons: answers[0]?.beacons ?? [] };
  };
  try {
    const [{ figures: now, beacons }, before] = await Promise.all([
      read(range),
      search.compare ? read(previous).then((read) => read.figures) : Promise.resolve(undefined),
    ]);
    const figures = now[search.machine] ?? machineFigures([]);
    return {
      screen: 'insight',
      report: {
        machine: search.machine,
        ...(search.locale ? { locale: search.locale } : {}),
        range,
        ...(before ? { previousRange: previous, previousFigures: before[search.machine] } : {}),
        figures,
        funnel: funnel(search.machine, now, before),
        diagram: machineDiagram(search.machine),
        beacons,
      },
    };
  } catch (error) {
    const failure = asFailure(error);
    if (!endsSession(failure)) throw error;
    clearSupportSession(store);
    return { screen: 'signIn', ended: failure };
  }
}

import { TIME_BUCKETS, type TimeBucket } from '../../../schemas/flowSummary';
import {
  FLOWS,
  FLOW_IDS,
  type FunnelCount,
  type FunnelStep,
  type TraceMachine,
} from '../../../flows/registry';
import type { FlowCount } from '../../../schemas/insight';

// What the insight page shows, worked out from the counts GET /support/insight answers (see
// src/schemas/insight.ts for what each kind counts). Plain functions of plain data: the view
// loader (./insightView.ts) calls them, the page only draws their result.

export interface StateFigures {
  // Visits that passed the state.
  reached: number;
  // Visits that ended there and did not come back: abandoned there, less resumed there.
  left: number;
  // The band half of the visits' time in the state falls within.
  medianTime?: TimeBucket;
  // The calls made there that failed, most first.
  failures: { outcome: string; n: number }[];
  // What the owner asked of the state that it could not take, most first.
  refused: { event: string; n: number }[];
}

export interface MachineFigures {
  visits: { started: number; resumed: number; done: number };
  states: Record<string, StateFigures>;
  moves: { from: string; event: string; to: string; n: number }[];
}

const TOP = 3;
const sum = (counts: readonly FlowCount[]) => counts.reduce((n, count) => n + count.n, 0);
const most = <T extends { n: number }>(rows: T[]) => rows.sort((a, b) => b.n - a.n).slice(0, TOP);

/** The band the middle visit's time falls in, from how many visits took each band. */
export function medianBucket(byBucket: ReadonlyMap<string, number>): TimeBucket | undefined {
  const total = [...byBucket.values()].reduce((n, count) => n + count, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const bucket of TIME_BUCKETS) {
    seen += byBucket.get(bucket) ?? 0;
    if (seen * 2 >= total) return bucket;
  }
  return undefined;
}

export function machineFigures(counts: readonly FlowCount[]): MachineFigures {
  const of = (kind: FlowCount['kind']) => counts.filter((count) => count.kind === kind);
  const names = new Set(counts.map((count) => count.state).filter(Boolean));
  const states: Record<string, StateFigures> = {};
  for (const state of names) {
    const here = counts.filter((count) => count.state === state);
    const kind = (k: FlowCount['kind']) => here.filter((count) => count.kind === k);
    const abandoned = sum(kind('end').filter((count) => count.detail === 'abandoned'));
    states[state] = {
      reached: sum(kind('reached')),
      left: Math.max(0, abandoned - sum(kind('resumed'))),
      medianTime: medianBucket(new Map(kind('time').map((count) => [count.detail, count.n]))),
      failures: most(kind('failure').map(({ detail, n }) => ({ outcome: detail, n }))),
      refused: most(kind('refused').map(({ detail, n }) => ({ event: detail, n }))),
    };
  }
  return {
    visits: {
      started: sum(of('visit').filter((count) => count.detail === 'new')),
      resumed: sum(of('visit').filter((count) => count.detail === 'resumed')),
      done: sum(of('end').filter((count) => count.detail === 'done')),
    },
    states,
    moves: of('transition').map(({ state, detail, n }) => {
      const [event = '', to = ''] = detail.split(' ');
      return { from: state, event, to, n };
    }),
  };
}

interface StepRule {
  step: FunnelStep;
  machine: TraceMachine;
  count: (figures: MachineFigures) => number;
}

const movesBy = (event: string) => (figures: MachineFigures) =>
  figures.moves.filter((move) => move.event === event).reduce((n, move) => n + move.n, 0);
const reached = (state: string) => (figures: MachineFigures) => figures.states[state]?.reached ?? 0;

function counter(count: FunnelCount): StepRule['count'] {
  switch (count.kind) {
    case 'started':
      return (f) => f.visits.started;
    case 'done':
      return (f) => f.visits.done;
    case 'reached':
      return reached(count.state);
    case 'moves':
      return movesBy(count.event);
  }
}

// Each flow's funnel as the registry declares it (sign-up: the form, the code sent, the code
// right, the account made, the login after it), its counts made functions of the figures.
export const FUNNELS: Partial<Record<TraceMachine, StepRule[]>> = Object.fromEntries(
  FLOW_IDS.filter((flow) => FLOWS[flow].funnel.length).map((flow) => [
    flow,
    FLOWS[flow].funnel.map(({ step, machine, count }) => ({
      step,
      machine: machine as TraceMachine,
      count: counter(count),
    })),
  ]),
);

/** The machines a page of `machine` needs the counts of: its own, and its funnel's. */
export function machinesFor(machine: TraceMachine): TraceMachine[] {
  return [...new Set([machine, ...(FUNNELS[machine] ?? []).map((rule) => rule.machine)])];
}

export interface FunnelRow {
  step: FunnelStep;
  n: number;
  // Of the funnel's first step, 0 to 1.
  share: number;
  previous?: number;
}

export function funnel(
  machine: TraceMachine,
  figures: Partial<Record<TraceMachine, MachineFigures>>,
  previous?: Partial<Record<TraceMachine, MachineFigures>>,
): FunnelRow[] {
  const rules = FUNNELS[machine] ?? [];
  const count = (rule: StepRule, from: Partial<Record<TraceMachine, MachineFigures>>) => {
    const own = from[rule.machine];
    return own ? rule.count(own) : 0;
  };
  const first = rules[0] ? count(rules[0], figures) : 0;
  return rules.map((rule) => {
    const n = count(rule, figures);
    return {
      step: rule.step,
      n,
      share: first > 0 ? n / first : 0,
      ...(previous ? { previous: count(rule, previous) } : {}),
    };
  });
}

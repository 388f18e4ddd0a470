import type { Locale } from '../paraglide/runtime.js';
import {
  SUMMARY_MAX_COUNT,
  SUMMARY_MAX_MOVES,
  SUMMARY_MAX_FAILURES,
  SUMMARY_MAX_REFUSED,
  SUMMARY_MAX_STATES,
  SUMMARY_MAX_TRANSITIONS,
  SUMMARY_ON_ACTION,
  SUMMARY_VERSION,
  checkSummaries,
  reachesGoal,
  timeBucket,
  type FlowSummary,
} from '../schemas/flowSummary';
import {
  FORM_INVALID_EVENT,
  type FlowManifest,
  type TraceEntry,
  type TraceMachine,
  type TraceRoot,
} from '../schemas/flowTrace';

// The value-free summary of each flow machine's visit in this page, built from the entries the
// trace recorder has already checked against the closed lists (src/app/storage/flowTrace.ts) and
// from the events a state refused. Sent when a flow reaches its goal and when the tab is hidden or
// left; what was sent is not sent again, and what happens after a return to the tab is a visit of
// its own, marked `resumed`.

export interface SummaryCollector {
  // A checked trace entry, as the recorder made it, at `at` (now unless told).
  entry(entry: Omit<TraceEntry, 't'>, at?: number): void;
  // The owner sent `event` to `machine`, whose state `state` could not take it.
  refused(machine: TraceMachine, state: string, event: string): void;
  // The owner acted on `machine`: sent it an event (refused or not), or opened its form.
  acted(machine: TraceMachine): void;
  // Sends every visit with something to tell, as abandoned where it stands.
  flush(): void;
  // The tab is shown again: time spent away counts for no state.
  shown(): void;
}

interface Visit {
  resumed: boolean;
  acted: boolean;
  at: string;
  since: number;
  done: boolean;
  // Moves and refusals so far, each at most SUMMARY_MAX_MOVES: past that the visit stops
  // where it was, so what it tells stays one visit the machine could have made.
  moves: number;
  refusals: number;
  full: boolean;
  // Insertion order is first-reached order.
  times: Map<string, number>;
  transitions: Map<string, number>;
  failures: Map<string, number>;
  refused: Map<string, number>;
}

const KEY = '\u0000';
const split = (key: string) => key.split(KEY);
const START = 'xstate.init';

// Counts one more of `key`; false when the map is at its bound and `key` is new.
function add(map: Map<string, number>, key: string, bound: number): boolean {
  const n = map.get(key);
  if (n !== undefined) map.set(key, Math.min(n + 1, SUMMARY_MAX_COUNT));
  else if (map.size < bound) map.set(key, 1);
  else return false;
  return true;
}

const rootOf = (machine: TraceMachine) => machine.split('.')[0] as TraceRoot;

export interface SummaryOptions {
  manifest: FlowManifest;
  send: (body: string) => void;
  locale: () => Locale;
  now?: () => number;
  // Today as YYYY-MM-DD (UTC).
  today?: () => string;
  // Machines that had moved in this tab before this page began (a reload mid-flow).
  seenBefore?: ReadonlySet<TraceMachine>;
}

export function createSummaryCollector({
  manifest,
  send,
  locale,
  now = () => Date.now(),
  today = () => new Date().toISOString().slice(0, 10),
  seenBefore = new Set(),
}: SummaryOptions): SummaryCollector {
  const visits = new Map<TraceMachine, Visit>();

  function visitOf(machine: TraceMachine, at: string, resumed: boolean, t = now()): Visit {
    let visit = visits.get(machine);
    if (!visit) {
      visit = {
        resumed,
        acted: false,
        at,
        since: t,
        done: false,
        moves: 0,
        refusals: 0,
        full: false,
        times: new Map(),
        transitions: new Map(),
        failures: new Map(),
        refused: new Map(),
      };
      if (at) visit.times.set(at, 0);
      visits.set(machine, visit);
    }
    return visit;
  }

  // Adds the time since the visit entered its state to that state.
  function settle(visit: Visit, t = now()): void {
    if (visit.at && (visit.times.has(visit.at) || visit.times.size < SUMMARY_MAX_STATES))
      visit.times.set(visit.at, (visit.times.get(visit.at) ?? 0) + Math.max(0, t - visit.since));
    visit.since = t;
  }

  // A visit is the owner's once they act on it, or once it moves on its own past its start
  // (a flow restored mid-way goes on, another tab finishes it): a flow the page merely
  // started beside the one the owner uses (both flows start together) is no visit.
  const worthTelling = (machine: TraceMachine, visit: Visit) =>
    (visit.transitions.size > 0 || visit.refused.size > 0) &&
    (visit.acted ||
      (!SUMMARY_ON_ACTION.includes(machine) &&
        [...visit.transitions.keys()].some((key) => split(key)[1] !== START)));

  function summaryOf(machine: TraceMachine, visit: Visit): FlowSummary {
    settle(visit);
    return {
      v: SUMMARY_VERSION,
      machine,
      version: manifest.machines[machine].version,
      locale: locale(),
      day: today(),
      resumed: visit.resumed,
      states: [...visit.times].map(([state, ms]) => ({ state, time: timeBucket(ms) })),
      transitions: [...visit.transitions].map(([key, n]) => {
        const [from = '', event = '', to = ''] = split(key);
        return { from, event, to, n };
      }),
      failures: [...visit.failures].map(([key, n]) => {
        const [state = '', outcome = ''] = split(key);
        return { state, outcome, n } as FlowSummary['failures'][number];
      }),
      refused: [...visit.refused].map(([key, n]) => {
        const [state = '', event = ''] = split(key);
        return { state, event, n };
      }),
      end: visit.done ? 'done' : 'abandoned',
      at: visit.at,
    };
  }

  // Sends the visits of `machines` that have something to tell; each starts again, resumed,
  // from where it stands.
  function sendVisits(machines: readonly TraceMachine[]): void {
    const summaries: FlowSummary[] = [];
    for (const machine of machines) {
      const visit = visits.get(machine);
      // A visit with nothing to tell yet goes on as it is.
      if (!visit || !worthTelling(machine, visit)) continue;
      summaries.push(summaryOf(machine, visit));
      visits.delete(machine);
      // A finished child is not heard from again; a flow that reached its goal starts over.
      // A visit stopped at its bound no longer knows where its machine is: the next one
      // learns it from its first move.
      if (!visit.done) visitOf(machine, visit.full ? '' : visit.at, true);
    }
    if (summaries.length === 0) return;
    const checked = checkSummaries({ summaries }, manifest);
    if (checked.success) send(JSON.stringify(checked.batch));
  }

  return {
    entry({ machine, event, from, to, outcome, refused }, at = now()) {
      const visit = visitOf(machine, from, seenBefore.has(machine), at);
      // A visit the owner's action opened learns its first state here.
      if (!visit.at && from) {
        visit.at = from;
        visit.times.set(from, 0);
      }
      settle(visit, at);
      // A form its checks refused was sent by the owner, like an event.
      if (event === FORM_INVALID_EVENT) visit.acted = true;
      // A refused event moved nothing: it counts as a dead click (`refused` below), not a move.
      if (refused || visit.full) return;
      if (
        visit.moves >= SUMMARY_MAX_MOVES ||
        !add(visit.transitions, [from, event, to].join(KEY), SUMMARY_MAX_TRANSITIONS)
      ) {
        visit.full = true;
        return;
      }
      visit.moves += 1;
      if (outcome && outcome !== 'ok')
        add(visit.failures, [from, outcome].join(KEY), SUMMARY_MAX_FAILURES);
      visit.at = to;
      if (!visit.times.has(to) && visit.times.size < SUMMARY_MAX_STATES) visit.times.set(to, 0);
      if (reachesGoal(machine, { from, event, to })) visit.done = true;
      // A flow reaching its goal is the end of its visit and of its code step's.
      if (visit.done && !machine.includes('.'))
        sendVisits([...visits.keys()].filter((m) => rootOf(m) === machine));
    },
    refused(machine, state, event) {
      const visit = visitOf(machine, state, seenBefore.has(machine));
      visit.acted = true;
      if (visit.refusals >= SUMMARY_MAX_MOVES) return;
      if (add(visit.refused, [state, event].join(KEY), SUMMARY_MAX_REFUSED)) visit.refusals += 1;
    },
    acted(machine) {
      visitOf(machine, '', seenBefore.has(machine)).acted = true;
    },
    flush() {
      sendVisits([...visits.keys()]);
    },
    shown() {
      const t = now();
      for (const visit of visits.values()) visit.since = t;
    },
  };
}

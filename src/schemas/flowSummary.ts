import * as v from 'valibot';
import { locales } from '../paraglide/runtime.js';
import { calendarDay } from './calendarDay';
import { OUTCOMES, type Outcome } from './failure';
import { FLOWS, flowOf, goalOf } from '../flows/registry';
import {
  FORM_INVALID_EVENT,
  TRACE_MACHINES,
  TRACE_MAX_ENTRIES,
  type FlowManifest,
  type FlowTransitions,
  type TraceMachine,
} from './flowTrace';

// A flow summary: what one visit of one flow machine did, for the business to see where
// owners get stuck. Every visit sends one (when its flow ends, or when the tab is hidden),
// so unlike a trace it carries no reference and nothing that could tie two summaries
// together: only names from the closed lists the trace uses (machines, states, events,
// outcome codes), time in coarse buckets and counts. Shared by the site (which checks a batch
// before sending it) and the API (which checks it again, then counts it per day).

export const SUMMARY_VERSION = 1;

// How long a visit stayed in a state, all its stays added up.
export const TIME_BUCKETS = ['<1s', '1-5s', '5-30s', '30s-2m', '>2m'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];
const BUCKET_LIMITS_MS = [1000, 5000, 30_000, 120_000];

export function timeBucket(ms: number): TimeBucket {
  const index = BUCKET_LIMITS_MS.findIndex((limit) => ms < limit);
  return TIME_BUCKETS[index === -1 ? TIME_BUCKETS.length - 1 : index] as TimeBucket;
}

// `done`: the visit reached its machine's goal; `abandoned`: the tab was hidden or left in
// the state `at`, which may mean the owner gave up there (a later `resumed` visit from that
// state says they came back).
export const SUMMARY_ENDS = ['done', 'abandoned'] as const;
export type SummaryEnd = (typeof SUMMARY_ENDS)[number];

/**
 * Whether a move (a trace entry, a summary's transition) is its machine's goal: where its
 * owner got what they came for (the flow registry's goals). Taking it ends the visit as
 * `done`. The flows pass their own `done` state on the way back to an empty form, so their
 * goal is the call that leads there; a trace never shows a state passed within one step.
 */
export function reachesGoal(
  machine: TraceMachine,
  move: { from: string; event: string; to: string },
): boolean {
  const goal = goalOf(machine);
  return (
    (goal.from === undefined || goal.from === move.from) &&
    (goal.event === undefined || goal.event === move.event) &&
    (goal.to === undefined || goal.to === move.to)
  );
}

// A machine that starts on every page that shows it (the session) counts a visit only once
// the owner acts on it (a login, a logout). The others start when the owner reaches for their
// form, which is already a visit.
export const SUMMARY_ON_ACTION: readonly TraceMachine[] = TRACE_MACHINES.filter(
  (machine) => FLOWS[flowOf(machine)].visit === 'action' && machine === flowOf(machine),
);

// Bounds of one summary, well above what one visit does (a sign-up passes about 15 states):
// a visit past them keeps its first ones.
export const SUMMARY_MAX_STATES = 40;
export const SUMMARY_MAX_TRANSITIONS = 80;
export const SUMMARY_MAX_FAILURES = 20;
export const SUMMARY_MAX_REFUSED = 20;
export const SUMMARY_MAX_COUNT = 1000;
// A visit makes no more moves, and meets no more refusals, than a trace of it could hold:
// the `n`s of its transitions (and of its refused events) add up to this at most.
export const SUMMARY_MAX_MOVES = TRACE_MAX_ENTRIES;
// One visit of each machine at most in one batch.
export const SUMMARY_MAX_BATCH = TRACE_MACHINES.length;
// A batch larger than this is refused (413) before it is parsed.
export const SUMMARY_MAX_BYTES = 16 * 1024;

const name = v.pipe(v.string(), v.maxLength(120));
const stateName = v.pipe(v.string(), v.maxLength(200));
const count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SUMMARY_MAX_COUNT));
export const FAILURE_OUTCOMES = OUTCOMES.filter((outcome) => outcome !== 'ok') as Exclude<
  Outcome,
  'ok'
>[];

export const FlowSummarySchema = v.strictObject({
  v: v.literal(SUMMARY_VERSION),
  machine: v.picklist(TRACE_MACHINES),
  // The manifest's version of the machine (a hash of its definition).
  version: v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/)),
  locale: v.picklist(locales),
  // The day the visit ended (UTC), never the time of day.
  day: calendarDay(),
  // The visit began where an earlier one of this tab was left (a return to the tab, a reload).
  resumed: v.boolean(),
  states: v.pipe(
    v.array(v.strictObject({ state: stateName, time: v.picklist(TIME_BUCKETS) })),
    v.maxLength(SUMMARY_MAX_STATES),
  ),
  transitions: v.pipe(
    v.array(v.strictObject({ from: stateName, event: name, to: stateName, n: count })),
    v.maxLength(SUMMARY_MAX_TRANSITIONS),
  ),
  // The calls that failed, in the state that made them.
  failures: v.pipe(
    v.array(v.strictObject({ state: stateName, outcome: v.picklist(FAILURE_OUTCOMES), n: count })),
    v.maxLength(SUMMARY_MAX_FAILURES),
  ),
  // What the owner asked of a state that could not take it (a machine-level dead click).
  refused: v.pipe(
    v.array(v.strictObject({ state: stateName, event: name, n: count })),
    v.maxLength(SUMMARY_MAX_REFUSED),
  ),
  end: v.picklist(SUMMARY_ENDS),
  // The state the visit ended in.
  at: stateName,
});
export type FlowSummary = v.InferOutput<typeof FlowSummarySchema>;

export const SummaryBatchSchema = v.strictObject({
  summaries: v.pipe(v.array(FlowSummarySchema), v.minLength(1), v.maxLength(SUMMARY_MAX_BATCH)),
});
export type SummaryBatch = v.InferOutput<typeof SummaryBatchSchema>;

const isState = (state: string, known: readonly string[]) => state === '' || known.includes(state);

const moveKey = ({ from, event, to }: { from: string; event: string; to: string }) =>
  `${from} ${event} ${to}`;
const total = (rows: readonly { n: number }[]) => rows.reduce((sum, row) => sum + row.n, 0);
// Steps the site records beside the machine's own moves, in the state they happened in: a
// form its checks refused, an actor stopped.
const inPlace = ({ from, event, to }: { from: string; event: string; to: string }) =>
  from !== '' && from === to && (event === FORM_INVALID_EVENT || event === 'xstate.stop');

/**
 * Where a summary is not one visit its machine could have made (`transitions.2`, `end`…), or
 * undefined when it could: each move listed once, and (given the machines' moves) each one
 * the machine can make; no more moves or refusals than a trace holds; states, failures and
 * refusals only where its moves went; `done` only when its last move (moves are listed in
 * the order first made) reaches the goal; `at` where a move left it.
 */
function visitMisfit(summary: FlowSummary, moves?: FlowTransitions): string | undefined {
  const { transitions } = summary;
  const listed = moves && new Set(moves.machines[summary.machine].moves.map(moveKey));
  const seen = new Set<string>();
  for (const [i, move] of transitions.entries()) {
    const key = moveKey(move);
    if (seen.has(key) || (listed && !listed.has(key) && !inPlace(move))) return `transitions.${i}`;
    seen.add(key);
  }
  if (total(transitions) > SUMMARY_MAX_MOVES) return 'transitions';
  if (total(summary.refused) > SUMMARY_MAX_MOVES) return 'refused';
  const reached = new Set(transitions.map((move) => move.to));
  const touched = new Set([...reached, ...transitions.map((move) => move.from), summary.at]);
  const states = new Set<string>();
  for (const [i, { state }] of summary.states.entries()) {
    if (!touched.has(state) || states.has(state)) return `states.${i}.state`;
    states.add(state);
  }
  for (const [i, { state, n }] of summary.failures.entries()) {
    const calls = transitions.filter(
      (move) => move.from === state && move.event.startsWith('xstate.error.actor.'),
    );
    if (calls.length === 0) return `failures.${i}.state`;
    if (n > total(calls)) return `failures.${i}.n`;
  }
  for (const [i, { state }] of summary.refused.entries())
    if (!touched.has(state)) return `refused.${i}.state`;
  const last = transitions.at(-1);
  if (transitions.length > 0 && !reached.has(summary.at)) return 'at';
  if (
    summary.end === 'done' &&
    !(last && reachesGoal(summary.machine, last) && last.to === summary.at)
  )
    return 'end';
  return undefined;
}

/**
 * The key of a summary that fits the format but not today's machines (`version`,
 * `states.2.state`, `transitions.0.event`…), or undefined when it fits. A summary from a
 * tab opened before the machine changed is refused: its names may no longer mean the same.
 * With `moves` (the API has them; the site's own summaries come from the machines) each
 * transition must also be one its machine can make.
 */
export function summaryMisfit(
  summary: FlowSummary,
  manifest: FlowManifest,
  moves?: FlowTransitions,
): string | undefined {
  const known = manifest.machines[summary.machine];
  if (summary.version !== known.version) return 'version';
  for (const [i, { state }] of summary.states.entries())
    if (!isState(state, known.states)) return `states.${i}.state`;
  for (const [i, { from, event, to }] of summary.transitions.entries()) {
    if (!isState(from, known.states)) return `transitions.${i}.from`;
    if (!known.events.includes(event)) return `transitions.${i}.event`;
    if (!isState(to, known.states)) return `transitions.${i}.to`;
  }
  for (const [i, { state }] of summary.failures.entries())
    if (!isState(state, known.states)) return `failures.${i}.state`;
  for (const [i, { state, event }] of summary.refused.entries()) {
    if (!isState(state, known.states)) return `refused.${i}.state`;
    if (!known.events.includes(event)) return `refused.${i}.event`;
  }
  if (!isState(summary.at, known.states)) return 'at';
  return visitMisfit(summary, moves);
}

const KNOWN_KEYS = new Set([
  'summaries',
  ...Object.keys(FlowSummarySchema.entries),
  'state',
  'time',
  'from',
  'event',
  'to',
  'n',
  'outcome',
]);

// Where a problem is, in the format's own names only: a property the format does not have is
// not named (its name is the sender's text), its parent is.
function placeOf(path: readonly { key: unknown }[]): string {
  const known: string[] = [];
  for (const { key } of path) {
    if (typeof key === 'number' || (typeof key === 'string' && KNOWN_KEYS.has(key)))
      known.push(String(key));
    else break;
  }
  return known.join('.');
}

export type SummaryCheck =
  | { success: true; batch: SummaryBatch }
  // `at`: the path of the first problem (summaries.0.states.3.state), never the value there.
  | { success: false; at: string };

/**
 * The one check a batch passes before the site sends it and before the API counts it (which
 * gives it the machines' moves too): at most one visit of each machine, each one it could
 * have made.
 */
export function checkSummaries(
  input: unknown,
  manifest: FlowManifest,
  moves?: FlowTransitions,
): SummaryCheck {
  const parsed = v.safeParse(SummaryBatchSchema, input);
  if (!parsed.success) return { success: false, at: placeOf(parsed.issues[0].path ?? []) };
  const machines = new Set<string>();
  for (const [i, summary] of parsed.output.summaries.entries()) {
    if (machines.has(summary.machine)) return { success: false, at: `summaries.${i}.machine` };
    machines.add(summary.machine);
    const key = summaryMisfit(summary, manifest, moves);
    if (key) return { success: false, at: `summaries.${i}.${key}` };
  }
  return { success: true, batch: parsed.output };
}

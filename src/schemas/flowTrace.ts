import * as v from 'valibot';
import { locales } from '../paraglide/runtime.js';
import { TRACE_MACHINES, isTraceMachine, type FlowId, type TraceMachine } from '../flows/registry';
import { FORM_FIELDS, OUTCOMES, RULES, type Outcome } from './failure';

// A flow trace: what an owner's flows did in this tab, for support to replay. Shared by the
// site (which records it and checks it before upload), the API (which checks it again and
// stores it) and the support console (which replays it). Every string in it comes from a
// closed list the product defines: the machines, the page languages, the outcome codes and
// the form fields and rules here (src/schemas/failure.ts), and each machine's events,
// states, fields and rules in the manifest generated from the machines. `checkTrace` is the
// one check both ends run, so a value the owner typed or received has nowhere to go.

export {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  TRACE_FORMAT_UNVERSIONED,
  TRACE_VERSION,
  newTraceReference,
} from './traceReference';
import { REFERENCE_PATTERN, TRACE_FORMAT_UNVERSIONED, TRACE_VERSION } from './traceReference';

// Enough for a whole sign-up with retries (a typical one is 20 to 40 entries); the oldest
// entries go first past it.
export const TRACE_MAX_ENTRIES = 200;
// An upload larger than this is refused (413) before it is parsed.
export const TRACE_MAX_BYTES = 64 * 1024;

// The flows the site records (each with its own actor; the recorder names entries after
// them) and the machines a trace may speak of: each flow, and each child as its flow runs it.
// Both come from the flow registry.
export { TRACE_MACHINES, type TraceMachine } from '../flows/registry';
export type TraceRoot = FlowId;

// Recorded by the site beside the machines' own events: a form submit refused by its checks,
// with the fields and rules that failed.
export const FORM_INVALID_EVENT = 'form.invalid';
const ACTOR_DONE = 'xstate.done.actor.';
const ACTOR_ERROR = 'xstate.error.actor.';

// Machines' event types and state paths are closed per machine by the manifest (traceMisfit);
// the schema only bounds their length.
const name = v.pipe(v.string(), v.maxLength(120));
// A state as a dotted path of state names ('verifyingPhone.waiting'); parallel regions, if
// any, joined by commas. Empty before the first state.
const stateName = v.pipe(v.string(), v.maxLength(200));

export const TraceInvalidFieldSchema = v.strictObject({
  field: v.picklist(FORM_FIELDS),
  rule: v.picklist(RULES),
});

export const TraceEntrySchema = v.strictObject({
  machine: v.picklist(TRACE_MACHINES),
  event: name,
  from: stateName,
  to: stateName,
  // Milliseconds since the trace began; at most a week.
  t: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 24 * 3600 * 1000)),
  outcome: v.optional(v.picklist(OUTCOMES)),
  invalid: v.optional(v.pipe(v.array(TraceInvalidFieldSchema), v.maxLength(20))),
  // An event the owner's action sent that the state could not take (each of its guards
  // said no): nothing moved. Without the mark it reads as a move that changed nothing.
  refused: v.optional(v.literal(true)),
});
export type TraceEntry = v.InferOutput<typeof TraceEntrySchema>;

// A machine's version: the first 12 hex digits of a hash of its definition (the manifest's).
export const MACHINE_VERSION_PATTERN = /^[0-9a-f]{12}$/;
const machineVersion = v.optional(v.pipe(v.string(), v.regex(MACHINE_VERSION_PATTERN)));

// The version of each machine the trace speaks of, as the tab ran it when the machine's
// first entry was recorded: support learns from it that a trace came from an older site.
export const TraceVersionsSchema = v.strictObject(
  Object.fromEntries(TRACE_MACHINES.map((machine) => [machine, machineVersion])) as Record<
    TraceMachine,
    typeof machineVersion
  >,
);
export type TraceVersions = v.InferOutput<typeof TraceVersionsSchema>;

export const FlowTraceSchema = v.strictObject({
  // Format 2 is still taken, from a tab that began its trace before the site named machine
  // versions: it names none, and is read against today's machines as it always was.
  v: v.picklist([TRACE_FORMAT_UNVERSIONED, TRACE_VERSION]),
  reference: v.pipe(v.string(), v.regex(REFERENCE_PATTERN)),
  // The language of the pages the owner read when the trace began.
  locale: v.picklist(locales),
  versions: v.optional(TraceVersionsSchema),
  entries: v.pipe(v.array(TraceEntrySchema), v.minLength(1), v.maxLength(TRACE_MAX_ENTRIES)),
});
export type FlowTrace = v.InferOutput<typeof FlowTraceSchema>;

// A snapshot value as the trace names it: 'editing', {verifyingPhone: 'waiting'} →
// 'verifyingPhone.waiting'.
export function stateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value)
    .flatMap(([key, child]) => {
      const inner = stateKey(child);
      return inner ? inner.split(',').map((leaf) => `${key}.${leaf}`) : [key];
    })
    .join(',');
}

// What the production machines define, generated from them (npm run flows:manifest; a unit
// test fails when it is stale): the states and event types each machine can record, and the
// form fields and rules its refused submits can name.
export interface MachineManifest {
  // A hash of the machine's definition: it changes whenever the machine does.
  version: string;
  states: string[];
  events: string[];
  fields: string[];
  rules: string[];
}
export interface FlowManifest {
  machines: Record<TraceMachine, MachineManifest>;
}
// Each machine's transitions, generated with the manifest into flowTransitions.gen.json (kept
// apart: the site's pages load the manifest, and need none of this). `transitions` are the
// definition's, one per guard branch, by the ids the model coverage uses; `moves` are what a
// trace entry or a summary can record: from a state the actor rests in, on an event, to
// where it rests next ('' and `xstate.init` for its start).
// A transition of the definition: one branch of one event in one state, by its id; `to` is
// dotted paths, comma-joined ('' for one that stays where it is); `branch` its place among
// the event's branches in that state, `guard` the guard that decides it.
export interface ManifestTransition {
  id: string;
  from: string;
  event: string;
  to: string;
  branch: number;
  guard?: string;
}
export interface ManifestMove {
  from: string;
  event: string;
  to: string;
}
export interface MachineTransitions {
  version: string;
  transitions: ManifestTransition[];
  moves: ManifestMove[];
}
export interface FlowTransitions {
  machines: Record<TraceMachine, MachineTransitions>;
}
// The machines' earlier versions, newest first (src/schemas/flowManifest.history.json): a
// trace recorded by one of them is read against its own lists, and today's.
export interface ManifestHistory {
  machines: Partial<Record<TraceMachine, MachineManifest[]>>;
}

/**
 * What a trace's entries of `machine` may name: the lists of the version it names, with
 * today's (a tab that reloads into a newer site goes on with the trace it began); today's
 * alone when it names none (format 2). Undefined for a version neither today's nor a
 * known earlier one: nothing says what its names mean.
 */
export function manifestFor(
  machine: TraceMachine,
  version: string | undefined,
  manifest: FlowManifest,
  history: ManifestHistory = { machines: {} },
): MachineManifest | undefined {
  const today = manifest.machines[machine];
  if (version === undefined || version === today.version) return today;
  const then = history.machines[machine]?.find((known) => known.version === version);
  if (!then) return undefined;
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  return {
    version,
    states: union(then.states, today.states),
    events: union(then.events, today.events),
    fields: union(then.fields, today.fields),
    rules: union(then.rules, today.rules),
  };
}

const fitsStates = (state: string, known: MachineManifest) =>
  state === '' || state.split(',').every((part) => known.states.includes(part));

// An actor's end says how it ended, and nothing else does: the replay settles the actor with it.
function outcomeFits(event: string, outcome: Outcome | undefined): boolean {
  if (event.startsWith(ACTOR_DONE)) return outcome === 'ok';
  if (event.startsWith(ACTOR_ERROR)) return outcome !== undefined && outcome !== 'ok';
  return outcome === undefined;
}

/**
 * The key of an entry that does not fit its machine (`event`, `to`, `invalid.0.field`…), or
 * undefined when it fits. An actor's end carries its outcome (`ok` when it succeeded, a
 * failure when it failed), a refused form its fields, and no other entry either; a refused
 * event stays where it was, and is one the owner's action sent.
 */
export function entryMisfit(entry: TraceEntry, known: MachineManifest): string | undefined {
  if (!known.events.includes(entry.event)) return 'event';
  if (!fitsStates(entry.from, known)) return 'from';
  if (!fitsStates(entry.to, known)) return 'to';
  if (!outcomeFits(entry.event, entry.outcome)) return 'outcome';
  if ((entry.event === FORM_INVALID_EVENT) !== (entry.invalid !== undefined)) return 'invalid';
  if (
    entry.refused &&
    (entry.from !== entry.to || entry.event.startsWith('xstate.') || entry.invalid !== undefined)
  )
    return 'refused';
  for (const [i, { field, rule }] of (entry.invalid ?? []).entries()) {
    if (!known.fields.includes(field)) return `invalid.${i}.field`;
    if (!known.rules.includes(rule)) return `invalid.${i}.rule`;
  }
  return undefined;
}

/**
 * Where a trace does not fit the manifest (`entries.3.event`, `versions.signup`), or
 * undefined when it fits. Format 3 names the version of every machine it speaks of, and
 * each must be today's or one the history keeps; format 2 names none.
 */
export function traceMisfit(
  trace: FlowTrace,
  manifest: FlowManifest,
  history?: ManifestHistory,
): string | undefined {
  const versioned = trace.v === TRACE_VERSION;
  if (versioned !== (trace.versions !== undefined)) return 'versions';
  for (const [i, entry] of trace.entries.entries()) {
    const version = trace.versions?.[entry.machine];
    if (versioned && version === undefined) return `versions.${entry.machine}`;
    const known = manifestFor(entry.machine, version, manifest, history);
    if (!known) return `versions.${entry.machine}`;
    const key = entryMisfit(entry, known);
    if (key) return `entries.${i}.${key}`;
  }
  return undefined;
}

/**
 * A trace that names a machine the flow registry lacks (kept by an API that serves a site
 * with a flow this console does not have, or one since removed). The console refuses it,
 * never replaying it as another flow. `machine` is the name when it reads as one.
 */
export class UnknownFlowError extends Error {
  readonly machine?: string;
  constructor(name: string) {
    super('The trace names a machine the flow registry does not have');
    this.name = 'UnknownFlowError';
    if (/^[A-Za-z][\w.-]{0,59}$/.test(name)) this.machine = name;
  }
}

/** The first machine a stored trace's entries name that the registry lacks, if any. */
export function unknownMachineIn(trace: unknown): string | undefined {
  if (!trace || typeof trace !== 'object' || !('entries' in trace)) return undefined;
  const { entries } = trace;
  if (!Array.isArray(entries)) return undefined;
  for (const entry of entries as unknown[]) {
    const machine: unknown =
      entry && typeof entry === 'object' && 'machine' in entry ? entry.machine : undefined;
    if (typeof machine === 'string' && !isTraceMachine(machine)) return machine;
  }
  return undefined;
}

export type TraceCheck =
  | { success: true; trace: FlowTrace }
  // `format`: not a trace (a field outside the allow-list, a string outside the fixed lists);
  // `flows`: a trace, but not of these machines. `at` is the path of the first problem.
  | { success: false; problem: 'format' | 'flows'; at: string };

/**
 * The one check a trace passes before the site uploads it and before the API stores it. The
 * answer names where it failed, never the value found there.
 */
export function checkTrace(
  input: unknown,
  manifest: FlowManifest,
  history?: ManifestHistory,
): TraceCheck {
  const parsed = v.safeParse(FlowTraceSchema, input);
  if (!parsed.success) {
    const at = parsed.issues[0].path?.map((item) => String(item.key)).join('.') ?? '';
    return { success: false, problem: 'format', at };
  }
  const at = traceMisfit(parsed.output, manifest, history);
  return at ? { success: false, problem: 'flows', at } : { success: true, trace: parsed.output };
}

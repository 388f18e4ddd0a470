import * as v from 'valibot';

// A flow trace: what an owner's flows did in this tab, for support to replay. Shared by the
// site (which records it), the API (which accepts and stores it) and the support console
// (which replays it). An entry can only hold the fields below, each a name the product
// itself defines (machine, event type, state, outcome code, form field and rule): never a
// value the owner typed or received. The strict schemas refuse anything else.

export {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  TRACE_VERSION,
  newTraceReference,
} from './traceReference';
import { REFERENCE_PATTERN, TRACE_VERSION } from './traceReference';

// Enough for a whole sign-up with retries (a typical one is 20 to 40 entries); the oldest
// entries go first past it.
export const TRACE_MAX_ENTRIES = 200;
// An upload larger than this is refused (413) before it is parsed.
export const TRACE_MAX_BYTES = 64 * 1024;

// The machines a trace may speak of: each flow, and the code step as each flow's child.
export const TRACE_MACHINES = [
  'signup',
  'signup.phoneCode',
  'reset',
  'reset.phoneCode',
  'session',
  'contact',
] as const;
export type TraceMachine = (typeof TRACE_MACHINES)[number];

// Recorded by the site beside the machines' own events: a form submit refused by its checks,
// with the fields and rules that failed.
export const FORM_INVALID_EVENT = 'form.invalid';

// How an actor call ended: `ok`, a Firebase auth code, an HTTP status, or no answer.
export const OUTCOME_PATTERN = /^(ok|timeout|network|http-[1-5][0-9]{2}|auth\/[a-z0-9-]{1,60})$/;

const name = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.#-]+$/), v.maxLength(max));
// A state as a dotted path of state names ('verifyingPhone.waiting'); parallel regions, if
// any, joined by commas. Empty before the first state.
const stateName = v.pipe(v.string(), v.regex(/^([A-Za-z0-9_.,-]*)$/), v.maxLength(200));

export const TraceInvalidFieldSchema = v.strictObject({
  field: name(40),
  rule: name(40),
});

export const TraceEntrySchema = v.strictObject({
  machine: v.picklist(TRACE_MACHINES),
  event: name(120),
  from: stateName,
  to: stateName,
  // Milliseconds since the trace began; at most a week.
  t: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 24 * 3600 * 1000)),
  outcome: v.optional(v.pipe(v.string(), v.regex(OUTCOME_PATTERN))),
  invalid: v.optional(v.pipe(v.array(TraceInvalidFieldSchema), v.maxLength(20))),
});
export type TraceEntry = v.InferOutput<typeof TraceEntrySchema>;

export const FlowTraceSchema = v.strictObject({
  v: v.literal(TRACE_VERSION),
  reference: v.pipe(v.string(), v.regex(REFERENCE_PATTERN)),
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
// test fails when it is stale): the states and event types each machine can record.
export interface FlowManifest {
  machines: Record<TraceMachine, { states: string[]; events: string[] }>;
}

// Why a trace does not fit the manifest, or undefined when every entry does.
export function traceMisfit(trace: FlowTrace, manifest: FlowManifest): string | undefined {
  for (const [i, entry] of trace.entries.entries()) {
    const known = manifest.machines[entry.machine];
    if (!known.events.includes(entry.event))
      return `entry ${i}: ${entry.machine} has no event ${entry.event}`;
    for (const state of [entry.from, entry.to].flatMap((s) => (s ? s.split(',') : [])))
      if (!known.states.includes(state))
        return `entry ${i}: ${entry.machine} has no state ${state}`;
  }
  return undefined;
}

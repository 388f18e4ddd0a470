import * as v from 'valibot';
import type { InspectionEvent } from 'xstate';
import { SESSION_KEYS } from './storage/storageKeys';
import manifest from '../schemas/flowManifest.gen.json';
import {
  FORM_INVALID_EVENT,
  OUTCOME_PATTERN,
  REFERENCE_PATTERN,
  TRACE_MACHINES,
  TRACE_MAX_ENTRIES,
  TRACE_VERSION,
  TraceEntrySchema,
  newTraceReference,
  stateKey,
  type FlowManifest,
  type FlowTrace,
  type TraceEntry,
  type TraceMachine,
} from '../schemas/flowTrace';
import { TIMEOUT_MESSAGE } from '../services/apiMessages';
import type { PhoneAuthFailure } from '../services/phoneAuth';
import type { KeyValueStore } from '../services/storage';

// The trace support replays: every move of the flow machines in this tab, kept in
// sessionStorage so a reload keeps it, the oldest entries dropped past TRACE_MAX_ENTRIES.
// Entries are built field by field from names the product defines (machine, event type,
// state, outcome code, form field and rule), so a value the owner typed or received has no
// field to go in; events the machines do not define are not recorded at all.

export type FlowName = 'signup' | 'reset' | 'session' | 'contact';
export interface InvalidField {
  field: string;
  rule: string;
}

export interface TraceRecorder {
  // An `inspect` hook for a flow's actor (its code step child is recorded as `<flow>.<id>`).
  inspector(flow: FlowName, extra?: (event: InspectionEvent) => void): (e: InspectionEvent) => void;
  // A form submit its checks refused, with the fields and rules that failed.
  invalid(flow: FlowName, fields: InvalidField[]): void;
  // The trace so far, or undefined before the first entry.
  read(): FlowTrace | undefined;
}

const known = (manifest as FlowManifest).machines;

const StoredTrace = v.object({
  v: v.literal(TRACE_VERSION),
  reference: v.pipe(v.string(), v.regex(REFERENCE_PATTERN)),
  startedAt: v.number(),
  entries: v.array(TraceEntrySchema),
});
type Stored = v.InferOutput<typeof StoredTrace>;

// Firebase's own code for each failure the phone step names, when the error carried none.
const FIREBASE_CODE: Record<PhoneAuthFailure, string> = {
  recaptcha: 'auth/captcha-check-failed',
  'invalid-phone': 'auth/invalid-phone-number',
  'invalid-code': 'auth/invalid-verification-code',
  'code-expired': 'auth/code-expired',
  'missing-verification': 'auth/missing-verification-id',
  'too-many-requests': 'auth/too-many-requests',
  network: 'auth/network-request-failed',
  'send-failed': 'auth/internal-error',
  'verify-failed': 'auth/internal-error',
};

const field = (error: unknown, key: string): unknown =>
  error && typeof error === 'object' && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined;

// How an actor call ended, as a code: never the error's message, which may quote input.
export function outcomeOf(event: { type: string; error?: unknown }): string | undefined {
  if (event.type.startsWith('xstate.done.actor.')) return 'ok';
  if (!event.type.startsWith('xstate.error.actor.')) return undefined;
  const { error } = event;
  const status = field(error, 'status');
  if (typeof status === 'number') return `http-${status}`;
  const code = field(error, 'code');
  if (typeof code === 'string' && OUTCOME_PATTERN.test(code)) return code;
  const reason = field(error, 'reason');
  if (typeof reason === 'string' && reason in FIREBASE_CODE)
    return FIREBASE_CODE[reason as PhoneAuthFailure];
  // An API call that got no answer: ApiError without a status.
  return field(error, 'message') === TIMEOUT_MESSAGE ? 'timeout' : 'network';
}

const NAME = /^[A-Za-z0-9_.#-]{1,40}$/;

export function createTraceRecorder(store: KeyValueStore, now = () => Date.now()): TraceRecorder {
  function load(): Stored | undefined {
    try {
      const parsed = v.safeParse(StoredTrace, JSON.parse(store.get(SESSION_KEYS.flowTrace) ?? ''));
      return parsed.success ? parsed.output : undefined;
    } catch {
      return undefined;
    }
  }

  // Actors starting (every page starts the session) make no trace on their own: their start
  // is kept aside and written with the first real step, so a tab where nothing happened
  // has nothing to offer support.
  const startsAside: TraceEntry[] = [];
  // Where each flow is now, for a refused form's entry.
  const current = new Map<string, string>();
  const startedAt = now();

  function append(entry: Omit<TraceEntry, 't'>): void {
    if (!known[entry.machine].events.includes(entry.event)) return;
    const trace = load();
    if (!trace && entry.event === 'xstate.init') {
      startsAside.push({ ...entry, t: Math.max(0, Math.round(now() - startedAt)) });
      return;
    }
    const base = trace ?? {
      v: TRACE_VERSION,
      reference: newTraceReference(),
      startedAt,
      entries: startsAside.splice(0),
    };
    const t = Math.max(0, Math.round(now() - base.startedAt));
    const entries = [...base.entries, { ...entry, t }].slice(-TRACE_MAX_ENTRIES);
    store.set(SESSION_KEYS.flowTrace, JSON.stringify({ ...base, entries }));
  }

  return {
    inspector(flow, extra) {
      const last = new Map<string, string>();
      return (inspection) => {
        extra?.(inspection);
        if (inspection.type !== '@xstate.snapshot') return;
        const { snapshot, actorRef, event } = inspection;
        // Promise actors (send code, verify…) report too; the machines' moves tell the story.
        if (!('value' in snapshot)) return;
        const id = 'id' in actorRef ? String(actorRef.id) : '';
        const machine = actorRef.sessionId === inspection.rootId ? flow : `${flow}.${id}`;
        if (!(TRACE_MACHINES as readonly string[]).includes(machine)) return;
        const to = stateKey(snapshot.value);
        const from = last.get(actorRef.sessionId) ?? '';
        const outcome = outcomeOf(event);
        if (machine === flow) current.set(flow, to);
        append({
          machine: machine as TraceMachine,
          event: event.type,
          from,
          to,
          ...(outcome ? { outcome } : {}),
        });
        // A finished child is not heard from again.
        if (snapshot.status === 'active') last.set(actorRef.sessionId, to);
        else last.delete(actorRef.sessionId);
      };
    },
    invalid(flow, fields) {
      const invalid = fields
        .filter((f) => NAME.test(f.field) && NAME.test(f.rule))
        .map(({ field: name, rule }) => ({ field: name, rule }))
        .slice(0, 20);
      const state =
        current.get(flow) ?? load()?.entries.findLast((e) => e.machine === flow)?.to ?? '';
      append({ machine: flow, event: FORM_INVALID_EVENT, from: state, to: state, invalid });
    },
    read() {
      const trace = load();
      if (!trace || trace.entries.length === 0) return undefined;
      return { v: trace.v, reference: trace.reference, entries: trace.entries };
    },
  };
}

// One recorder per tab: it keeps the flows' starts aside until a real step, so every caller
// must share it. Keyed by the tab's session store (tests give each case its own store).
const recorders = new WeakMap<KeyValueStore, TraceRecorder>();

/**
 * The tab's flow trace. Reached only from flow, session and contact code, which load with
 * the pages that use them: the recorder (and the machine manifest it checks entries against)
 * is no part of what a page downloads first.
 */
export function traceOf({ sessionStore }: { sessionStore: KeyValueStore }): TraceRecorder {
  let recorder = recorders.get(sessionStore);
  if (!recorder) {
    recorder = createTraceRecorder(sessionStore);
    recorders.set(sessionStore, recorder);
  }
  return recorder;
}

import * as v from 'valibot';
import type { InspectedEventEvent, InspectionEvent } from 'xstate';
import { holdsFlow } from './flowStorage';
import { SESSION_KEYS } from './storageKeys';
import { noteFlowEvent } from '../../slowPhone/interactions/flowEvents';
import { getLocale, locales, type Locale } from '../../paraglide/runtime.js';
import manifest from '../../schemas/flowManifest.gen.json';
import { asFailure, outcomeOf, type InvalidField, type Outcome } from '../../schemas/failure';
import {
  FORM_INVALID_EVENT,
  REFERENCE_PATTERN,
  TRACE_MACHINES,
  TRACE_FORMAT_UNVERSIONED,
  TRACE_MAX_ENTRIES,
  TRACE_VERSION,
  TraceEntrySchema,
  TraceVersionsSchema,
  entryMisfit,
  newTraceReference,
  stateKey,
  type FlowManifest,
  type FlowTrace,
  type TraceEntry,
  type TraceMachine,
  type TraceRoot,
  type TraceVersions,
} from '../../schemas/flowTrace';
import type { KeyValueStore } from '../../services/storage';
import type { SummaryCollector } from '../../bindings/flowSummary';

// The trace support replays: every move of the flow machines in this tab, kept in
// sessionStorage so a reload keeps it, the oldest entries dropped past TRACE_MAX_ENTRIES.
// Entries are built field by field from closed lists (machine, event type, state, outcome
// code, form field and rule) and each is checked as the API will check it, so a value the
// owner typed or received has no field to go in and an entry that does not fit is not kept.

export interface TraceRecorder {
  // An `inspect` hook for a flow's actor (its code step child is recorded as `<flow>.<id>`).
  inspector(
    flow: TraceRoot,
    extra?: (event: InspectionEvent) => void,
  ): (e: InspectionEvent) => void;
  // A form submit its checks refused, with the fields and rules that failed.
  invalid(flow: TraceRoot, fields: InvalidField[]): void;
  // The trace so far, or undefined before the first entry.
  read(): FlowTrace | undefined;
  // The page shows the owner this flow's form, its machine running: a visit of the flow.
  opened(flow: TraceRoot): void;
}

const known: FlowManifest = manifest;

// A trace this tab began before the site named machine versions (format 2) goes on as it
// was, naming none; every new trace names the version of each machine as it first records it.
const StoredTrace = v.object({
  v: v.picklist([TRACE_FORMAT_UNVERSIONED, TRACE_VERSION]),
  reference: v.pipe(v.string(), v.regex(REFERENCE_PATTERN)),
  locale: v.picklist(locales),
  startedAt: v.number(),
  versions: v.optional(TraceVersionsSchema),
  entries: v.array(TraceEntrySchema),
});
type Stored = v.InferOutput<typeof StoredTrace>;

// How an actor call ended, from the failure it rejected with: never the error's own words.
function actorOutcome(event: { type: string; error?: unknown }): Outcome | undefined {
  if (event.type.startsWith('xstate.done.actor.')) return 'ok';
  if (event.type.startsWith('xstate.error.actor.')) return outcomeOf(asFailure(event.error));
  return undefined;
}

const MAX_INVALID_FIELDS = 20;

// The trace's name for the actor an inspection is about: the flow, or its child as
// `<flow>.<id>`; undefined for an actor no trace speaks of.
function machineOf(
  flow: TraceRoot,
  { actorRef, rootId }: { actorRef: InspectionEvent['actorRef']; rootId: string },
): TraceMachine | undefined {
  const id = 'id' in actorRef ? String(actorRef.id) : '';
  const machine = actorRef.sessionId === rootId ? flow : `${flow}.${id}`;
  return (TRACE_MACHINES as readonly string[]).includes(machine)
    ? (machine as TraceMachine)
    : undefined;
}

// An event the page sent a flow machine on a person's action (no actor sent it, and it is
// not XState's own), of that machine's closed list: noted for the field vitals, which
// attribute a slow interaction to the event it sent (src/slowPhone/vitals), and for the flow
// summary, which counts the ones the machine's state could not take (a dead click). True
// when the state could not take it: the trace marks the step that follows as refused.
function noteSentByPage(
  flow: TraceRoot,
  inspection: InspectedEventEvent,
  summary: SummaryCollector | undefined,
): boolean {
  const { sourceRef, event, actorRef } = inspection;
  if (sourceRef !== undefined || event.type.startsWith('xstate.')) return false;
  const machine = machineOf(flow, inspection);
  if (!machine || !known.machines[machine].events.includes(event.type)) return false;
  noteFlowEvent(event.type);
  // Inspected before the actor takes the event: its snapshot is the state that meets it.
  const snapshot: unknown = actorRef.getSnapshot();
  if (!isMachineSnapshot(snapshot)) return false;
  summary?.acted(machine);
  if (snapshot.can(event)) return false;
  summary?.refused(machine, stateKey(snapshot.value), event.type);
  return true;
}

interface MachineSnapshotLike {
  value: unknown;
  can: (event: { type: string }) => boolean;
}
const isMachineSnapshot = (snapshot: unknown): snapshot is MachineSnapshotLike =>
  typeof snapshot === 'object' &&
  snapshot !== null &&
  'value' in snapshot &&
  typeof (snapshot as { can?: unknown }).can === 'function';

export function createTraceRecorder(
  store: KeyValueStore,
  now = () => Date.now(),
  // The page language the owner reads, taken when a trace begins.
  locale: () => Locale = getLocale,
  // Told each checked entry and each event a state refused (src/bindings/flowSummary.ts).
  summary?: SummaryCollector,
): TraceRecorder {
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
  const current = new Map<TraceRoot, string>();
  const startedAt = now();

  function append(entry: Omit<TraceEntry, 't'>): void {
    // Checked as the upload will be: an entry that would not fit is never kept.
    const checked = { ...entry, t: 0 };
    if (!v.is(TraceEntrySchema, checked) || entryMisfit(checked, known.machines[entry.machine]))
      return;
    summary?.entry(entry);
    const trace = load();
    if (!trace && entry.event === 'xstate.init') {
      startsAside.push({ ...entry, t: Math.max(0, Math.round(now() - startedAt)) });
      return;
    }
    const base: Stored = trace ?? {
      v: TRACE_VERSION,
      reference: newTraceReference(),
      locale: locale(),
      startedAt,
      versions: {},
      entries: startsAside.splice(0),
    };
    const t = Math.max(0, Math.round(now() - base.startedAt));
    const entries = [...base.entries, { ...entry, t }].slice(-TRACE_MAX_ENTRIES);
    // A machine keeps the version it was first recorded with: after a reload into a newer
    // site, its earlier entries are still that version's.
    const versions = base.versions && {
      ...Object.fromEntries(
        entries.map(({ machine }) => [machine, known.machines[machine].version]),
      ),
      ...base.versions,
    };
    store.set(SESSION_KEYS.flowTrace, JSON.stringify({ ...base, versions, entries }));
  }

  return {
    inspector(flow, extra) {
      const last = new Map<string, string>();
      // Per actor, the event its state refused, until the snapshot that follows it.
      const refusing = new Map<string, string>();
      return (inspection) => {
        extra?.(inspection);
        if (inspection.type === '@xstate.event') {
          if (noteSentByPage(flow, inspection, summary))
            refusing.set(inspection.actorRef.sessionId, inspection.event.type);
          return;
        }
        if (inspection.type !== '@xstate.snapshot') return;
        const { snapshot, actorRef, event } = inspection;
        // Promise actors (send code, verify…) report too; the machines' moves tell the story.
        if (!('value' in snapshot)) return;
        const machine = machineOf(flow, inspection);
        if (!machine) return;
        const to = stateKey(snapshot.value);
        const from = last.get(actorRef.sessionId) ?? '';
        const outcome = actorOutcome(event);
        const refused = refusing.get(actorRef.sessionId) === event.type;
        refusing.delete(actorRef.sessionId);
        if (machine === flow) current.set(flow, to);
        append({
          machine,
          event: event.type,
          from,
          to,
          ...(outcome ? { outcome } : {}),
          ...(refused ? { refused: true as const } : {}),
        });
        // A finished child is not heard from again.
        if (snapshot.status === 'active') last.set(actorRef.sessionId, to);
        else last.delete(actorRef.sessionId);
      };
    },
    invalid(flow, fields) {
      // Only the fields of this flow's own forms, and only the two names of each.
      const { fields: named, rules } = known.machines[flow];
      const invalid = fields
        .filter(({ field, rule }) => named.includes(field) && rules.includes(rule))
        .map(({ field, rule }) => ({ field, rule }))
        .slice(0, MAX_INVALID_FIELDS);
      const state =
        current.get(flow) ?? load()?.entries.findLast((e) => e.machine === flow)?.to ?? '';
      append({ machine: flow, event: FORM_INVALID_EVENT, from: state, to: state, invalid });
    },
    opened(flow) {
      summary?.acted(flow);
    },
    read() {
      const trace = load();
      if (!trace || trace.entries.length === 0) return undefined;
      return {
        v: trace.v,
        reference: trace.reference,
        locale: trace.locale,
        ...(trace.versions ? { versions: versionsOf(trace.versions, trace.entries) } : {}),
        entries: trace.entries,
      };
    },
  };
}

// The versions of the machines the entries still speak of: those of entries dropped past
// TRACE_MAX_ENTRIES go with them.
function versionsOf(versions: TraceVersions, entries: readonly TraceEntry[]): TraceVersions {
  const named = new Set(entries.map(({ machine }) => machine));
  return Object.fromEntries(
    Object.entries(versions).filter(([machine]) => named.has(machine as TraceMachine)),
  );
}

// The machines whose visit an earlier page of this tab began and left unfinished: a flow
// restored after a reload goes on with it. Only while a flow is kept for this tab to resume;
// then, the machines its trace shows moving.
function movedBefore(store: KeyValueStore): Set<TraceMachine> {
  if (!holdsFlow(store)) return new Set();
  try {
    const stored = JSON.parse(store.get(SESSION_KEYS.flowTrace) ?? '') as { entries?: unknown };
    if (!Array.isArray(stored.entries)) return new Set();
    return new Set(
      stored.entries
        .map((entry: { machine?: unknown }) => entry.machine)
        .filter((machine): machine is TraceMachine =>
          (TRACE_MACHINES as readonly unknown[]).includes(machine),
        ),
    );
  } catch {
    return new Set();
  }
}

// Flow pages read the trace as they render (an error screen shows its reference), so the
// recorder loads with them; the summaries' code loads with the first thing they are told,
// which is when the flows start. What it is told before it is in waits, with its time.
const MAX_WAITING = 500;
function summariesOnFirstUse(seenBefore: Set<TraceMachine>): SummaryCollector {
  let collector: SummaryCollector | undefined;
  let state: 'idle' | 'loading' | 'ready' | 'off' = 'idle';
  const waiting: ((collector: SummaryCollector) => void)[] = [];
  const tell = (call: (collector: SummaryCollector) => void) => {
    if (collector) return call(collector);
    if (state === 'off') return;
    if (waiting.length < MAX_WAITING) waiting.push(call);
    if (state !== 'idle') return;
    state = 'loading';
    import('../../bindings/summaryBeacon').then(
      ({ startSummaries }) => {
        collector = startSummaries(seenBefore);
        state = collector ? 'ready' : 'off';
        for (const call of waiting.splice(0)) if (collector) call(collector);
      },
      () => {
        state = 'off';
        waiting.length = 0;
      },
    );
  };
  return {
    entry: (entry, at = Date.now()) => tell((c) => c.entry(entry, at)),
    refused: (machine, state, event) => tell((c) => c.refused(machine, state, event)),
    acted: (machine) => tell((c) => c.acted(machine)),
    flush: () => collector?.flush(),
    shown: () => collector?.shown(),
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
    recorder = createTraceRecorder(
      sessionStore,
      undefined,
      undefined,
      summariesOnFirstUse(movedBefore(sessionStore)),
    );
    recorders.set(sessionStore, recorder);
  }
  return recorder;
}

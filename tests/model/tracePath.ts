import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  FailureError,
  asFailure,
  failureOf,
  outcomeOf,
  type Outcome,
} from '../../src/schemas/failure';
import { stateKey, type FlowTrace, type TraceMachine } from '../../src/schemas/flowTrace';
import type { FlowModel, FlowSnapshot } from './flowModel';
import type { Path } from './paths';

// A trace downloaded from the support console, as a model path: the events a suite's rows
// know how to cause (the user's steps, each call's end as the trace recorded it, the resend
// countdown), each checked against where today's machines go with it. The browser suites
// replay it as they replay a generated path; a step today's machines would take elsewhere
// fails here, named.

export interface TracedPath {
  path: Path<FlowSnapshot>;
  // The trace's step (counted from 1, as the support console counts) behind each path step.
  steps: number[];
}

interface TraceModel {
  machine: TraceMachine;
  child?: TraceMachine;
  model: FlowModel<AnyStateMachine>;
  // The suite's events: a call's end is the one with the trace's outcome, when it has one.
  events: readonly EventObject[];
}

const OUTCOME_EVENT = /^xstate\.(done|error)\.actor\.(\w+)$/;

const outcomeIn = (event: EventObject) => {
  const error = (event as EventObject & { error?: unknown }).error;
  return error === undefined ? 'ok' : outcomeOf(asFailure(error));
};

export function pathFromTrace(trace: FlowTrace, suite: TraceModel): TracedPath {
  const { machine, child, model, events } = suite;
  let state = getInitialSnapshot(model, {});
  const path: Path<FlowSnapshot> = {
    state,
    weight: 0,
    steps: [{ event: { type: 'xstate.init' }, state }],
  };
  const steps = [0];
  const childId = child?.split('.')[1];
  let told: { label: string; to: string } | undefined;
  const where = (snapshot: FlowSnapshot, of: TraceMachine) => {
    const value = of === machine ? snapshot.value.flow : snapshot.value.code;
    return value === null || value === undefined ? undefined : stateKey(value);
  };

  for (const [index, entry] of trace.entries.entries()) {
    if (entry.machine !== machine && entry.machine !== child) continue;
    const label = `trace ${trace.reference}, step ${index + 1} (${entry.machine} ${entry.event})`;
    const [, kind, actor] = OUTCOME_EVENT.exec(entry.event) ?? [];
    const previous = trace.entries[index - 1];
    let event: EventObject | undefined;
    if (entry.event === 'xstate.init') {
      if (entry.machine === machine && where(state, machine) !== entry.to)
        throw new Error(
          `${label}: a fresh visit starts in ${where(state, machine)}, the trace in ${entry.to}`,
        );
      continue;
    } else if (kind && actor && actor !== childId && entry.outcome !== undefined) {
      event =
        events.find((e) => e.type === entry.event && outcomeIn(e) === entry.outcome) ??
        (kind === 'done' ? undefined : errorEvent(entry.event, entry.outcome, label));
    } else if (!entry.event.startsWith('xstate.') || entry.event.startsWith('xstate.after.')) {
      // Recorded by both flow and child when one hands it to the other: done once.
      if (previous?.event === entry.event && previous.machine !== entry.machine) continue;
      event = events.find((e) => e.type === entry.event);
      // Told by the code step to its flow (`phoneCode.sent`), and recorded just before the
      // step of the code step that told it: where the flow went is checked after that step.
      if (!event && entry.machine === machine && entry.event.startsWith(`${childId}.`)) {
        told = { label, to: entry.to };
        continue;
      }
    } else continue;
    if (!event) throw new Error(`${label}: the model has no such event`);
    const next = getNextSnapshot(model, state, event);
    const went = where(next, entry.machine);
    // A code step that ended is stopped by its flow: it is no longer there.
    if (went !== entry.to && !(entry.machine === child && went === undefined))
      throw new Error(
        `${label}: today's machines go to ${went ?? 'no state'}, the owner went to ${entry.to}`,
      );
    if (told && where(next, machine) !== told.to)
      throw new Error(
        `${told.label}: today's machines go to ${where(next, machine) ?? 'no state'}, the owner went to ${told.to}`,
      );
    told = undefined;
    state = next;
    path.steps.push({ event, state });
    steps.push(index + 1);
  }
  path.state = state;
  path.weight = path.steps.length - 1;
  return { path, steps };
}

// A failure the suite's events do not list, decoded from its code as the support console
// decodes it.
function errorEvent(type: string, outcome: Outcome, label: string): EventObject {
  const failure = failureOf(outcome);
  if (!failure) throw new Error(`${label}: a failure with outcome ${outcome}`);
  const event: EventObject & { error: FailureError } = { type, error: new FailureError(failure) };
  return event;
}

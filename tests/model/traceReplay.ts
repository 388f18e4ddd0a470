import { waitFor } from '@testing-library/react';
import type { AnyStateMachine, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { CODE_FLOWS, flowOf, type CodeFlow } from '../../src/flows/registry';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { FailureError, failureOf, type Outcome } from '../../src/schemas/failure';
import {
  stateKey,
  type FlowTrace,
  type TraceEntry,
  type TraceMachine,
} from '../../src/schemas/flowTrace';
import { settleOutcome, waitOutResendCountdown } from './driver';
import { seeState, type ModelTables, type Scene } from './harness';

// A trace downloaded from the support console, replayed through the rendered app with a
// model suite's own tables: the user's events are caused as the suite's `does` rows cause
// them, each call ends as the trace recorded, and after every step the app must be where
// the trace says and show what the suite's rows say that state shows.

export type TraceFlow = CodeFlow;

export interface TraceSuite<S extends Scene> {
  flow: TraceFlow;
  tables: ModelTables<S>;
  // Renders the app as a fresh visit finds it: a trace starts with the flow's first step.
  open: () => Promise<S>;
  // The machine the flow invokes, recorded as `<flow>.<id>`.
  child?: { id: string; machine: AnyStateMachine };
  // Called once the app shows a step whose call failed, with the step's index.
  onFailure?: (index: number) => Promise<void>;
}

/**
 * A flow's suite as the kept traces replay it (tests/model/traces.model.test.tsx): the
 * `<flow>.tables.ts` of each flow with a code step exports one as `traceReplay`, found there
 * by its file name, so a new flow's tables bring it with no other edit.
 */
export interface TraceReplaySuite {
  flow: TraceFlow;
  replay: (trace: FlowTrace, onFailure?: (index: number) => Promise<void>) => Promise<void>;
}

export function traceReplaySuite<S extends Scene>(
  flow: TraceFlow,
  tables: ModelTables<S>,
  starts: readonly { name: string; open: () => Promise<S> }[],
): TraceReplaySuite {
  // A trace begins with the flow's first step, so it is replayed from a fresh visit.
  const fresh = starts.find((start) => start.name === 'fresh');
  if (!fresh) throw new Error(`the ${flow} suite has no fresh start`);
  const child = { id: 'phoneCode', machine: phoneCodeMachine };
  return {
    flow,
    replay: (trace, onFailure) =>
      replayTraceInApp(trace, { flow, tables, open: fresh.open, child, onFailure }),
  };
}

// The flow a trace is about: its first entry of a flow with a code step (sign-up, reset).
// Sessions and the contact form run beside every flow and are left out.
export function traceFlow(trace: FlowTrace): TraceFlow | undefined {
  for (const { machine } of trace.entries) {
    const flow = flowOf(machine);
    if ((CODE_FLOWS as readonly string[]).includes(flow)) return flow as CodeFlow;
  }
  return undefined;
}

// What a call resolved with when the trace says `ok`: the trace keeps no values, so each is
// one the screens accept (the signup suite checks the proof is 'id-token').
const OUTPUTS: Record<string, unknown> = {
  sendCode: 'verification-2',
  confirmCode: 'id-token',
  register: undefined,
  checkAccount: undefined,
  resetPassword: undefined,
  locate: { coordinates: { latitude: 30, longitude: 31 } },
  login: { token: 'jwt', firstName: 'Owner' },
  checkSession: { firstName: 'Owner' },
};

// The error a call failed with, decoded from the code the recorder kept by the decoder the
// support console uses: the error the services throw, so the machines and screens read it as
// they read the real one. A server's own words are not in the trace: the screens fall back to
// the product's words, as for a server that gave none.
function errorOf(id: string, outcome: Outcome): unknown {
  const failure = failureOf(outcome);
  if (!failure) throw new Error(`a failed ${id} with outcome ${outcome}`);
  return new FailureError(failure);
}

const OUTCOME_EVENT = /^xstate\.(done|error)\.actor\.(\w+)$/;

// The event to settle a call with, or undefined when the entry is no call's end. The code
// step's own end is not a call: it follows from its last one.
type OutcomeEvent = EventObject & { output?: unknown; error?: unknown };

function outcomeEvent(entry: TraceEntry, child: string | undefined): OutcomeEvent | undefined {
  const [, kind, id] = OUTCOME_EVENT.exec(entry.event) ?? [];
  if (!kind || !id || id === child || entry.outcome === undefined) return undefined;
  if (kind === 'done') return { type: entry.event, output: OUTPUTS[id] };
  return { type: entry.event, error: errorOf(id, entry.outcome) };
}

function finalStates(machine: AnyStateMachine): Set<string> {
  return new Set(
    getStateNodes(machine.root)
      .filter((node) => node.type === 'final')
      .map((node) => node.path.join('.')),
  );
}

// Where the app's live actors are, as the trace names states; undefined for a child that is
// not running.
function whereIs(scene: Scene): { flow: string; code: string | undefined } {
  const value = scene.live().value;
  const parts = value && typeof value === 'object' ? value : {};
  const flow = 'flow' in parts ? stateKey(parts.flow) : '';
  const code = 'code' in parts && parts.code !== null ? stateKey(parts.code) : undefined;
  return { flow, code };
}

export async function replayTraceInApp<S extends Scene>(
  trace: FlowTrace,
  suite: TraceSuite<S>,
): Promise<void> {
  const { flow, tables, child } = suite;
  const childMachine = child ? `${flow}.${child.id}` : undefined;
  // A child's final state is left at once: the flow stops it, so it is no longer there.
  const childEnds = child ? finalStates(child.machine) : new Set<string>();
  const scene = await suite.open();

  const inState = (machine: TraceMachine, to: string): string | undefined => {
    const now = whereIs(scene);
    const is = machine === flow ? now.flow : now.code;
    if (is === to || (is === undefined && machine === childMachine && childEnds.has(to)))
      return undefined;
    return is === undefined ? `${machine} is not running` : `the app is in ${is || 'no state'}`;
  };

  for (const [index, entry] of trace.entries.entries()) {
    if (entry.machine !== flow && entry.machine !== childMachine) continue;
    const label = `trace ${trace.reference}, step ${index + 1} (${entry.machine} ${entry.event})`;
    const row = tables.events[entry.event];
    const previous = trace.entries[index - 1];
    const outcome = outcomeEvent(entry, child?.id);
    const isUserEvent = !entry.event.startsWith('xstate.') && !!row?.does;
    // The root's start is checked, not caused: the trace must begin where a fresh visit does.
    const isStart = entry.event === 'xstate.init' && entry.machine === flow;
    // Recorded by both flow and child when one hands it to the other: the user did it once.
    const seenJustBefore = previous?.event === entry.event && previous.machine !== entry.machine;
    const isTimer = entry.event.startsWith('xstate.after.');
    if (!outcome && !isStart && !isTimer && !(isUserEvent && !seenJustBefore)) continue;

    const event: EventObject = outcome ?? { type: entry.event };
    try {
      if (outcome) await settleOutcome(outcome, scene.world);
      else if (isTimer) await (row?.does?.(scene, event) ?? waitOutResendCountdown());
      else if (!isStart) await row?.does?.(scene, event);
    } catch (error) {
      throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    try {
      await waitFor(() => {
        const misfit = inState(entry.machine, entry.to);
        if (misfit) throw new Error(misfit);
      });
    } catch {
      throw new Error(
        `${label}: expected ${entry.to || 'no state'}, ${inState(entry.machine, entry.to) ?? 'the app got there late'}`,
      );
    }
    try {
      await row?.sees?.(scene, event);
      await seeState(scene, tables);
    } catch (error) {
      throw new Error(
        `${label}: in ${entry.to}, ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    if (outcome && 'error' in outcome) await suite.onFailure?.(index);
  }
}

import { createHash } from 'node:crypto';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { machineOf } from '../../src/flows/machines';
import { FLOWS, TRACE_MACHINES, flowOf, machineIdOf, type FlowId } from '../../src/flows/registry';
import { machineMoves, machineTransitions } from './traceTransitions';
import { FORMS, FORM_FIELDS, RULES, type FormName } from '../../src/schemas/failure';
import { FORM_RULES } from '../../src/schemas/fields/formRules';
import {
  FORM_INVALID_EVENT,
  type FlowManifest,
  type FlowTransitions,
  type MachineManifest,
  type ManifestHistory,
  type TraceMachine,
} from '../../src/schemas/flowTrace';

// The states and event types of the production machines, and the form fields each flow's
// refused submits may name, for both ends to accept only traces made of them. Events every
// actor sees (its start and stop) and the site's own record of a refused form submit come on
// top of the machine's transitions.
const ACTOR_EVENTS = ['xstate.init', 'xstate.stop'];

// The forms each flow shows (the registry's): a refused submit names only their fields. Typed
// here, so a registry form that is not one of FORMS fails the type check.
export const FLOW_FORMS: Record<FlowId, readonly FormName[]> = Object.fromEntries(
  Object.entries(FLOWS).map(([flow, { forms }]) => [flow, forms]),
) as { [F in FlowId]: (typeof FLOWS)[F]['forms'] };

function describe(machine: AnyStateMachine, forms: readonly FormName[] = []): MachineManifest {
  const nodes = getStateNodes(machine);
  const events = new Set([...ACTOR_EVENTS, ...(forms.length ? [FORM_INVALID_EVENT] : [])]);
  for (const node of [machine.root, ...nodes])
    for (const type of node.transitions.keys()) if (type !== '') events.add(type);
  const fields = new Set<string>(forms.flatMap((form) => FORMS[form]));
  const rules = new Set<string>(
    forms.flatMap((form) => Object.values(FORM_RULES[form]).flatMap((t) => Object.values(t))),
  );
  return {
    // The machine's definition as XState serialises it (states, transitions, guards and
    // actions by name): what a trace or a summary was recorded by, told apart after a change.
    version: createHash('sha256')
      .update(JSON.stringify(machine.definition))
      .digest('hex')
      .slice(0, 12),
    states: nodes.map((n) => n.path.join('.')).sort(),
    events: [...events].sort(),
    // In the order of the closed lists, so the file reads the same however forms are listed.
    fields: FORM_FIELDS.filter((field) => fields.has(field)),
    rules: RULES.filter((rule) => rules.has(rule)),
  };
}

export function buildFlowManifest(): FlowManifest {
  // A child's refused submits are its flow's: only a flow names forms.
  const forms = (machine: TraceMachine) =>
    machineIdOf(machine) === machine ? FLOW_FORMS[flowOf(machine)] : [];
  const machines = Object.fromEntries(
    TRACE_MACHINES.map((machine) => [machine, describe(machineOf(machine), forms(machine))]),
  ) as Record<TraceMachine, MachineManifest>;
  return { machines };
}

/** Each machine's transitions and the moves a trace may record, beside the manifest. */
export function buildFlowTransitions(
  manifest: FlowManifest = buildFlowManifest(),
): FlowTransitions {
  const machines = Object.fromEntries(
    TRACE_MACHINES.map((machine) => {
      const definition = machineOf(machine);
      return [
        machine,
        {
          version: manifest.machines[machine].version,
          transitions: machineTransitions(definition),
          moves: machineMoves(definition).map(({ from, event, to }) => ({ from, event, to })),
        },
      ];
    }),
  ) as FlowTransitions['machines'];
  return { machines };
}

// Earlier versions kept per machine: a trace lives for the retention period (30 days by
// default), far less than this many releases of one machine take.
export const HISTORY_MAX_VERSIONS = 12;

/**
 * The history with `before`'s lists added for each machine whose version `after` changed,
 * newest first, each version once and at most HISTORY_MAX_VERSIONS of them; today's version
 * is never in it.
 */
export function withEarlier(
  history: ManifestHistory,
  before: FlowManifest,
  after: FlowManifest,
): ManifestHistory {
  const machines: ManifestHistory['machines'] = {};
  for (const machine of Object.keys(after.machines) as TraceMachine[]) {
    const today = after.machines[machine].version;
    const earlier = before.machines[machine] as MachineManifest | undefined;
    const kept = [
      ...(earlier && earlier.version !== today ? [earlier] : []),
      ...(history.machines[machine] ?? []),
    ].filter(
      (known, index, all) =>
        known.version !== today && all.findIndex((k) => k.version === known.version) === index,
    );
    if (kept.length) machines[machine] = kept.slice(0, HISTORY_MAX_VERSIONS);
  }
  return { machines };
}

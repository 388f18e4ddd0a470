import {
  getStateNodes as activeStateNodes,
  isMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { CoverageRecord } from '../../scripts/lib/modelCoverage';

// Which states and transitions of a production machine the replayed paths really took,
// observed on the live actors of the app (inspection microsteps), not on the model.
export interface Coverage {
  machine: AnyStateMachine;
  observe: (event: InspectionEvent) => void;
  // Kept as names rather than counts, so suites walking the same machine merge by union.
  record: () => CoverageRecord;
}

const transitionKey = (
  t: { source: AnyStateNode; eventType: string; target?: readonly AnyStateNode[] },
  i: number,
) =>
  `${t.source.id} --${t.eventType}#${i}--> ${(t.target ?? []).map((n) => n.id).join(',') || '(self)'}`;

export function machineCoverage(machine: AnyStateMachine): Coverage {
  const nodes = [machine.root, ...getStateNodes(machine)];
  const states = new Set(nodes.map((n) => n.id));
  const transitions = new Set<string>();
  for (const node of nodes) {
    for (const [, list] of node.transitions)
      list.forEach((t, i) => transitions.add(transitionKey(t, i)));
    node.always?.forEach((t, i) => transitions.add(transitionKey(t, i)));
  }
  const seenStates = new Set<string>([machine.root.id]);
  const seenTransitions = new Set<string>();
  return {
    observe(event) {
      if (event.type !== '@xstate.microstep') return;
      const { snapshot } = event;
      if (!isMachineSnapshot(snapshot) || snapshot.machine.id !== machine.id) return;
      for (const node of activeStateNodes(snapshot.machine.root, snapshot.value))
        seenStates.add(node.id);
      for (const t of event._transitions) {
        const list = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
        const index = list?.indexOf(t) ?? 0;
        seenTransitions.add(transitionKey(t, index));
        seenStates.add(t.source.id);
      }
    },
    machine,
    record: () => ({
      machine: machine.id,
      states: [...states],
      transitions: [...transitions],
      seenStates: [...states].filter((s) => seenStates.has(s)),
      seenTransitions: [...transitions].filter((t) => seenTransitions.has(t)),
    }),
  };
}

import type { AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';

// Which states and transitions of a production machine the replayed paths really took,
// observed on the live actors of the app (inspection microsteps), not on the model.
export interface Coverage {
  observe: (event: InspectionEvent) => void;
  report: () => { states: [number, number]; transitions: [number, number]; missed: string[] };
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

const transitionKey = (
  t: { source: AnyStateNode; eventType: string; target?: readonly AnyStateNode[] },
  i: number,
) =>
  `${t.source.id} --${t.eventType}#${i}--> ${(t.target ?? []).map((n) => n.id).join(',') || '(self)'}`;

export function machineCoverage(machine: AnyStateMachine): Coverage {
  const nodes = allNodes(machine.root);
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
      const snapshot = event.snapshot as { machine?: AnyStateMachine; _nodes?: AnyStateNode[] };
      if (snapshot.machine?.id !== machine.id) return;
      for (const node of snapshot._nodes ?? []) seenStates.add(node.id);
      for (const t of event._transitions) {
        const list = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
        const index = list?.indexOf(t) ?? 0;
        seenTransitions.add(transitionKey(t, index));
        seenStates.add(t.source.id);
      }
    },
    report() {
      const missed = [
        ...[...states].filter((s) => !seenStates.has(s)).map((s) => `state ${s}`),
        ...[...transitions].filter((t) => !seenTransitions.has(t)).map((t) => `transition ${t}`),
      ];
      return {
        states: [[...states].filter((s) => seenStates.has(s)).length, states.size],
        transitions: [
          [...transitions].filter((t) => seenTransitions.has(t)).length,
          transitions.size,
        ],
        missed,
      };
    },
  };
}

// One line per machine (plus what was missed), printed after each model suite.
export function printCoverage(name: string, coverage: Coverage): void {
  const { states, transitions, missed } = coverage.report();
  console.info(
    `model coverage ${name}: states ${states[0]}/${states[1]}, transitions ${transitions[0]}/${transitions[1]}` +
      (missed.length ? `\n  not reached:\n  ${missed.join('\n  ')}` : ''),
  );
}

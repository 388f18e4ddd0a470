import { machineOf } from '../../../flows/machines';
import { machineGraph } from '../../../machines/machineGraph';
import type { TraceMachine } from '../../../schemas/flowTrace';
import type { DiagramState } from '../model';

const cache = new Map<TraceMachine, DiagramState>();

// The same drawing data the Mermaid pages in docs/flows are made from.
export function machineDiagram(machine: TraceMachine): DiagramState {
  let diagram = cache.get(machine);
  if (!diagram) {
    diagram = machineGraph(machineOf(machine));
    cache.set(machine, diagram);
  }
  return diagram;
}

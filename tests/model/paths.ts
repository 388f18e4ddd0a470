import type { AnyActorLogic, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';

type MachineSnapshot = Snapshot<unknown> & { value: unknown; context: unknown };
export type Path = StatePath<MachineSnapshot, EventObject>;

export interface PathOptions {
  events: readonly EventObject[];
  input: unknown;
  serializeState: (snapshot: MachineSnapshot) => string;
}

const eventKey = (e: EventObject) => JSON.stringify(e);

// Paths from the production machine itself: the shortest path to every state, then, for
// every edge those paths do not take, the shortest path to its source plus that edge, so
// every transition the graph can reach is walked at least once.
export function pathsCoveringEdges(machine: AnyActorLogic, options: PathOptions): Path[] {
  const traversal = {
    input: options.input,
    events: options.events as EventObject[],
    serializeState: options.serializeState,
    serializeEvent: eventKey,
  };
  const shortest = getShortestPaths(machine, traversal) as unknown as Path[];
  const toState = new Map(shortest.map((p) => [options.serializeState(p.state), p]));
  const walked = new Set<string>();
  for (const path of shortest) {
    let from = options.serializeState(path.steps[0]?.state ?? path.state);
    for (const step of path.steps.slice(1)) {
      walked.add(`${from}|${eventKey(step.event)}`);
      from = options.serializeState(step.state);
    }
  }
  type Vertex = {
    state: MachineSnapshot & { can(event: EventObject): boolean };
    transitions: Record<string, { state: MachineSnapshot }>;
  };
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<string, Vertex>;
  const byKey = new Map(options.events.map((e) => [eventKey(e), e]));
  const extra: Path[] = [];
  for (const [from, { state: source, transitions }] of Object.entries(adjacency)) {
    for (const [event, { state }] of Object.entries(transitions)) {
      const handled = source.can(byKey.get(event) ?? { type: '' });
      if (!handled || walked.has(`${from}|${event}`)) continue;
      const prefix = toState.get(from);
      if (!prefix) continue;
      walked.add(`${from}|${event}`);
      extra.push({
        state,
        weight: prefix.weight + 1,
        steps: [...prefix.steps, { event: byKey.get(event) ?? JSON.parse(event), state }],
      });
    }
  }
  return [...shortest, ...extra];
}

export function describePath(path: Path): string {
  return (
    path.steps
      .slice(1)
      .map((s) => s.event.type.replace('xstate.', '').replace(/\.(signup|reset|phoneCode)\..*/, ''))
      .join(' → ') || '(start)'
  );
}

// Keeps only paths that walk an edge (state value, event) no kept path walks yet, longest
// first, so the replay stays short while every edge is still walked once.
export function fewestPaths(paths: Path[], covered = new Set<string>()): Path[] {
  const edges = (path: Path) =>
    path.steps.slice(1).map((step, i) => {
      const from = path.steps[i]?.state.value;
      return `${JSON.stringify(from)}|${eventKey(step.event)}`;
    });
  const kept: Path[] = [];
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const fresh = edges(path).filter((e) => !covered.has(e));
    if (fresh.length === 0) continue;
    fresh.forEach((e) => covered.add(e));
    kept.push(path);
  }
  return kept;
}

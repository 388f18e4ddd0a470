import type { ActorLogic, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap, type StatePath } from 'xstate/graph';

// What a model moves through (src: ./flowModel.ts): a state value, and whether an event
// is really handled there (the graph also lists events a state ignores).
export type ModelSnapshot = Snapshot<unknown> & {
  value: unknown;
  can(event: EventObject): boolean;
};
export type Path<S extends ModelSnapshot = ModelSnapshot> = StatePath<S, EventObject>;

export interface PathOptions<S extends ModelSnapshot, I> {
  events: readonly EventObject[];
  input: I;
  serializeState: (snapshot: S) => string;
}

const eventKey = (e: EventObject) => JSON.stringify(e);

// Paths from the production machine itself: the shortest path to every state, then, for
// every edge those paths do not take, the shortest path to its source plus that edge, so
// every transition the graph can reach is walked at least once.
export function pathsCoveringEdges<S extends ModelSnapshot, I>(
  logic: ActorLogic<S, EventObject, I>,
  options: PathOptions<S, I>,
): Path<S>[] {
  const { serializeState } = options;
  const traversal = {
    input: options.input,
    events: options.events,
    serializeState,
    serializeEvent: eventKey,
  };
  const shortest = getShortestPaths(logic, traversal);
  const toState = new Map(shortest.map((p) => [serializeState(p.state), p]));
  const walked = new Set<string>();
  for (const path of shortest) {
    let from = serializeState(path.steps[0]?.state ?? path.state);
    for (const step of path.steps.slice(1)) {
      walked.add(`${from}|${eventKey(step.event)}`);
      from = serializeState(step.state);
    }
  }
  const adjacency: AdjacencyMap<S, EventObject> = getAdjacencyMap(logic, traversal);
  const extra: Path<S>[] = [];
  for (const [from, { state: source, transitions }] of Object.entries(adjacency)) {
    const edges: Record<string, { event: EventObject; state: S }> = transitions;
    for (const { event, state } of Object.values(edges)) {
      const edge = `${from}|${eventKey(event)}`;
      if (!source.can(event) || walked.has(edge)) continue;
      const prefix = toState.get(from);
      if (!prefix) continue;
      walked.add(edge);
      extra.push({ state, weight: prefix.weight + 1, steps: [...prefix.steps, { event, state }] });
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

type Edge = (from: ModelSnapshot, event: EventObject, to: ModelSnapshot) => string;

// An edge as the user tells it apart: where they are and what they do.
export const byStateAndEvent: Edge = (from, event) =>
  `${JSON.stringify(from.value)}|${eventKey(event)}`;

// Also where it leads: a guarded event whose branches stay or move (a refused or sent form).
export const byTarget: Edge = (from, event, to) =>
  `${byStateAndEvent(from, event, to)}|${JSON.stringify(to.value)}`;

// Keeps only paths that walk an edge no kept path walks yet, longest first, so the replay
// stays short while every edge is still walked once.
export function fewestPaths<P extends Path>(
  paths: P[],
  covered = new Set<string>(),
  edge: Edge = byStateAndEvent,
): P[] {
  const edges = (path: P) =>
    path.steps.slice(1).flatMap((step, i) => {
      const from = path.steps[i]?.state;
      return from ? [edge(from, step.event, step.state)] : [];
    });
  const kept: P[] = [];
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const fresh = edges(path).filter((e) => !covered.has(e));
    if (fresh.length === 0) continue;
    fresh.forEach((e) => covered.add(e));
    kept.push(path);
  }
  return kept;
}

/**
 * The paths one start replays: those its `choose` picks, or by default its first screen
 * (where restoring is tested) and the paths walking an edge no earlier start walked
 * (`walked` is shared across a suite's starts).
 */
export function pathsForStart<S extends ModelSnapshot, I>(
  logic: ActorLogic<S, EventObject, I>,
  options: PathOptions<S, I>,
  walked: Set<string>,
  choose?: (all: Path<S>[]) => Path<S>[],
): Path<S>[] {
  const all = pathsCoveringEdges(logic, options);
  return choose?.(all) ?? [...all.filter((p) => p.steps.length === 1), ...fewestPaths(all, walked)];
}

import type { ActorLogic, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap, type StatePath } from 'xstate/graph';

// What a model moves through (src: ./flowModel.ts): a state value, and whether an event
// is really handled there (the graph also lists events a state ignores).
export type ModelSnapshot = Snapshot<unknown> & {
  value: unknown;
  can(event: EventObject): boolean;
  // Which branch the event takes (src: ./flowModel.ts), when the model can say.
  branch?(event: EventObject): string;
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

// An edge as the user tells it apart: where they are and what they do, and which branch of
// the machine that takes (a guard's true and false are two edges).
export const byStateAndEvent: Edge = (from, event) =>
  `${JSON.stringify(from.value)}|${eventKey(event)}|${from.branch?.(event) ?? ''}`;

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
 * The one shortest path ending with `eventType`: a start that goes on from what it restored
 * (a reload's verification id or ID token) to the end the calls carry it to.
 */
export function shortestEndingWith(eventType: string) {
  return <P extends Path>(paths: P[]): P[] => {
    const [first] = paths
      .filter((p) => p.steps.at(-1)?.event.type === eventType)
      .sort((a, b) => a.steps.length - b.steps.length);
    if (!first) throw new Error(`no path ending with ${eventType}`);
    return [first];
  };
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

/**
 * Few long paths instead of one per edge, for a driver where every path costs a page load
 * and real calls (the browser suites): from the start, walk to the nearest edge no path has
 * walked yet (shortest way there, by breadth-first search), take it, and go on from where it
 * leads, until `maxSteps` would be passed or nothing unwalked is reachable; then a new path
 * from the start. Edges are told apart by `serializeState` of their source and the event, so
 * context a guard reads (in the serialized state) makes its outcomes separate edges, unless
 * `edge` tells them apart otherwise (`byTarget`: where the user is, does, and ends up).
 * `walked` is shared across a suite's starts, as `pathsForStart`'s is.
 */
export function chainedPaths<S extends ModelSnapshot, I>(
  logic: ActorLogic<S, EventObject, I>,
  options: PathOptions<S, I>,
  walked = new Set<string>(),
  {
    maxSteps = 14,
    edge,
    skip,
    withStart = false,
  }: {
    maxSteps?: number;
    edge?: Edge;
    // Edges the driver cannot take apart from others (an answer that comes at once).
    skip?: (from: S, event: EventObject) => boolean;
    // Also the path that only opens the start, where what was restored is looked at.
    withStart?: boolean;
  } = {},
): Path<S>[] {
  const { serializeState } = options;
  const adjacency: AdjacencyMap<S, EventObject> = getAdjacencyMap(logic, {
    input: options.input,
    events: options.events,
    serializeState,
    serializeEvent: eventKey,
  });
  type Arc = { key: string; event: EventObject; state: S; to: string };
  const out = new Map<string, Arc[]>();
  for (const [from, { state: source, transitions }] of Object.entries(adjacency)) {
    const edges: Record<string, { event: EventObject; state: S }> = transitions;
    out.set(
      from,
      Object.values(edges)
        .filter(({ event }) => source.can(event) && !skip?.(source, event))
        .map(({ event, state }) => ({
          key: edge ? edge(source, event, state) : `${from}|${eventKey(event)}`,
          event,
          state,
          to: serializeState(state),
        })),
    );
  }
  const unwalked = (arc: Arc) => !walked.has(arc.key);
  // The shortest way from `from` to an unwalked edge, that edge last.
  function nearest(from: string): Arc[] | undefined {
    const before = new Map<string, { edge: Arc; prev: string } | null>([[from, null]]);
    for (let frontier = [from]; frontier.length;) {
      const next: string[] = [];
      for (const at of frontier) {
        const edges = out.get(at) ?? [];
        const fresh = edges.find(unwalked);
        if (fresh) {
          const route = [fresh];
          for (let step = before.get(at); step; step = before.get(step.prev))
            route.unshift(step.edge);
          return route;
        }
        for (const edge of edges)
          if (!before.has(edge.to)) {
            before.set(edge.to, { edge, prev: at });
            next.push(edge.to);
          }
      }
      frontier = next;
    }
    return undefined;
  }
  // The map is built outward from the initial snapshot, which is therefore its first entry.
  const [home, first] = Object.entries(adjacency)[0] ?? [];
  if (!home || !first) return [];
  const initial = first.state;
  const paths: Path<S>[] = withStart
    ? [{ state: initial, weight: 0, steps: [{ event: { type: 'xstate.init' }, state: initial }] }]
    : [];
  for (;;) {
    const steps: Path<S>['steps'] = [{ event: { type: 'xstate.init' }, state: initial }];
    let at = home;
    for (let route = nearest(at); route; route = nearest(at)) {
      if (steps.length > 1 && steps.length - 1 + route.length > maxSteps) break;
      for (const edge of route) {
        walked.add(edge.key);
        steps.push({ event: edge.event, state: edge.state });
        at = edge.to;
      }
    }
    if (steps.length === 1) break;
    const last = steps.at(-1) ?? steps[0];
    paths.push({ state: last.state, weight: steps.length - 1, steps });
  }
  return paths;
}

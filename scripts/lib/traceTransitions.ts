import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { MACHINES } from '../../src/flows/machines';
import { machineIdOf, type MachineId } from '../../src/flows/registry';
import {
  FORM_INVALID_EVENT,
  type FlowTrace,
  type ManifestTransition,
  type TraceEntry,
} from '../../src/schemas/flowTrace';

// Which transition of a production machine each step of an owner's trace took, named as the
// model suites name it (tests/model/coverage.ts), so owners' flows and the tests' walks can be
// set side by side. A trace keeps states and events only, never guards, so the branch is told
// by where the step landed.

// The coverage table names machines by their definition: the code step is one machine walked
// through every flow that runs it, so it has one row.
export type CoverageMachine = MachineId;
export const PRODUCTION_MACHINES: Record<CoverageMachine, AnyStateMachine> = MACHINES;

type TransitionShape = Pick<AnyTransitionDefinition, 'source' | 'eventType' | 'target'>;

/**
 * A transition's id as the model suites' coverage names it: one branch (`#index`, its place
 * among the event's transitions in that state) of one event in one state.
 */
export function transitionId(t: TransitionShape, index: number): string {
  const targets = (t.target ?? []).map((n) => n.id).join(',') || '(self)';
  return `${t.source.id} --${t.eventType}#${index}--> ${targets}`;
}

interface Branch {
  t: AnyTransitionDefinition;
  id: string;
}

interface MachineIndex {
  byPath: Map<string, AnyStateNode>;
  ids: string[];
  events: Set<string>;
}

const indexes = new WeakMap<AnyStateMachine, MachineIndex>();

function indexOf(machine: AnyStateMachine): MachineIndex {
  const known = indexes.get(machine);
  if (known) return known;
  const nodes = [machine.root, ...getStateNodes(machine)];
  const ids: string[] = [];
  const events = new Set<string>();
  // In the order tests/model/coverage.ts lists them, so reports read alike.
  for (const node of nodes) {
    for (const [type, list] of node.transitions) {
      events.add(type);
      list.forEach((t, i) => ids.push(transitionId(t, i)));
    }
    node.always?.forEach((t, i) => ids.push(transitionId(t, i)));
  }
  // A recorded state is a path to a leaf: a node with children is never where an actor rests.
  const leaves = nodes.filter((n) => n.type === 'atomic' || n.type === 'final');
  const byPath = new Map(leaves.map((n) => [n.path.join('.'), n]));
  const index = { byPath, ids, events };
  indexes.set(machine, index);
  return index;
}

/** Every transition of the machine, by id, in the order the coverage lists them. */
export const machineTransitionIds = (machine: AnyStateMachine): readonly string[] =>
  indexOf(machine).ids;

// Whether a transition key takes an event: its own name, or a wildcard (`*`, `form.*`).
const takes = (key: string, eventType: string) =>
  key === eventType ||
  key === '*' ||
  (key.endsWith('.*') && `${eventType}.`.startsWith(key.slice(0, -1)));

// The transitions XState weighs for an event in one state node, in its order: those under
// the event's own name, else the wildcard ones, longest first. Each keeps its place in its
// own list, which is what its id counts.
function branchesIn(node: AnyStateNode, eventType: string): Branch[] {
  const keys = node.transitions.has(eventType)
    ? [eventType]
    : [...node.transitions.keys()]
        .filter((key) => takes(key, eventType))
        .sort((a, b) => b.length - a.length);
  return keys.flatMap((key) =>
    (node.transitions.get(key) ?? []).map((t, i) => ({ t, id: transitionId(t, i) })),
  );
}

// The branches XState may take for an event from some leaf: from each leaf up, in order,
// until one without a guard, which always holds and hides the rest.
function branchesFrom(leaves: AnyStateNode[], eventType: string): Branch[] {
  const found = new Map<string, Branch>();
  for (const leaf of leaves) {
    const weighed: Branch[] = [];
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent)
      weighed.push(...branchesIn(node, eventType));
    const stop = weighed.findIndex((b) => !b.t.guard);
    for (const b of stop === -1 ? weighed : weighed.slice(0, stop + 1)) found.set(b.id, b);
  }
  return [...found.values()];
}

const isProperDescendant = (node: AnyStateNode, of: AnyStateNode): boolean => {
  for (let up = node.parent; up; up = up.parent) if (up === of) return true;
  return false;
};

// The atomic states a target settles in before any eventless step: its initial ones down.
function enter(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'parallel') return Object.values(node.states).flatMap(enter);
  if (node.type === 'compound') return (node.initial.target ?? []).flatMap(enter);
  return [node];
}

// The node whose descendants a transition exits, as XState computes it: the source itself
// when every target lies inside it (and the transition does not re-enter), else the nearest
// ancestor holding source and targets.
function domainOf(t: AnyTransitionDefinition, targets: readonly AnyStateNode[]): AnyStateNode {
  if (!t.reenter && targets.every((n) => n === t.source || isProperDescendant(n, t.source)))
    return t.source;
  for (let up = t.source.parent; up; up = up.parent)
    if (targets.every((n) => isProperDescendant(n, up))) return up;
  return t.source.machine.root;
}

// Where a transition leaves the actor, before eventless steps: the leaves outside what it
// exits stay, the targets are entered. A targetless one leaves the actor where it was.
function land(t: AnyTransitionDefinition, leaves: AnyStateNode[]): AnyStateNode[] {
  const targets = t.target ?? [];
  if (targets.length === 0) return leaves;
  const domain = domainOf(t, targets);
  const kept = leaves.filter((leaf) => !isProperDescendant(leaf, domain));
  return [...new Set([...kept, ...targets.flatMap(enter)])];
}

// The eventless branches XState would weigh in a leaf, from the leaf up, in order, and
// whether the leaf can be rested in: not once an unguarded branch is met, which always holds.
function eventless(leaf: AnyStateNode): { branches: Branch[]; canRest: boolean } {
  const branches: Branch[] = [];
  for (let node: AnyStateNode | undefined = leaf; node; node = node.parent)
    for (const [i, t] of (node.always ?? []).entries()) {
      branches.push({ t, id: transitionId(t, i) });
      if (!t.guard) return { branches, canRest: false };
    }
  return { branches, canRest: true };
}

interface Landing {
  leaves: AnyStateNode[];
  hops: Branch[];
}

// A trace records where a step ended, after the eventless steps it set off (`done` moving
// straight on to `editing`), so each place those can lead is a possible end, earliest branch
// first. Parallel regions are settled one leaf at a time, which is enough to tell where they
// end. The bound stops a machine whose eventless steps cycle.
const MAX_HOPS = 8;
function settle(leaves: AnyStateNode[], resting = new Set<AnyStateNode>(), depth = 0): Landing[] {
  const leaf = leaves.find((l) => !resting.has(l) && eventless(l).branches.length > 0);
  if (!leaf) return [{ leaves, hops: [] }];
  if (depth >= MAX_HOPS) return [];
  const { branches, canRest } = eventless(leaf);
  const moved = branches.flatMap((b) =>
    settle(land(b.t, leaves), new Set(), depth + 1).map((l) => ({
      leaves: l.leaves,
      hops: [b, ...l.hops],
    })),
  );
  return canRest ? [...moved, ...settle(leaves, new Set([...resting, leaf]), depth)] : moved;
}

const sameStates = (a: AnyStateNode[], b: AnyStateNode[]) =>
  a.length === b.length && a.every((n) => b.includes(n));

export type EntryMatch =
  // An actor's start: where it began, not a transition.
  | { kind: 'start' }
  // No transition: the site's note of a refused form, an actor stopped, or an event that no
  // branch took in that state (every guard false, or the state does not take it).
  | { kind: 'none' }
  // The event's branch, then the eventless branches it set off on the way to `to`.
  | { kind: 'transition'; ids: string[] }
  // An event the state refused, as the trace marks it: the branches whose guards all said no.
  | { kind: 'refused'; ids: string[] }
  // Fits no transition of this machine: recorded by another version of it.
  | { kind: 'unmatched'; reason: string };

/** The transition of `machine` a trace entry took, told apart by where it landed. */
export function matchEntry(machine: AnyStateMachine, entry: TraceEntry): EntryMatch {
  if (entry.event === 'xstate.init') return { kind: 'start' };
  if (entry.event === 'xstate.stop' || entry.event === FORM_INVALID_EVENT) return { kind: 'none' };
  const index = indexOf(machine);
  if (![...index.events].some((key) => takes(key, entry.event)))
    return { kind: 'unmatched', reason: `the machine has no event ${entry.event}` };
  const states = (value: string) => value.split(',').map((path) => index.byPath.get(path));
  const from = states(entry.from);
  const to = states(entry.to);
  const unknown = [
    ...entry.from.split(',').filter((_, i) => !from[i]),
    ...entry.to.split(',').filter((_, i) => !to[i]),
  ];
  if (unknown.length)
    return { kind: 'unmatched', reason: `no state '${unknown[0]}' in the machine` };
  const fromLeaves = from.filter((n) => n !== undefined);
  const toLeaves = to.filter((n) => n !== undefined);
  const candidates = branchesFrom(fromLeaves, entry.event);
  if (entry.refused) {
    // Refused means every branch weighed was guarded and each guard said no.
    if (sameStates(fromLeaves, toLeaves) && candidates.every((b) => b.t.guard))
      return { kind: 'refused', ids: candidates.map((b) => b.id) };
    return {
      kind: 'unmatched',
      reason: `${entry.event} cannot be refused in '${entry.from}': a branch without a guard takes it`,
    };
  }

  // The first branch landing on `to` is the one. Where two land alike the trace cannot tell
  // them apart (a guarded self-transition taken or refused looks the same, in traces older
  // than the `refused` mark), and XState tries the earlier first, so the earlier is counted.
  for (const branch of candidates) {
    const landing = settle(land(branch.t, fromLeaves)).find((l) => sameStates(l.leaves, toLeaves));
    if (landing) return { kind: 'transition', ids: [branch.id, ...landing.hops.map((h) => h.id)] };
  }
  // Staying put is what the machine does when no branch's guard holds or the state does not
  // take the event; an unguarded branch would have been taken.
  if (sameStates(fromLeaves, toLeaves) && candidates.every((b) => b.t.guard))
    return { kind: 'none' };
  return {
    kind: 'unmatched',
    reason: `no transition takes ${entry.event} from '${entry.from}' to '${entry.to}'`,
  };
}

export interface TracedStep {
  machine: CoverageMachine;
  // Counted from 1, as the support console's replay and `npm run trace:test` count steps.
  step: number;
  entry: TraceEntry;
  match: EntryMatch;
}

/** Each entry of a trace with the transition it took, on the machines given. */
export function matchTrace(
  trace: FlowTrace,
  machines: Record<CoverageMachine, AnyStateMachine> = PRODUCTION_MACHINES,
): TracedStep[] {
  return trace.entries.map((entry, i) => {
    const machine = machineIdOf(entry.machine);
    return { machine, step: i + 1, entry, match: matchEntry(machines[machine], entry) };
  });
}

/** A move a trace entry can record: from a leaf the actor rests in, on an event, to where it
 * rests next, with the transition ids it takes on the way (the event's branch, then any
 * eventless ones). A start comes `from` '' on `xstate.init`. */
export interface MachineMove {
  from: string;
  event: string;
  to: string;
  ids: string[];
}

const pathsOf = (leaves: AnyStateNode[]) => leaves.map((n) => n.path.join('.')).join(',');

/**
 * Every move the machine can make between states it rests in, each once, as its definition
 * allows them whatever its guards say: what a trace entry or a flow summary may claim.
 */
export function machineMoves(machine: AnyStateMachine): MachineMove[] {
  const index = indexOf(machine);
  const moves = new Map<string, MachineMove>();
  const add = (from: string, event: string, landing: Landing, first: Branch[]) => {
    const move = {
      from,
      event,
      to: pathsOf(landing.leaves),
      ids: [...first, ...landing.hops].map((b) => b.id),
    };
    const key = `${move.from} ${move.event} ${move.to}`;
    if (!moves.has(key)) moves.set(key, move);
  };
  for (const landing of settle(enter(machine.root))) add('', 'xstate.init', landing, []);
  for (const [path, leaf] of index.byPath) {
    // A leaf an eventless branch always leaves is passed through, never rested in.
    if (!eventless(leaf).canRest) continue;
    for (const event of index.events) {
      if (event === '') continue;
      for (const branch of branchesFrom([leaf], event))
        for (const landing of settle(land(branch.t, [leaf]))) add(path, event, landing, [branch]);
    }
  }
  return [...moves.values()];
}

function guardOf(t: AnyTransitionDefinition): string | undefined {
  const guard: unknown = t.guard;
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return typeof guard === 'function' && guard.name ? guard.name : 'inline';
}

/** Every transition of the definition, in the coverage's order, as plain data. */
export function machineTransitions(machine: AnyStateMachine): ManifestTransition[] {
  const nodes = [machine.root, ...getStateNodes(machine)];
  const list: ManifestTransition[] = [];
  const push = (t: AnyTransitionDefinition, branch: number) => {
    const guard = guardOf(t);
    list.push({
      id: transitionId(t, branch),
      from: t.source.path.join('.'),
      event: t.eventType,
      to: (t.target ?? []).map((n) => n.path.join('.')).join(','),
      branch,
      ...(guard ? { guard } : {}),
    });
  };
  for (const node of nodes) {
    for (const list of node.transitions.values()) list.forEach(push);
    node.always?.forEach(push);
  }
  return list;
}

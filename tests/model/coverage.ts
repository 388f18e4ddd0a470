import {
  getStateNodes as activeStateNodes,
  isMachineSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
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

// A guard is named by its key in setup() (or its type); one written inline has no name.
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return typeof guard === 'function' && guard.name ? guard.name : 'inline';
}

// The transitions XState weighs, in its order, for an event in one state node: those under
// the event's own name, else the wildcard ones (`foo.*`, `*`), longest first.
function candidates(node: AnyStateNode, eventType: string): AnyTransitionDefinition[] {
  if (eventType === '') return node.always ?? [];
  const exact = node.transitions.get(eventType);
  if (exact) return exact;
  return [...node.transitions.keys()]
    .filter(
      (key) => key === '*' || (key.endsWith('.*') && `${eventType}.`.startsWith(key.slice(0, -1))),
    )
    .sort((a, b) => b.length - a.length)
    .flatMap((key) => node.transitions.get(key) ?? []);
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
  // Each guarded transition's guard, as an outcome seen true and one seen false.
  const guardKey = (t: AnyTransitionDefinition, outcome: boolean) => {
    const list = candidates(t.source, t.eventType);
    return `${transitionKey(t, list.indexOf(t))} [${guardName(t.guard)}] ${outcome}`;
  };
  const guards = new Set<string>();
  for (const node of nodes) {
    const lists = [...node.transitions.values(), node.always ?? []];
    for (const t of lists.flat())
      if (t.guard) for (const outcome of [true, false]) guards.add(guardKey(t, outcome));
  }
  const seenStates = new Set<string>([machine.root.id]);
  const seenTransitions = new Set<string>();
  const seenGuards = new Set<string>();

  // XState has no inspection event for a guard, so its outcomes are read from what the
  // actor did: in each state node, from the deepest up, it weighs the event's transitions in
  // order and takes the first whose guard holds. A transition taken means the guards before
  // it in that node were false and its own true; a node left without one means all its
  // guards were false, and the next node up was weighed.
  function weighed(
    before: AnyMachineSnapshot,
    eventType: string,
    taken: AnyTransitionDefinition[],
  ) {
    // The running machine's own nodes: the app runs the machine with its implementations
    // provided, which copies every node and transition.
    for (const atomic of activeStateNodes(before.machine.root, before.value).filter(
      (n) => n.type === 'atomic' || n.type === 'final',
    )) {
      for (let node: AnyStateNode | undefined = atomic; node; node = node.parent) {
        const list = candidates(node, eventType);
        const chosen = list.findIndex((t) => taken.includes(t));
        const upTo = chosen === -1 ? list.length : chosen;
        for (const t of list.slice(0, upTo)) if (t.guard) seenGuards.add(guardKey(t, false));
        const choice = list[chosen];
        if (choice) {
          if (choice.guard) seenGuards.add(guardKey(choice, true));
          break;
        }
      }
    }
  }

  // Where the state before a step is unknown (the eventless hop an actor takes as it
  // starts, `restoring` reading storage), what the step took still says as much in the
  // node it was taken from.
  function weighedFromTaken(taken: AnyTransitionDefinition[]) {
    for (const choice of taken) {
      const list = candidates(choice.source, choice.eventType);
      for (const t of list.slice(0, list.indexOf(choice)))
        if (t.guard) seenGuards.add(guardKey(t, false));
      if (choice.guard) seenGuards.add(guardKey(choice, true));
    }
  }

  // Per actor of this machine: its snapshot before the step being taken, and the event it
  // is processing with whether any microstep answered it.
  const last = new Map<string, AnyMachineSnapshot>();
  const pending = new Map<string, { type: string; answered: boolean }>();
  return {
    observe(event) {
      const id = event.actorRef.sessionId;
      if (event.type === '@xstate.event') {
        if (last.has(id)) pending.set(id, { type: event.event.type, answered: false });
        return;
      }
      const { snapshot } = event as { snapshot: unknown };
      if (!isMachineSnapshot(snapshot) || snapshot.machine.id !== machine.id) return;
      if (event.type === '@xstate.snapshot') {
        const before = last.get(id);
        const processing = pending.get(id);
        // An event nothing answered: every guard it met was false.
        if (before && processing && !processing.answered) weighed(before, processing.type, []);
        // The actor rests here: no eventless transition of its states held.
        weighed(snapshot, '', []);
        pending.delete(id);
        last.set(id, snapshot);
        return;
      }
      if (event.type !== '@xstate.microstep') return;
      const before = last.get(id);
      const processing = pending.get(id);
      const types = new Set(event._transitions.map((t) => t.eventType));
      if (!before) weighedFromTaken(event._transitions);
      else
        for (const type of types)
          weighed(
            before,
            type,
            event._transitions.filter((t) => t.eventType === type),
          );
      if (processing && types.has(processing.type)) processing.answered = true;
      last.set(id, snapshot);
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
      guards: [...guards],
      seenGuards: [...guards].filter((g) => seenGuards.has(g)),
    }),
  };
}

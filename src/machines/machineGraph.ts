import type { AnyStateMachine, AnyStateNode } from 'xstate';

// A machine's definition as plain data: its states, nested as in the machine, and every
// transition with a readable label. The Mermaid pages in docs/flows and the support console's
// drawing are both made from this, so neither can drift from the code or from each other.

export interface GraphTransition {
  // The event type as the machine and the trace name it.
  event: string;
  // As people read it: 'done: sendCode', 'after resendDelay', 'always [hasCode]'.
  label: string;
  // Dotted paths; empty for a transition that stays in its state.
  targets: string[];
}

export interface GraphState {
  // Dotted path from the machine's root ('' for the root itself).
  path: string;
  key: string;
  final: boolean;
  initial?: string;
  tags: string[];
  // What the state runs while it is active (its invoked actors).
  invokes: string[];
  children: GraphState[];
  transitions: GraphTransition[];
}

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String(guard.type);
  // An inline guard takes the name of the property it was written in.
  const name = typeof guard === 'function' ? guard.name : '';
  return name && name !== 'guard' ? name : 'inline guard';
}

export function eventLabel(eventType: string): string {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (outcome?.[1] && outcome[2]) return `${outcome[1]}: ${outcome[2]}`;
  const after = /^xstate\.after\.([^.]+)/.exec(eventType);
  if (after?.[1]) return `after ${after[1]}`;
  return eventType;
}

const withGuard = (label: string, guard: unknown) => {
  const name = guardName(guard);
  return name ? `${label} [${name}]` : label;
};

function edge(event: string, label: string, t: Transition): GraphTransition {
  return { event, label: withGuard(label, t.guard), targets: (t.target ?? []).map(pathOf) };
}

function walk(node: AnyStateNode): GraphState {
  const transitions = [...node.transitions.values()].flatMap((list) =>
    (list as Transition[]).map((t) => edge(t.eventType, eventLabel(t.eventType), t)),
  );
  const always = ((node.always ?? []) as Transition[]).map((t) => edge('always', 'always', t));
  const initial = node.initial?.target[0];
  return {
    path: pathOf(node),
    key: node.key,
    final: node.type === 'final',
    ...(initial ? { initial: pathOf(initial) } : {}),
    tags: [...node.tags],
    invokes: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    children: Object.values(node.states).map(walk),
    transitions: [...transitions, ...always],
  };
}

export function machineGraph(machine: AnyStateMachine): GraphState {
  return walk(machine.root);
}

// Every state of the graph, the root first, depth first.
export function graphStates(state: GraphState): GraphState[] {
  return [state, ...state.children.flatMap(graphStates)];
}

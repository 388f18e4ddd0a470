import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';

// A suite's tables checked against the production machine, so a state or event added to a
// machine fails its suite until someone says what the user sees, does, or why not.

export interface CheckedSuite {
  name: string;
  machine: AnyStateMachine;
  child: { id: string; machine: AnyStateMachine } | undefined;
  events: readonly EventObject[];
  states: readonly string[];
  unseen: Record<string, string>;
  does: (eventType: string) => boolean;
  notModelled: Record<string, string>;
}

// With the root: it takes events and invokes actors as any state does.
const withRoot = (machine: AnyStateMachine): AnyStateNode[] => [
  machine.root,
  ...getStateNodes(machine),
];

// Named as the tables name them: 'verifyingPhone.checking', or 'phoneCode:waiting' in the child.
function statesOf(machine: AnyStateMachine, prefix = ''): string[] {
  return getStateNodes(machine).map((n) => `${prefix}${n.path.join('.')}`);
}

function eventsOf(machine: AnyStateMachine): string[] {
  return withRoot(machine).flatMap((n) => [...n.transitions.keys()]);
}

// Actor outcomes are settled by the harness through the fake world: no user causes them.
const isOutcome = (type: string) => /^xstate\.(done|error)\.actor\./.test(type);

export function tableProblems(suite: CheckedSuite): string[] {
  const { name, machine, child } = suite;
  const states = [...statesOf(machine), ...(child ? statesOf(child.machine, `${child.id}:`) : [])];
  const problems: string[] = [];
  // An invoke XState names by its place ('0.contact.submitting') renames its outcome events,
  // and so the support traces, whenever the machine is reshaped: each must have its own id.
  for (const m of [machine, ...(child ? [child.machine] : [])])
    for (const node of withRoot(m))
      for (const invoke of node.invoke)
        if (/^\d+\./.test(invoke.id))
          problems.push(`${name}: the invoke in '${node.path.join('.')}' has no id — give it one`);
  const named = new Set([...suite.states, ...Object.keys(suite.unseen)]);
  for (const state of states)
    if (!named.has(state))
      problems.push(
        `${name}: no row for state '${state}' — add it to tables.states or to unseen with a reason`,
      );
  for (const state of named)
    if (!states.includes(state))
      problems.push(`${name}: tables name '${state}', which is no state of the machine`);
  for (const [state, reason] of Object.entries(suite.unseen))
    if (!reason.trim()) problems.push(`${name}: unseen '${state}' gives no reason`);

  const modelled = new Set(suite.events.map((e) => e.type));
  for (const type of modelled)
    if (!isOutcome(type) && !suite.does(type))
      problems.push(
        `${name}: no row says what the user does for '${type}' — add a does to tables.events`,
      );
  const handled = new Set([...eventsOf(machine), ...(child ? eventsOf(child.machine) : [])]);
  for (const type of handled)
    if (!modelled.has(type) && !(type in suite.notModelled))
      problems.push(
        `${name}: the machine handles '${type}', which the model never sends — add it to events or to notModelled with a reason`,
      );
  for (const type of Object.keys(suite.notModelled))
    if (!handled.has(type))
      problems.push(`${name}: notModelled names '${type}', which the machine does not handle`);
  return problems;
}

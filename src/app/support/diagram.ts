import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { contactMachine } from '../../machines/contact.machine';
import { phoneCodeMachine } from '../../machines/phoneCode.machine';
import { resetMachine } from '../../machines/reset.machine';
import { sessionMachine } from '../../machines/session.machine';
import { signupMachine } from '../../machines/signup.machine';
import type { TraceMachine } from '../../schemas/flowTrace';
import type { DiagramState } from '../../ui/support/model';

const machines: Record<TraceMachine, AnyStateMachine> = {
  signup: signupMachine,
  'signup.phoneCode': phoneCodeMachine,
  reset: resetMachine,
  'reset.phoneCode': phoneCodeMachine,
  session: sessionMachine,
  contact: contactMachine,
};

const pathOf = (node: AnyStateNode) => node.path.join('.');

// The machine's own definition, walked: what is drawn is what runs, never a copy of it.
function walk(node: AnyStateNode): DiagramState {
  const transitions = [...node.transitions.entries()].flatMap(([event, list]) =>
    list.map((t) => ({ event, targets: (t.target ?? []).map(pathOf) })),
  );
  const always = (node.always ?? []).map((t) => ({
    event: 'always',
    targets: (t.target ?? []).map(pathOf),
  }));
  return {
    path: pathOf(node),
    key: node.key,
    final: node.type === 'final',
    initial: node.initial?.target.map(pathOf)[0],
    children: Object.values(node.states).map(walk),
    transitions: [...transitions, ...always],
  };
}

const cache = new Map<TraceMachine, DiagramState>();

export function machineDiagram(machine: TraceMachine): DiagramState {
  let diagram = cache.get(machine);
  if (!diagram) {
    diagram = walk(machines[machine].root);
    cache.set(machine, diagram);
  }
  return diagram;
}

import type { AnyStateMachine } from 'xstate';
import { contactMachine } from '../../machines/contact.machine';
import { machineGraph } from '../../machines/machineGraph';
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

const cache = new Map<TraceMachine, DiagramState>();

// The same drawing data the Mermaid pages in docs/flows are made from.
export function machineDiagram(machine: TraceMachine): DiagramState {
  let diagram = cache.get(machine);
  if (!diagram) {
    diagram = machineGraph(machines[machine]);
    cache.set(machine, diagram);
  }
  return diagram;
}

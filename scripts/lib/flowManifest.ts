import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { contactMachine } from '../../src/machines/contact.machine';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { resetMachine } from '../../src/machines/reset.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { signupMachine } from '../../src/machines/signup.machine';
import {
  FORM_INVALID_EVENT,
  type FlowManifest,
  type TraceMachine,
} from '../../src/schemas/flowTrace';

// The states and event types of the production machines, for the API to accept only traces
// made of them. Events every actor sees (its start and stop) and the site's own record of
// a refused form submit come on top of the machine's transitions.
const ACTOR_EVENTS = ['xstate.init', 'xstate.stop'];

function nodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(nodes)];
}

function describe(machine: AnyStateMachine, withForm: boolean) {
  const all = nodes(machine.root).filter((n) => n.path.length > 0);
  const events = new Set([...ACTOR_EVENTS, ...(withForm ? [FORM_INVALID_EVENT] : [])]);
  for (const node of [machine.root, ...all])
    for (const type of node.transitions.keys()) if (type !== '') events.add(type);
  return { states: all.map((n) => n.path.join('.')).sort(), events: [...events].sort() };
}

export function buildFlowManifest(): FlowManifest {
  const machines: Record<TraceMachine, ReturnType<typeof describe>> = {
    signup: describe(signupMachine, true),
    'signup.phoneCode': describe(phoneCodeMachine, false),
    reset: describe(resetMachine, true),
    'reset.phoneCode': describe(phoneCodeMachine, false),
    session: describe(sessionMachine, true),
    contact: describe(contactMachine, true),
  };
  return { machines };
}

import { createHash } from 'node:crypto';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { contactMachine } from '../../src/machines/contact.machine';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { resetMachine } from '../../src/machines/reset.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { signupMachine } from '../../src/machines/signup.machine';
import { FORMS, FORM_FIELDS, RULES, type FormName } from '../../src/schemas/failure';
import { FORM_RULES } from '../../src/schemas/formRules';
import {
  FORM_INVALID_EVENT,
  type FlowManifest,
  type MachineManifest,
  type ManifestHistory,
  type TraceMachine,
  type TraceRoot,
} from '../../src/schemas/flowTrace';

// The states and event types of the production machines, and the form fields each flow's
// refused submits may name, for both ends to accept only traces made of them. Events every
// actor sees (its start and stop) and the site's own record of a refused form submit come on
// top of the machine's transitions.
const ACTOR_EVENTS = ['xstate.init', 'xstate.stop'];

// The forms each flow shows: a refused submit names only their fields.
export const FLOW_FORMS: Record<TraceRoot, readonly FormName[]> = {
  signup: ['signup', 'signupPassword'],
  reset: ['phone', 'resetPassword'],
  session: ['login'],
  contact: ['contact'],
};

function describe(machine: AnyStateMachine, forms: readonly FormName[] = []): MachineManifest {
  const nodes = getStateNodes(machine);
  const events = new Set([...ACTOR_EVENTS, ...(forms.length ? [FORM_INVALID_EVENT] : [])]);
  for (const node of [machine.root, ...nodes])
    for (const type of node.transitions.keys()) if (type !== '') events.add(type);
  const fields = new Set<string>(forms.flatMap((form) => FORMS[form]));
  const rules = new Set<string>(
    forms.flatMap((form) => Object.values(FORM_RULES[form]).flatMap((t) => Object.values(t))),
  );
  return {
    // The machine's definition as XState serialises it (states, transitions, guards and
    // actions by name): what a trace or a summary was recorded by, told apart after a change.
    version: createHash('sha256')
      .update(JSON.stringify(machine.definition))
      .digest('hex')
      .slice(0, 12),
    states: nodes.map((n) => n.path.join('.')).sort(),
    events: [...events].sort(),
    // In the order of the closed lists, so the file reads the same however forms are listed.
    fields: FORM_FIELDS.filter((field) => fields.has(field)),
    rules: RULES.filter((rule) => rules.has(rule)),
  };
}

export function buildFlowManifest(): FlowManifest {
  const machines: Record<TraceMachine, MachineManifest> = {
    signup: describe(signupMachine, FLOW_FORMS.signup),
    'signup.phoneCode': describe(phoneCodeMachine),
    reset: describe(resetMachine, FLOW_FORMS.reset),
    'reset.phoneCode': describe(phoneCodeMachine),
    session: describe(sessionMachine, FLOW_FORMS.session),
    contact: describe(contactMachine, FLOW_FORMS.contact),
  };
  return { machines };
}

// Earlier versions kept per machine: a trace lives for the retention period (30 days by
// default), far less than this many releases of one machine take.
export const HISTORY_MAX_VERSIONS = 12;

/**
 * The history with `before`'s lists added for each machine whose version `after` changed,
 * newest first, each version once and at most HISTORY_MAX_VERSIONS of them; today's version
 * is never in it.
 */
export function withEarlier(
  history: ManifestHistory,
  before: FlowManifest,
  after: FlowManifest,
): ManifestHistory {
  const machines: ManifestHistory['machines'] = {};
  for (const machine of Object.keys(after.machines) as TraceMachine[]) {
    const today = after.machines[machine].version;
    const earlier = before.machines[machine] as MachineManifest | undefined;
    const kept = [
      ...(earlier && earlier.version !== today ? [earlier] : []),
      ...(history.machines[machine] ?? []),
    ].filter(
      (known, index, all) =>
        known.version !== today && all.findIndex((k) => k.version === known.version) === index,
    );
    if (kept.length) machines[machine] = kept.slice(0, HISTORY_MAX_VERSIONS);
  }
  return { machines };
}

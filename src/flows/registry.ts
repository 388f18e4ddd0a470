// Every flow of the site, declared once. Data only: no machine, no schema, no message code,
// so the trace and summary schemas, the API, the scripts and the console's first load can all
// read it. Everything that lists the flows (the trace vocabulary, the manifest, the coverage,
// the console's lists and funnels, the storage picklists, the bundle rules) derives from it;
// the machines themselves are mapped in ./machines.ts, which only scripts, tests and the
// console's replay load. docs/adding-a-flow.md says what a new flow brings.

// A move as a trace or a summary records it; a goal names the parts that must match.
export interface FlowGoal {
  from?: string;
  event?: string;
  to?: string;
}

// The steps the console's funnels count; each needs its words in src/content/support.ts.
export const FUNNEL_STEPS = [
  'opened',
  'codeSent',
  'codeRight',
  'account',
  'loggedIn',
  'passwordChanged',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

// What a funnel step counts in one machine's day: visits begun, visits that reached the goal,
// visits that passed a state, or moves on an event.
export type FunnelCount =
  | { kind: 'started' }
  | { kind: 'done' }
  | { kind: 'reached'; state: string }
  | { kind: 'moves'; event: string };

export interface FunnelStepRule {
  step: FunnelStep;
  // A flow id, or a flow's child as `flow.child`; tests/unit/flowRegistry.test.ts checks it.
  machine: string;
  count: FunnelCount;
}

// A machine a flow runs as its child: one definition, shared by every flow that runs it. The
// console names it as each flow runs it (the flow's labels.children).
export interface ChildDeclaration {
  goal: FlowGoal;
}

export interface FlowDeclaration {
  // The children it invokes, by their key in CHILDREN (and their invoke id).
  children: readonly ChildId[];
  // The move that means the owner got what they came for: a summary ends `done` on it.
  goal: FlowGoal;
  // 'start': a visit begins when the machine starts (the owner reached for its form);
  // 'action': only once the owner acts on it (the session runs on every page).
  visit: 'start' | 'action';
  // The forms its screens show (keys of FORMS in src/schemas/failure.ts): a refused submit
  // in its trace may name only their fields.
  forms: readonly string[];
  // The funnel the console draws when this flow is chosen; empty for none.
  funnel: readonly FunnelStepRule[];
  // Its pages, as route ids of src/routes: the bundle check keeps console code off them.
  routes: readonly string[];
  // The browser keys it keeps (names in src/app/storage/storageKeys.ts).
  storage: { session: readonly string[]; local: readonly string[] };
  // Message keys (messages/*.json) of the console's names for the flow and its children.
  labels: { flow: string; children: Partial<Record<ChildId, string>> };
}

export const CHILDREN = {
  // The SMS code step: send, wait with a resend countdown, check.
  phoneCode: { goal: { to: 'verified' } },
} as const satisfies Record<string, ChildDeclaration>;
export type ChildId = keyof typeof CHILDREN;

const codeStepFunnel = (flow: string) =>
  [
    { step: 'opened', machine: flow, count: { kind: 'started' } },
    {
      step: 'codeSent',
      machine: flow,
      count: { kind: 'reached', state: 'verifyingPhone.waiting' },
    },
    {
      step: 'codeRight',
      machine: flow,
      count: { kind: 'moves', event: 'xstate.done.actor.phoneCode' },
    },
  ] as const satisfies readonly FunnelStepRule[];

export const FLOWS = {
  signup: {
    children: ['phoneCode'],
    goal: { from: 'registering.submitting', event: 'xstate.done.actor.register' },
    visit: 'start',
    forms: ['signup', 'signupPassword'],
    funnel: [
      ...codeStepFunnel('signup'),
      { step: 'account', machine: 'signup', count: { kind: 'done' } },
      { step: 'loggedIn', machine: 'session', count: { kind: 'done' } },
    ],
    routes: ['_flows/register', '_flows/verify-otp', '_flows/verify-user'],
    storage: {
      session: ['codeSession', 'pendingSignup', 'signupDraft', 'phoneNumber'],
      local: ['finishedFlows'],
    },
    labels: {
      flow: 'support_insight_machine_signup',
      children: { phoneCode: 'support_insight_machine_signup_code' },
    },
  },
  reset: {
    children: ['phoneCode'],
    goal: { from: 'updating', event: 'xstate.done.actor.resetPassword' },
    visit: 'start',
    forms: ['phone', 'resetPassword'],
    funnel: [
      ...codeStepFunnel('reset'),
      { step: 'passwordChanged', machine: 'reset', count: { kind: 'done' } },
    ],
    routes: ['_flows/forget-password', '_flows/verify-otp', '_flows/reset-password'],
    storage: {
      session: ['codeSession', 'phoneNumber', 'verifiedReset'],
      local: ['finishedFlows'],
    },
    labels: {
      flow: 'support_insight_machine_reset',
      children: { phoneCode: 'support_insight_machine_reset_code' },
    },
  },
  session: {
    children: [],
    goal: { from: 'loggingIn', to: 'loggedIn.active' },
    visit: 'action',
    forms: ['login'],
    funnel: [],
    routes: ['_flows/register', 'success-login'],
    storage: { session: [], local: ['signedInUser'] },
    labels: { flow: 'support_insight_machine_session', children: {} },
  },
  contact: {
    children: [],
    goal: { to: 'sent' },
    visit: 'start',
    forms: ['contact'],
    funnel: [],
    routes: ['contact-us', 'thank-you'],
    storage: { session: ['contactAnswer', 'sentTraceReference', 'traceUpload'], local: [] },
    labels: { flow: 'support_insight_machine_contact', children: {} },
  },
} as const satisfies Record<string, FlowDeclaration>;

export type FlowId = keyof typeof FLOWS;
type ChildOf<F extends FlowId> = (typeof FLOWS)[F]['children'][number];
// A machine as a trace names it: a flow, or a child as its flow runs it ('signup.phoneCode').
export type TraceMachine = { [F in FlowId]: F | `${F}.${ChildOf<F>}` }[FlowId];
// A machine definition: each flow, and each child once however many flows run it.
export type MachineId = FlowId | ChildId;
// The flows that prove a phone with a code, and keep it across a reload.
export type CodeFlow = { [F in FlowId]: 'phoneCode' extends ChildOf<F> ? F : never }[FlowId];

export const FLOW_IDS = Object.keys(FLOWS) as FlowId[];
export const CHILD_IDS = Object.keys(CHILDREN) as ChildId[];
export const MACHINE_IDS: readonly MachineId[] = [...FLOW_IDS, ...CHILD_IDS];

const childrenOf = (flow: FlowId): readonly ChildId[] => FLOWS[flow].children;

// Each flow, then its children, in the registry's order.
export const TRACE_MACHINES: readonly TraceMachine[] = FLOW_IDS.flatMap((flow) => [
  flow,
  ...childrenOf(flow).map((child) => `${flow}.${child}` as TraceMachine),
]);

export const CODE_FLOWS = FLOW_IDS.filter((flow) =>
  childrenOf(flow).includes('phoneCode'),
) as CodeFlow[];

/** The flow a trace machine belongs to ('signup.phoneCode' → 'signup'). */
export const flowOf = (machine: TraceMachine): FlowId => machine.split('.')[0] as FlowId;

/** The definition a trace machine runs ('signup.phoneCode' → 'phoneCode'). */
export const machineIdOf = (machine: TraceMachine): MachineId =>
  (machine.split('.')[1] as ChildId | undefined) ?? (machine as FlowId);

/** Whether a string names a machine of the registry (a trace or a URL may name anything). */
export const isTraceMachine = (name: string): name is TraceMachine =>
  (TRACE_MACHINES as readonly string[]).includes(name);

/** The goal of a trace machine: its flow's, or its child's. */
export function goalOf(machine: TraceMachine): FlowGoal {
  const id = machineIdOf(machine);
  return id in CHILDREN ? CHILDREN[id as ChildId].goal : FLOWS[id as FlowId].goal;
}

/** The message key of the console's name for a trace machine. */
export function labelOf(machine: TraceMachine): string {
  const { flow, children } = FLOWS[flowOf(machine)].labels;
  const id = machineIdOf(machine);
  return id === flowOf(machine)
    ? flow
    : ((children as Partial<Record<ChildId, string>>)[id as ChildId] ?? flow);
}

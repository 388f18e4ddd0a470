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

// The steps the console's funnels count; each needs its words in src/features/support/copy.ts.
export const FUNNEL_STEPS = [
  'opened',
  'codeSent',
  'codeRight',
  'account',
  'loggedIn',
  'passwordChanged',
  'accountDeleted',
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

// The console's words for each event a machine's trace records: message keys (in
// messages/support), resolved in src/features/support/copy.ts. tests/unit/flowRegistry.test.ts
// checks every event of the manifest has words, in both languages.
export type StepWords = Readonly<Record<string, string>>;

// A machine a flow runs as its child: one definition, shared by every flow that runs it. The
// console names it as each flow runs it (the flow's labels.children).
export interface ChildDeclaration {
  goal: FlowGoal;
  steps: StepWords;
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
  // Those of its pages an owner lands on, prerendered: the bundle check holds them to the
  // entry budget, with the machine and firebase loaded only on intent.
  entry: readonly string[];
  // The browser keys it keeps (names in src/app/storage/storageKeys.ts).
  storage: { session: readonly string[]; local: readonly string[] };
  // Message keys (messages/*.json) of the console's names for the flow and its children.
  labels: { flow: string; children: Partial<Record<ChildId, string>> };
  // The console's words for the steps its trace records.
  steps: StepWords;
}

export const CHILDREN = {
  // The SMS code step: send, wait with a resend countdown, check.
  phoneCode: {
    goal: { to: 'verified' },
    steps: {
      'xstate.init': 'support_step_code_step_opened',
      'xstate.done.actor.sendCode': 'support_step_code_sent',
      'xstate.error.actor.sendCode': 'support_step_code_not_sent',
      'code.enter': 'support_step_code_typed',
      'xstate.done.actor.confirmCode': 'support_step_code_right',
      'xstate.error.actor.confirmCode': 'support_step_code_not_checked',
      'code.resend': 'support_step_resend_asked',
      'code.request': 'support_step_code_requested',
      'xstate.after.resendDelay.phoneCode.waiting.coolingDown': 'support_step_resend_ready',
      'xstate.stop': 'support_step_closed',
    },
  },
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

// What a flow records of the code step it runs (src/machines/verifyingPhone.ts).
const codeStepWords = {
  'phoneCode.sent': 'support_step_code_sent',
  'phoneCode.checking': 'support_step_code_checking',
  'phoneCode.rejected': 'support_step_code_refused',
  'xstate.done.actor.phoneCode': 'support_step_phone_verified',
} as const;

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
    entry: ['_flows/register'],
    storage: {
      session: ['codeSession', 'pendingSignup', 'signupDraft', 'phoneNumber'],
      local: ['finishedFlows'],
    },
    labels: {
      flow: 'support_insight_machine_signup',
      children: { phoneCode: 'support_insight_machine_signup_code' },
    },
    steps: {
      ...codeStepWords,
      'xstate.init': 'support_step_signup_opened',
      'form.submit': 'support_step_form_sent',
      'form.invalid': 'support_step_form_refused',
      'location.request': 'support_step_location_asked',
      'xstate.done.actor.locate': 'support_step_location_answered',
      'xstate.done.actor.register': 'support_step_account_made',
      'xstate.error.actor.register': 'support_step_account_not_made',
      'password.submit': 'support_step_password_again',
      'phone.change': 'support_step_phone_changed',
      'flow.finishedElsewhere': 'support_step_finished_elsewhere',
      'flow.restart': 'support_step_started_over',
      'code.request': 'support_step_code_requested',
      'phone.prefill': 'support_step_prefilled',
      'xstate.stop': 'support_step_closed',
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
    entry: ['_flows/forget-password'],
    storage: {
      session: ['codeSession', 'phoneNumber', 'verifiedReset'],
      local: ['finishedFlows'],
    },
    labels: {
      flow: 'support_insight_machine_reset',
      children: { phoneCode: 'support_insight_machine_reset_code' },
    },
    steps: {
      ...codeStepWords,
      'xstate.init': 'support_step_reset_opened',
      'phone.submit': 'support_step_phone_sent',
      'form.invalid': 'support_step_form_refused',
      'xstate.done.actor.checkAccount': 'support_step_account_found',
      'xstate.error.actor.checkAccount': 'support_step_account_not_found',
      'password.submit': 'support_step_new_password_sent',
      'xstate.done.actor.resetPassword': 'support_step_password_changed',
      'xstate.error.actor.resetPassword': 'support_step_password_not_changed',
      'phone.change': 'support_step_phone_changed',
      'flow.finishedElsewhere': 'support_step_finished_elsewhere',
      'signup.start': 'support_step_chose_signup',
      'xstate.stop': 'support_step_closed',
    },
  },
  session: {
    children: [],
    goal: { from: 'loggingIn', to: 'loggedIn.active' },
    visit: 'action',
    forms: ['login'],
    funnel: [],
    routes: ['_flows/register', 'success-login'],
    // Its form is on the sign-up's entry page.
    entry: [],
    storage: { session: [], local: ['signedInUser'] },
    labels: { flow: 'support_insight_machine_session', children: {} },
    steps: {
      'xstate.init': 'support_step_page_opened',
      'login.submit': 'support_step_login_sent',
      'form.invalid': 'support_step_form_refused',
      'xstate.done.actor.login': 'support_step_logged_in',
      'xstate.error.actor.login': 'support_step_login_refused',
      'xstate.done.actor.checkSession': 'support_step_session_checked',
      'xstate.error.actor.checkSession': 'support_step_session_not_checked',
      logout: 'support_step_logged_out',
      loggedOutElsewhere: 'support_step_logged_out_elsewhere',
      'account.deleted': 'support_step_logged_out_deleted',
      'xstate.stop': 'support_step_closed',
    },
  },
  contact: {
    children: [],
    goal: { to: 'sent' },
    visit: 'start',
    forms: ['contact'],
    funnel: [],
    routes: ['contact-us', 'thank-you'],
    // Its form is on a marketing page, held to the marketing budget.
    entry: [],
    storage: { session: ['contactAnswer', 'sentTraceReference', 'traceUpload'], local: [] },
    labels: { flow: 'support_insight_machine_contact', children: {} },
    steps: {
      'xstate.init': 'support_step_contact_opened',
      submit: 'support_step_message_sent',
      'form.invalid': 'support_step_form_refused',
      'xstate.done.actor.sendMessage': 'support_step_message_delivered',
      'xstate.error.actor.sendMessage': 'support_step_message_not_sent',
      'xstate.stop': 'support_step_closed',
    },
  },
  deletion: {
    children: ['phoneCode'],
    goal: { from: 'deleting', event: 'xstate.done.actor.deleteAccount' },
    visit: 'start',
    forms: ['phone'],
    funnel: [
      ...codeStepFunnel('deletion'),
      { step: 'accountDeleted', machine: 'deletion', count: { kind: 'done' } },
    ],
    routes: ['_flows/delete-account'],
    entry: ['_flows/delete-account'],
    storage: { session: ['codeSession', 'phoneNumber'], local: ['finishedFlows'] },
    labels: {
      flow: 'support_insight_machine_deletion',
      children: { phoneCode: 'support_insight_machine_deletion_code' },
    },
    steps: {
      ...codeStepWords,
      'xstate.init': 'support_step_deletion_opened',
      'phone.submit': 'support_step_phone_sent',
      'form.invalid': 'support_step_form_refused',
      'xstate.done.actor.checkAccount': 'support_step_account_found',
      'xstate.error.actor.checkAccount': 'support_step_account_not_found',
      'deletion.confirm': 'support_step_deletion_confirmed',
      'deletion.cancel': 'support_step_deletion_cancelled',
      'xstate.done.actor.deleteAccount': 'support_step_account_deleted',
      'xstate.error.actor.deleteAccount': 'support_step_account_not_deleted',
      'phone.change': 'support_step_phone_changed',
      'flow.finishedElsewhere': 'support_step_finished_elsewhere',
      'xstate.stop': 'support_step_closed',
    },
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

/** The message key of the console's words for a step of a trace machine, if it has any. */
export function stepKeyOf(machine: TraceMachine, event: string): string | undefined {
  const id = machineIdOf(machine);
  const steps: StepWords =
    id in CHILDREN ? CHILDREN[id as ChildId].steps : FLOWS[id as FlowId].steps;
  return Object.hasOwn(steps, event) ? steps[event] : undefined;
}

/** The message key of the console's name for a trace machine. */
export function labelOf(machine: TraceMachine): string {
  const { flow, children } = FLOWS[flowOf(machine)].labels;
  const id = machineIdOf(machine);
  return id === flowOf(machine)
    ? flow
    : ((children as Partial<Record<ChildId, string>>)[id as ChildId] ?? flow);
}

import type { CodeFlow } from '../../flows/registry';

// What the console draws, as plain data: the app layer replays a trace into these and the
// components below only render them.

// The flows that share the code and password screens (the registry's flows with a code step).
export type OwnerFlow = CodeFlow;

// What the owner's tab showed at a step.
export type OwnerScreen =
  | { kind: 'signupForm'; pending: boolean; locating: boolean; accountExists?: string }
  | {
      kind: 'code';
      flow: OwnerFlow;
      codeError?: string;
      resending: boolean;
      verifying: boolean;
      coolingDown: boolean;
    }
  | { kind: 'password'; flow: OwnerFlow; pending: boolean }
  | { kind: 'registering' }
  | { kind: 'checkingAccount' }
  | { kind: 'resetPhone'; pending: boolean }
  | { kind: 'deletionPhone'; pending: boolean }
  | { kind: 'deletionConfirm'; pending: boolean }
  | { kind: 'deleted' }
  | { kind: 'noAccount'; message?: string }
  | { kind: 'login'; pending: boolean; errorLine?: string }
  | { kind: 'loggedIn' }
  | { kind: 'contact'; pending: boolean; failed: boolean; sent: boolean }
  | { kind: 'blank' };

// The failures a screen says in place (a field's, the form's, the code boxes'), which no
// toast repeats.
export function inlineFailures(screen: OwnerScreen): string[] {
  switch (screen.kind) {
    case 'code':
      return screen.codeError ? [screen.codeError] : [];
    case 'login':
      return screen.errorLine ? [screen.errorLine] : [];
    case 'signupForm':
      return screen.accountExists ? [screen.accountExists] : [];
    case 'noAccount':
      return screen.message ? [screen.message] : [];
    default:
      return [];
  }
}

export interface ScreenToast {
  key: string;
  kind: 'success' | 'error' | 'info' | 'loading';
  message: string;
}

// A machine's state with its nested states and the transitions leaving it.
export interface DiagramState {
  // Dotted path from the machine's root ('' for the root itself).
  path: string;
  key: string;
  final: boolean;
  initial?: string;
  children: DiagramState[];
  // `label` as people read it ('done: sendCode', 'after resendDelay', 'always [hasCode]').
  transitions: { event: string; label: string; targets: string[] }[];
}

export interface TimelineRow {
  id: string;
  step: number;
  // Milliseconds since the trace began.
  t: number;
  machine: string;
  event: string;
  from: string;
  to: string;
  outcome?: string;
  invalid?: { field: string; rule: string }[];
  // The state could not take the event: nothing moved.
  refused?: boolean;
}

// A machine the trace names an earlier version of than the one running today.
export interface OlderMachine {
  machine: string;
  recorded: string;
  today: string;
}

// Where today's machine was after a step the owner's version took otherwise: moved on an
// event (`event`), stayed where it was (no `event`), or not running (no `to`).
export interface TodayMove {
  machine: string;
  event?: string;
  from: string;
  to?: string;
}

// The first step today's machines do not take as the owner's did.
export interface ReplayMismatch {
  // 0-based index into the trace's entries.
  index: number;
  // The step in one line, for an engineer's report.
  message: string;
  // The step side by side: what the owner's version recorded, and what today's did.
  owner: { machine: string; event: string; from: string; to: string; outcome?: string };
  today: TodayMove;
}

// Which versions of the machines recorded the trace, where that matters to the replay.
export interface TraceVersionNote {
  older: readonly OlderMachine[];
  // The trace names no versions (recorded before the site kept them).
  unversioned: boolean;
}

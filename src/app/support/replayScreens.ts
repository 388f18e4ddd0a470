import { failureText, type PlacedFailure } from '../../content/failures';
import type { Locale } from '../../paraglide/runtime.js';
import type { Failure } from '../../schemas/failure';
import type { FlowId, TraceMachine } from '../../flows/registry';
import { stateKey } from '../../schemas/flowTrace';
import type { OwnerFlow, OwnerScreen } from '../../ui/support/model';

// A machine's snapshot reduced to what decides the owner's screen.
export interface SnapshotView {
  state: string;
  tags: ReadonlySet<string>;
  context: Readonly<Record<string, unknown>>;
}

export function snapshotView(snapshot: unknown): SnapshotView | undefined {
  if (!snapshot || typeof snapshot !== 'object') return undefined;
  if (!('value' in snapshot) || !('tags' in snapshot) || !('context' in snapshot)) return undefined;
  const { value, tags, context } = snapshot;
  return {
    state: stateKey(value),
    tags: tags instanceof Set ? new Set([...tags].map(String)) : new Set(),
    context: context && typeof context === 'object' ? { ...context } : {},
  };
}

// A failure a machine keeps in its context, in the words the owner read.
const said = (value: unknown, locale: Locale) =>
  value ? failureText(value as PlacedFailure, locale) : undefined;

function codeScreen(flow: OwnerFlow, child: SnapshotView | undefined, locale: Locale): OwnerScreen {
  return {
    kind: 'code',
    flow,
    codeError: said(child?.context.codeError, locale),
    resending: !!child?.tags.has('sending'),
    verifying: !!child?.tags.has('verifying'),
    coolingDown: !!child?.tags.has('coolingDown'),
  };
}

type Views = ReadonlyMap<TraceMachine, SnapshotView>;

// The screen each flow's page draws for its state, by the tags the routes read, in the
// owner's language. A flow without an entry here fails the type check.
const SCREENS: Record<FlowId, (views: Views, locale: Locale) => OwnerScreen> = {
  signup: (views, locale) => {
    const s = views.get('signup');
    if (!s) return { kind: 'blank' };
    if (s.tags.has('registering')) return { kind: 'registering' };
    if (s.tags.has('password')) return { kind: 'password', flow: 'signup', pending: false };
    if (s.tags.has('code')) return codeScreen('signup', views.get('signup.phoneCode'), locale);
    if (s.tags.has('form'))
      return {
        kind: 'signupForm',
        pending: s.tags.has('sending'),
        locating: s.tags.has('locating'),
        // The form says why only when an account may already exist (as BusinessSignup does);
        // other failures were the toast's to tell.
        accountExists: s.context.accountMayExist ? said(s.context.error, locale) : undefined,
      };
    return { kind: 'blank' };
  },
  reset: (views, locale) => {
    const r = views.get('reset');
    if (!r) return { kind: 'blank' };
    if (r.tags.has('checkingAccount')) return { kind: 'checkingAccount' };
    if (r.tags.has('noAccount'))
      return { kind: 'noAccount', message: said(r.context.noAccount, locale) };
    if (r.tags.has('password'))
      return { kind: 'password', flow: 'reset', pending: r.tags.has('updating') };
    if (r.tags.has('code')) return codeScreen('reset', views.get('reset.phoneCode'), locale);
    if (r.tags.has('form')) return { kind: 'resetPhone', pending: r.tags.has('sending') };
    return { kind: 'blank' };
  },
  session: (views, locale) => {
    const s = views.get('session');
    if (!s) return { kind: 'blank' };
    if (s.state.startsWith('loggedIn')) return { kind: 'loggedIn' };
    return {
      kind: 'login',
      pending: s.state === 'loggingIn',
      errorLine: s.context.loginError
        ? failureText({ failure: s.context.loginError as Failure, place: 'loginLine' }, locale)
        : undefined,
    };
  },
  contact: (views) => {
    const c = views.get('contact');
    if (!c) return { kind: 'blank' };
    return {
      kind: 'contact',
      pending: c.state === 'submitting',
      failed: c.state === 'failed',
      sent: c.state === 'sent',
    };
  },
};

export const ownerScreen = (root: FlowId, views: Views, locale: Locale): OwnerScreen =>
  SCREENS[root](views, locale);

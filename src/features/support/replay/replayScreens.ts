import { failureText, type PlacedFailure } from '../../../content/failures';
import type { Locale } from '../../../paraglide/runtime.js';
import type { TraceMachine } from '../../../flows/registry';
import { stateKey } from '../../../schemas/flowTrace';
import type { OwnerFlow, OwnerScreen } from '../model';

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
export const said = (value: unknown, locale: Locale) =>
  value ? failureText(value as PlacedFailure, locale) : undefined;

export function codeScreen(
  flow: OwnerFlow,
  child: SnapshotView | undefined,
  locale: Locale,
): OwnerScreen {
  return {
    kind: 'code',
    flow,
    codeError: said(child?.context.codeError, locale),
    resending: !!child?.tags.has('sending'),
    verifying: !!child?.tags.has('verifying'),
    coolingDown: !!child?.tags.has('coolingDown'),
  };
}

export type Views = ReadonlyMap<TraceMachine, SnapshotView>;

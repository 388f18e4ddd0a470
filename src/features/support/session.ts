import * as v from 'valibot';
import type { KeyValueStore } from '../../services/storage';
import type { SupportToken } from './api';

// The console's own sign-in, in sessionStorage so it ends with the tab; kept apart from the
// owner's `token` cookie and `userData` so a support session never passes for an owner's.
export const SUPPORT_SESSION_KEY = 'supportSession';

const SupportSessionRecord = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.number(),
  // The staff member's own address, as typed at sign-in: the console says who is signed in.
  email: v.optional(v.pipe(v.string(), v.maxLength(254))),
});

export function readSupportSession(store: KeyValueStore, now: number): SupportToken | undefined {
  const raw = store.get(SUPPORT_SESSION_KEY);
  if (raw === null) return undefined;
  try {
    const result = v.safeParse(SupportSessionRecord, JSON.parse(raw));
    if (result.success && result.output.expiresAt > now) return result.output;
  } catch {
    // Unreadable: removed below like an expired one.
  }
  store.remove(SUPPORT_SESSION_KEY);
  return undefined;
}

export function saveSupportSession(store: KeyValueStore, session: SupportToken): void {
  store.set(SUPPORT_SESSION_KEY, JSON.stringify(session));
}

export function clearSupportSession(store: KeyValueStore): void {
  store.remove(SUPPORT_SESSION_KEY);
}

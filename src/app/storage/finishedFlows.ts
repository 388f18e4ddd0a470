import * as v from 'valibot';
import { CODE_FLOWS, type CodeFlow as Flow } from '../../flows/registry';
import type { KeyValueStore } from '../../services/storage';
import {
  ID_TOKEN_TTL_MS,
  readCodeSession,
  readPendingRegistration,
  readPhone,
  readResetting,
} from './flowStorage';
import { LOCAL_KEYS } from './storageKeys';

// A browser's "Duplicate tab" copies sessionStorage, so two tabs can hold one sign-up or
// reset in progress. When one of them finishes it, it notes so in localStorage, which every
// tab of the site shares: the other tab then ends its copy instead of trying again with a
// spent code or proof. A note holds the flow, a fingerprint of the phone (never the number)
// and when it finished; notes older than any code or proof a copy could still hold are
// dropped.

const MAX_NOTES = 20;

const Note = v.object({
  flow: v.picklist(CODE_FLOWS),
  phone: v.pipe(v.string(), v.regex(/^[0-9a-z]{1,16}$/)),
  at: v.number(),
});
const NotesRecord = v.object({ v: v.literal(1), notes: v.array(Note) });
type Note = v.InferOutput<typeof Note>;

/** A short fingerprint of a phone number (53-bit cyrb53), so a note never holds the number. */
export function phoneFingerprint(phone: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < phone.length; i += 1) {
    const c = phone.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function readNotes(local: KeyValueStore, now: number): Note[] {
  try {
    const result = v.safeParse(NotesRecord, JSON.parse(local.get(LOCAL_KEYS.finishedFlows) ?? ''));
    if (!result.success) return [];
    return result.output.notes.filter((n) => n.at <= now && now - n.at <= ID_TOKEN_TTL_MS);
  } catch {
    return [];
  }
}

/** Notes, for the other tabs, that this tab finished `flow` for `phone` at `now`. */
export function noteFinishedFlow(
  local: KeyValueStore,
  flow: Flow,
  phone: string,
  now: number,
): void {
  if (!phone) return;
  const notes = [...readNotes(local, now), { flow, phone: phoneFingerprint(phone), at: now }];
  local.set(LOCAL_KEYS.finishedFlows, JSON.stringify({ v: 1, notes: notes.slice(-MAX_NOTES) }));
}

// Since when this tab's copy of `flow` has been under way: the code it waits for was sent,
// or (a reset) its phone was verified; a deletion keeps its proof with its code. Undefined
// when the tab holds no such copy.
function copyOf(session: KeyValueStore, flow: Flow, now: number) {
  if (flow === 'signup') {
    const details = readPendingRegistration(session);
    const code = details ? readCodeSession(session, 'signup', now) : undefined;
    return details && code ? { phone: details.phone, since: code.sentAt } : undefined;
  }
  const phone = readPhone(session);
  const since =
    readCodeSession(session, flow, now)?.sentAt ??
    (flow === 'reset' ? readResetting(session, now)?.verifiedAt : undefined);
  return phone && since !== undefined ? { phone, since } : undefined;
}

/**
 * Whether another tab finished the `flow` this tab holds in `session` (the same phone,
 * after this tab's copy began): the account exists, or the password was changed, and the
 * copy's code or proof is spent.
 */
export function finishedElsewhere(
  session: KeyValueStore,
  local: KeyValueStore,
  flow: Flow,
  now: number,
): boolean {
  const copy = copyOf(session, flow, now);
  if (!copy) return false;
  const phone = phoneFingerprint(copy.phone);
  return readNotes(local, now).some(
    (note) => note.flow === flow && note.phone === phone && note.at >= copy.since,
  );
}

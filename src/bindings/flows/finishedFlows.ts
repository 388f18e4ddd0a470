import * as v from 'valibot';
import { CODE_FLOWS, type CodeFlow as Flow } from '../../flows/registry';
import type { KeyValueStore } from '../../services/storage';
import { ID_TOKEN_TTL_MS } from '../../app/storage/flowStorage';
import { LOCAL_KEYS } from '../../app/storage/storageKeys';

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

/** This tab's copy of a flow: whose phone, and since when it has been under way. */
export interface FlowCopy {
  phone: string;
  since: number;
}

/**
 * Reads this tab's copy of one flow from its sessionStorage, undefined when it holds none.
 * Each flow's progress module has one (`*Progress.ts` beside this file): only the flow knows
 * which of its records says since when its code or proof is live.
 */
export type FlowCopyReader = (session: KeyValueStore, now: number) => FlowCopy | undefined;

/**
 * Whether another tab finished the `flow` whose copy this tab holds (the same phone, after
 * this tab's copy began): the account exists, or the password was changed, and the copy's
 * code or proof is spent.
 */
export function finishedElsewhere(
  copy: FlowCopy | undefined,
  local: KeyValueStore,
  flow: Flow,
  now: number,
): boolean {
  if (!copy) return false;
  const phone = phoneFingerprint(copy.phone);
  return readNotes(local, now).some(
    (note) => note.flow === flow && note.phone === phone && note.at >= copy.since,
  );
}

import { describe, expect, it } from 'vitest';
import { deletionCopy } from '../../../src/bindings/flows/deletionProgress';
import {
  finishedElsewhere as finishedElsewhereFor,
  noteFinishedFlow,
  phoneFingerprint,
} from '../../../src/bindings/flows/finishedFlows';
import { resetCopy } from '../../../src/bindings/flows/resetProgress';
import { signupCopy as readSignupCopy } from '../../../src/bindings/flows/signupProgress';
import {
  ID_TOKEN_TTL_MS,
  writeCodeSession,
  writePendingRegistration,
  writePhone,
  writeResetting,
} from '../../../src/app/storage/flowStorage';
import { memoryStore, type KeyValueStore } from '../../../src/services/storage';
import { pendingRegistration } from '../../helpers/pendingRegistration';
import { testPhone } from '../../helpers/phones';

// What a duplicated tab learns from the tab it was copied from: the notes of finished flows
// that tab leaves in localStorage, matched against the copy this tab holds in sessionStorage.

const now = 1_800_000_000_000;
const SECOND = 1000;
const phone = testPhone().international;
const details = pendingRegistration({ phone });

// Each flow reads its own copy from the tab's sessionStorage.
const COPY_OF = { signup: readSignupCopy, reset: resetCopy, deletion: deletionCopy } as const;
const finishedElsewhere = (
  session: KeyValueStore,
  local: KeyValueStore,
  flow: keyof typeof COPY_OF,
  now: number,
) => finishedElsewhereFor(COPY_OF[flow](session, now), local, flow, now);

// A tab whose sessionStorage holds a sign-up waiting for the code sent at `sentAt`.
function signupCopy(sentAt = now) {
  const session = memoryStore();
  writePendingRegistration(session, details);
  writeCodeSession(session, 'signup', { phone, verificationId: 'v1', sentAt });
  return session;
}

describe('finished flows, noted for the other tabs', () => {
  it('keep a fingerprint of the phone, never the number', () => {
    const local = memoryStore();
    noteFinishedFlow(local, 'signup', phone, now);
    const stored = local.get('finishedFlows') ?? '';
    expect(stored).not.toContain(phone);
    expect(stored).not.toContain(phone.slice(3));
    expect(JSON.parse(stored)).toEqual({
      v: 1,
      notes: [{ flow: 'signup', phone: phoneFingerprint(phone), at: now }],
    });
    expect(phoneFingerprint(phone)).not.toBe(phoneFingerprint(testPhone(1).international));
  });

  it('end a copy of the sign-up whose code was sent before the other tab finished it', () => {
    const local = memoryStore();
    const session = signupCopy(now - 60 * SECOND);
    expect(finishedElsewhere(session, local, 'signup', now)).toBe(false);
    noteFinishedFlow(local, 'signup', phone, now);
    expect(finishedElsewhere(session, local, 'signup', now + SECOND)).toBe(true);
    // A reset of the same phone is another flow.
    expect(finishedElsewhere(session, local, 'reset', now + SECOND)).toBe(false);
  });

  it('leave alone a sign-up started after, another phone, or a tab holding none', () => {
    const local = memoryStore();
    noteFinishedFlow(local, 'signup', phone, now);
    expect(finishedElsewhere(signupCopy(now + SECOND), local, 'signup', now + 2 * SECOND)).toBe(
      false,
    );
    const other = memoryStore();
    writePendingRegistration(other, { ...details, phone: testPhone(1).international });
    writeCodeSession(other, 'signup', {
      phone: testPhone(1).international,
      verificationId: 'v2',
      sentAt: now - SECOND,
    });
    expect(finishedElsewhere(other, local, 'signup', now)).toBe(false);
    expect(finishedElsewhere(memoryStore(), local, 'signup', now)).toBe(false);
  });

  it('end a copy of the reset, waiting for its code or verified', () => {
    const local = memoryStore();
    noteFinishedFlow(local, 'reset', phone, now);
    const waiting = memoryStore();
    writeCodeSession(waiting, 'reset', { phone, verificationId: 'v1', sentAt: now - SECOND });
    expect(finishedElsewhere(waiting, local, 'reset', now)).toBe(true);
    const verified = memoryStore();
    writePhone(verified, phone);
    writeResetting(verified, 'id-token', now - SECOND);
    expect(finishedElsewhere(verified, local, 'reset', now)).toBe(true);
    expect(finishedElsewhere(verified, local, 'signup', now)).toBe(false);
  });

  it('end a copy of the deletion, waiting for its code or holding its proof', () => {
    const local = memoryStore();
    const waiting = memoryStore();
    writeCodeSession(waiting, 'deletion', { phone, verificationId: 'v1', sentAt: now - SECOND });
    const proven = memoryStore();
    writeCodeSession(proven, 'deletion', {
      phone,
      verificationId: 'v1',
      sentAt: now - SECOND,
      proof: { idToken: 'id-token', verifiedAt: now - SECOND },
    });
    expect(finishedElsewhere(waiting, local, 'deletion', now)).toBe(false);
    noteFinishedFlow(local, 'deletion', phone, now);
    expect(finishedElsewhere(waiting, local, 'deletion', now)).toBe(true);
    expect(finishedElsewhere(proven, local, 'deletion', now)).toBe(true);
    // The code belongs to the deletion: a reset of the same phone holds no copy here.
    expect(finishedElsewhere(waiting, local, 'reset', now)).toBe(false);
    // A copy begun after the other tab finished is a new deletion.
    const later = memoryStore();
    writeCodeSession(later, 'deletion', { phone, verificationId: 'v2', sentAt: now + SECOND });
    expect(finishedElsewhere(later, local, 'deletion', now + 2 * SECOND)).toBe(false);
  });

  it('are dropped once no copy could still hold a live code or proof, and kept few', () => {
    const local = memoryStore();
    noteFinishedFlow(local, 'signup', phone, now);
    const later = now + ID_TOKEN_TTL_MS + SECOND;
    noteFinishedFlow(local, 'reset', phone, later);
    expect(JSON.parse(local.get('finishedFlows') ?? '').notes).toEqual([
      { flow: 'reset', phone: phoneFingerprint(phone), at: later },
    ]);
    for (let i = 0; i < 30; i += 1)
      noteFinishedFlow(local, 'signup', testPhone(i).international, later + i);
    expect(JSON.parse(local.get('finishedFlows') ?? '').notes).toHaveLength(20);
  });

  it('read anything else as no note at all', () => {
    for (const junk of ['{not json', '[]', '{"v":2,"notes":[]}', '{"v":1,"notes":[{"x":1}]}']) {
      const local = memoryStore({ finishedFlows: junk });
      expect(finishedElsewhere(signupCopy(now - SECOND), local, 'signup', now)).toBe(false);
      noteFinishedFlow(local, 'signup', phone, now);
      expect(finishedElsewhere(signupCopy(now - SECOND), local, 'signup', now)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  CODE_TTL_MS,
  readCodeSession,
  readPendingRegistration,
  readResetting,
  writeCodeSession,
  writePendingRegistration,
} from '../../../src/app/storage/flowStorage';
import { memoryStore } from '../../../src/services/storage';
import { pendingRegistration } from '../../helpers/pendingRegistration';

const now = 1_800_000_000_000;
const details = pendingRegistration();
const session = { phone: details.phone, verificationId: 'v1', sentAt: now };
const otp = (record: object) =>
  JSON.stringify({ v: 2, flow: 'signup', verificationId: 'v1', sentAt: now, ...record });

describe('flow storage', () => {
  it('reads back what it wrote, never the password', () => {
    const store = memoryStore();
    writePendingRegistration(store, details);
    writeCodeSession(store, 'signup', session);
    expect(readPendingRegistration(store)).toEqual(details);
    expect(readCodeSession(store, 'signup', now)).toEqual(session);
    expect(store.get('userData')).not.toMatch(/password/);
    expect(readCodeSession(store, 'reset', now)).toBeUndefined();
  });

  it('keeps a verified code with the ID token that proves it and when it was verified', () => {
    const store = memoryStore();
    const proof = { idToken: 'id-token', verifiedAt: now + 1000 };
    writeCodeSession(store, 'signup', { ...session, proof });
    expect(JSON.parse(store.get('otp') ?? '')).toEqual({
      v: 2,
      flow: 'signup',
      verificationId: 'v1',
      sentAt: now,
      verified: true,
      idToken: 'id-token',
      verifiedAt: now + 1000,
    });
    expect(readCodeSession(store, 'signup', now)).toEqual({ ...session, proof });
  });

  it.each([
    ['a verified code without its token', otp({ verified: true, verifiedAt: now })],
    ['a verified code without its time', otp({ verified: true, idToken: 'id-token' })],
    ['an empty token', otp({ verified: true, idToken: ' ', verifiedAt: now })],
    ['a record of the first version', otp({ v: 1, verified: true })],
  ])('discards %s', (_, raw) => {
    const store = memoryStore({
      otp: raw,
      phoneNumber: JSON.stringify({ v: 1, phone: details.phone }),
    });
    expect(readCodeSession(store, 'signup', now)).toBeUndefined();
    expect(store.get('otp')).toBeNull();
  });

  it.each([
    ['bad JSON', '{"v":1,'],
    ['a wrong shape', '{"v":1,"details":{"first_name":3}}'],
    ['an old version', JSON.stringify({ v: 0, details })],
    ['a tampered phone', JSON.stringify({ v: 1, details: { ...details, phone: '<script>' } })],
  ])('discards %s', (_, raw) => {
    const store = memoryStore({ userData: raw });
    expect(readPendingRegistration(store)).toBeUndefined();
    expect(store.get('userData')).toBeNull();
  });

  it('discards a stale code and a reset token from the future', () => {
    const store = memoryStore();
    writeCodeSession(store, 'signup', { ...session, sentAt: now - CODE_TTL_MS - 1 });
    expect(readCodeSession(store, 'signup', now)).toBeUndefined();
    expect(store.get('otp')).toBeNull();
    store.set('isResetting', JSON.stringify({ v: 1, idToken: 't', verifiedAt: now + 5000 }));
    expect(readResetting(store, now)).toBeUndefined();
  });
});

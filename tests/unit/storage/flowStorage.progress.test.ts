import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_TTL_MS,
  ID_TOKEN_TTL_MS,
  clearFlowStorage,
  forgetSignedInUser,
  readCodeSession,
  readContactAnswer,
  readPendingRegistration,
  readPhone,
  readResetting,
  readSentTraceReference,
  readSignedInUser,
  saveContactAnswer,
  saveSignedInUser,
  writeCodeSession,
  writePhone,
  writeResetting,
} from '../../../src/app/storage/flowStorage';
import { saveResetProgress } from '../../../src/bindings/flows/resetProgress';
import { saveSignupProgress } from '../../../src/bindings/flows/signupProgress';
import { memoryStore } from '../../../src/services/storage';
import { pendingRegistration } from '../../helpers/pendingRegistration';

// What a reload finds of the sign-up and reset flows, and what the session and contact form
// leave behind, in the browser's own key names (other tools and older tabs read them).
const now = 1_800_000_000_000;
const details = pendingRegistration();
const phone = details.phone;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('code lifetime', () => {
  it('restores a code up to its last moment and drops it one moment later', () => {
    const store = memoryStore();
    writeCodeSession(store, 'reset', { phone, verificationId: 'v1', sentAt: now - CODE_TTL_MS });
    expect(readCodeSession(store, 'reset', now)?.verificationId).toBe('v1');
    expect(readCodeSession(store, 'reset', now + 1)).toBeUndefined();
    expect(store.get('otp')).toBeNull();
  });

  it('drops a code sent after now (a clock turned back): its countdown cannot be trusted', () => {
    const store = memoryStore();
    writeCodeSession(store, 'reset', { phone, verificationId: 'v1', sentAt: now + 1 });
    expect(readCodeSession(store, 'reset', now)).toBeUndefined();
    expect(store.get('otp')).toBeNull();
  });

  it('lasts half an hour', () => {
    expect(CODE_TTL_MS).toBe(30 * 60 * 1000);
  });

  it('keeps a reset verification for 55 minutes, then forgets it', () => {
    expect(ID_TOKEN_TTL_MS).toBe(55 * 60 * 1000);
    const store = memoryStore();
    writeResetting(store, 'id-token', now - ID_TOKEN_TTL_MS);
    expect(readResetting(store, now)).toEqual({
      v: 1,
      idToken: 'id-token',
      verifiedAt: now - ID_TOKEN_TTL_MS,
    });
    expect(readResetting(store, now + 1)).toBeUndefined();
    expect(store.get('isResetting')).toBeNull();
  });

  it('keeps a reset verified this very moment', () => {
    const store = memoryStore();
    writeResetting(store, 'id-token', now);
    expect(readResetting(store, now)?.idToken).toBe('id-token');
  });
});

describe('phone', () => {
  it('reads back a number in international format only', () => {
    const store = memoryStore();
    writePhone(store, phone);
    expect(readPhone(store)).toBe(phone);
    expect(JSON.parse(store.get('phoneNumber') ?? '')).toEqual({ v: 1, phone });
    for (const bad of [`x${phone}`, `${phone}x`, '+1234567', '+1234567890123456']) {
      store.set('phoneNumber', JSON.stringify({ v: 1, phone: bad }));
      expect(readPhone(store)).toBeUndefined();
      expect(store.get('phoneNumber')).toBeNull();
    }
  });

  it('restores no code without the phone it went to', () => {
    const store = memoryStore();
    writeCodeSession(store, 'signup', { phone, verificationId: 'v1', sentAt: now });
    store.remove('phoneNumber');
    expect(readCodeSession(store, 'signup', now)).toBeUndefined();
  });

  it('discards a code with an empty verification id', () => {
    const store = memoryStore();
    writeCodeSession(store, 'signup', { phone, verificationId: ' ', sentAt: now });
    expect(readCodeSession(store, 'signup', now)).toBeUndefined();
  });

  it('keeps a sign-up whose location was given', () => {
    const store = memoryStore();
    const located = { ...details, location: { latitude: 30.04, longitude: 31.24 } };
    saveSignupProgress(store, { details: located, phoneVerified: false });
    expect(readPendingRegistration(store)).toEqual(located);
  });
});

describe('sign-up progress', () => {
  it('keeps nothing before the form was sent', () => {
    const store = memoryStore({ isResetting: 'kept' });
    saveSignupProgress(store, { phoneVerified: false });
    expect(store.get('isResetting')).toBe('kept');
    expect(store.get('userData')).toBeNull();
  });

  it('keeps the details and the code, and drops a reset in progress', () => {
    const store = memoryStore();
    writeResetting(store, 'reset-token', now);
    saveSignupProgress(store, {
      details,
      verificationId: 'v1',
      codeSentAt: now - 1000,
      phoneVerified: false,
    });
    expect(readPendingRegistration(store)).toEqual(details);
    expect(readCodeSession(store, 'signup', now)).toEqual({
      phone,
      verificationId: 'v1',
      sentAt: now - 1000,
    });
    expect(store.get('isResetting')).toBeNull();
  });

  it('counts a code with no send time from now', () => {
    const store = memoryStore();
    saveSignupProgress(store, { details, verificationId: 'v1', phoneVerified: false });
    expect(readCodeSession(store, 'signup', now)?.sentAt).toBe(now);
  });

  it('keeps the proof only once the phone is verified', () => {
    const proof = { idToken: 'id-token', verifiedAt: now };
    const store = memoryStore();
    const progress = { details, verificationId: 'v1', codeSentAt: now, proof };
    saveSignupProgress(store, { ...progress, phoneVerified: false });
    expect(readCodeSession(store, 'signup', now)?.proof).toBeUndefined();
    saveSignupProgress(store, { ...progress, phoneVerified: true });
    expect(readCodeSession(store, 'signup', now)?.proof).toEqual(proof);
  });

  it('forgets a used-up code so a reload does not wait on it', () => {
    const store = memoryStore();
    writeCodeSession(store, 'signup', { phone, verificationId: 'v1', sentAt: now });
    saveSignupProgress(store, { details, phoneVerified: false });
    expect(store.get('otp')).toBeNull();
    expect(readPendingRegistration(store)).toEqual(details);
  });
});

describe('reset progress', () => {
  it('keeps nothing before a phone was given', () => {
    const store = memoryStore({ userData: 'kept' });
    saveResetProgress(store, { verificationId: 'v1' });
    expect(store.get('userData')).toBe('kept');
    expect(store.get('otp')).toBeNull();
  });

  it('keeps the phone and its code, dropping a sign-up and an earlier verification', () => {
    const store = memoryStore();
    writeResetting(store, 'old-token', now);
    saveSignupProgress(store, { details, phoneVerified: false });
    saveResetProgress(store, { phone, verificationId: 'v2', codeSentAt: now - 5 });
    expect(readCodeSession(store, 'reset', now)).toEqual({
      phone,
      verificationId: 'v2',
      sentAt: now - 5,
    });
    expect(readPendingRegistration(store)).toBeUndefined();
    expect(store.get('isResetting')).toBeNull();
  });

  it('counts a code with no send time from now', () => {
    const store = memoryStore();
    saveResetProgress(store, { phone, verificationId: 'v2' });
    expect(readCodeSession(store, 'reset', now)?.sentAt).toBe(now);
  });

  it('once verified keeps the token and phone, not the code', () => {
    const store = memoryStore();
    saveResetProgress(store, { phone, verificationId: 'v2', codeSentAt: now });
    saveResetProgress(store, { phone, verificationId: 'v2', idToken: 'id-token' });
    expect(store.get('otp')).toBeNull();
    expect(readPhone(store)).toBe(phone);
    expect(readResetting(store, now)).toEqual({ v: 1, idToken: 'id-token', verifiedAt: now });
  });

  it('keeps the first verification time: the token does not get younger', () => {
    const store = memoryStore();
    saveResetProgress(store, { phone, idToken: 'id-token' });
    vi.setSystemTime(now + 60_000);
    saveResetProgress(store, { phone, idToken: 'id-token' });
    expect(readResetting(store, now + 60_000)?.verifiedAt).toBe(now);
  });

  it('keeps nothing new with neither a code nor a token', () => {
    const store = memoryStore();
    saveResetProgress(store, { phone });
    expect(store.get('otp')).toBeNull();
    expect(store.get('isResetting')).toBeNull();
  });
});

describe('starting over', () => {
  it('clears both flows and keeps what is not theirs', () => {
    const store = memoryStore({ flowTrace: 'trace', responseHtml: '<p>Thanks</p>' });
    saveSignupProgress(store, { details, verificationId: 'v1', phoneVerified: false });
    writeResetting(store, 'id-token', now);
    clearFlowStorage(store);
    for (const key of ['otp', 'userData', 'phoneNumber', 'isResetting'])
      expect(store.get(key)).toBeNull();
    expect(store.get('flowTrace')).toBe('trace');
    expect(store.get('responseHtml')).toBe('<p>Thanks</p>');
  });
});

describe('signed-in user', () => {
  it('reads back the login answer, and removes one that does not parse', () => {
    const store = memoryStore();
    const user = { token: 'token', firstName: 'Mona' };
    saveSignedInUser(store, user);
    expect(readSignedInUser(store)).toEqual(user);
    // Read again on the next page load: reading it leaves it where it is.
    expect(readSignedInUser(store)).toEqual(user);
    store.set('userData', '{"token":""}');
    expect(readSignedInUser(store)).toBeUndefined();
    expect(store.get('userData')).toBeNull();
  });

  it('forgets everything kept on logout', () => {
    const store = memoryStore({ other: 'x' });
    saveSignedInUser(store, { token: 'token' });
    forgetSignedInUser(store);
    expect(store.get('userData')).toBeNull();
    expect(store.get('other')).toBeNull();
  });

  it('keeps the chosen language through a logout', () => {
    const store = memoryStore({ locale: 'ar', other: 'x' });
    saveSignedInUser(store, { token: 'token' });
    forgetSignedInUser(store);
    expect(store.get('userData')).toBeNull();
    expect(store.get('other')).toBeNull();
    expect(store.get('locale')).toBe('ar');
  });
});

describe('contact answer', () => {
  it('keeps the answer with the trace reference it was sent with', () => {
    const store = memoryStore();
    expect(readContactAnswer(store)).toBeUndefined();
    expect(readSentTraceReference(store)).toBeUndefined();
    saveContactAnswer(store, '<p>Thanks</p>', 'K7QM-2XDA');
    expect(readContactAnswer(store)).toBe('<p>Thanks</p>');
    expect(readSentTraceReference(store)).toBe('K7QM-2XDA');
  });

  it('drops an earlier reference when the new message went without one', () => {
    const store = memoryStore();
    saveContactAnswer(store, '<p>Thanks</p>', 'K7QM-2XDA');
    const set = vi.spyOn(store, 'set');
    saveContactAnswer(store, '<p>Again</p>');
    expect(readSentTraceReference(store)).toBeUndefined();
    expect(store.get('sentTraceReference')).toBeNull();
    // Nothing is written in its place (a browser would store the text "undefined").
    expect(set.mock.calls.map(([key]) => key)).toEqual(['responseHtml']);
  });

  it('shows no reference that is not one', () => {
    const store = memoryStore({ sentTraceReference: 'not a reference' });
    expect(readSentTraceReference(store)).toBeUndefined();
  });
});

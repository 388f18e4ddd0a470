import type { KeyValueStore } from '../../services/storage';
import type { FlowCopy } from './finishedFlows';
import {
  readCodeSession,
  readPhone,
  readResetting,
  SESSION_KEYS,
  writeCodeSession,
  writePhone,
  writeResetting,
} from '../../app/storage/flowStorage';

// What the reset keeps so a reload resumes it: the phone and its code, or its verification.
export interface ResetProgress {
  phone?: string;
  verificationId?: string;
  codeSentAt?: number;
  idToken?: string;
}

export function saveResetProgress(store: KeyValueStore, progress: ResetProgress): void {
  const { phone, verificationId, codeSentAt, idToken } = progress;
  if (!phone) return;
  store.remove(SESSION_KEYS.pendingSignup);
  if (idToken) {
    store.remove(SESSION_KEYS.codeSession);
    writePhone(store, phone);
    // Keep the first verification time: the token does not get younger.
    if (!readResetting(store, Date.now())) writeResetting(store, idToken, Date.now());
  } else if (verificationId) {
    // A new code for a new number: an earlier verification must not pair with it.
    store.remove(SESSION_KEYS.verifiedReset);
    writeCodeSession(store, 'reset', {
      phone,
      verificationId,
      sentAt: codeSentAt ?? Date.now(),
    });
  }
}

// A copy of the reset is under way from when its code was sent, or, once the code was used,
// from when its phone was verified.
export function resetCopy(session: KeyValueStore, now: number): FlowCopy | undefined {
  const phone = readPhone(session);
  const since =
    readCodeSession(session, 'reset', now)?.sentAt ?? readResetting(session, now)?.verifiedAt;
  return phone && since !== undefined ? { phone, since } : undefined;
}

import type { PendingRegistration, PhoneProof } from '../../machines/flowMemory';
import type { KeyValueStore } from '../../services/storage';
import type { FlowCopy } from './finishedFlows';
import {
  readCodeSession,
  readPendingRegistration,
  SESSION_KEYS,
  writeCodeSession,
  writePendingRegistration,
} from '../../app/storage/flowStorage';

// What the sign-up keeps so a reload resumes it: its details and the code in play.
export interface SignupProgress {
  details?: PendingRegistration;
  verificationId?: string;
  codeSentAt?: number;
  phoneVerified: boolean;
  proof?: PhoneProof;
}

export function saveSignupProgress(store: KeyValueStore, progress: SignupProgress): void {
  const { details, verificationId, codeSentAt, phoneVerified, proof } = progress;
  if (!details) return;
  store.remove(SESSION_KEYS.verifiedReset);
  writePendingRegistration(store, details);
  // No code in hand (a failed registration used it up): a reload must not wait on it.
  if (!verificationId) return store.remove(SESSION_KEYS.codeSession);
  writeCodeSession(store, 'signup', {
    phone: details.phone,
    verificationId,
    sentAt: codeSentAt ?? Date.now(),
    proof: phoneVerified ? proof : undefined,
  });
}

// A copy of the sign-up is under way once its code was sent for the details it holds.
export function signupCopy(session: KeyValueStore, now: number): FlowCopy | undefined {
  const details = readPendingRegistration(session);
  const code = details ? readCodeSession(session, 'signup', now) : undefined;
  return details && code ? { phone: details.phone, since: code.sentAt } : undefined;
}

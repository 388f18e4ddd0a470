import type { PhoneProof } from '../../machines/flowMemory';
import type { KeyValueStore } from '../../services/storage';
import type { FlowCopy } from './finishedFlows';
import { readCodeSession, SESSION_KEYS, writeCodeSession } from '../../app/storage/flowStorage';

// What the deletion keeps so a reload resumes it: the phone and its code, or its proof.
export interface DeletionProgress {
  phone?: string;
  verificationId?: string;
  codeSentAt?: number;
  proof?: PhoneProof;
}

export function saveDeletionProgress(store: KeyValueStore, progress: DeletionProgress): void {
  const { phone, verificationId, codeSentAt, proof } = progress;
  if (!phone || !verificationId) return;
  store.remove(SESSION_KEYS.pendingSignup);
  store.remove(SESSION_KEYS.verifiedReset);
  writeCodeSession(store, 'deletion', {
    phone,
    verificationId,
    sentAt: codeSentAt ?? Date.now(),
    proof,
  });
}

// A copy of the deletion is under way from when its code was sent; it keeps its proof with it.
export function deletionCopy(session: KeyValueStore, now: number): FlowCopy | undefined {
  const code = readCodeSession(session, 'deletion', now);
  return code && { phone: code.phone, since: code.sentAt };
}

import { createHash } from 'node:crypto';
import type { UsedTokenStore } from '../db/usedTokenStore';
import { ApiError } from '../http/apiError';
import type { PhoneTokenVerifier } from './phoneVerification';

export const NOT_VERIFIED = 'Phone verification failed. Please request a new code and try again.';
const OTHER_PHONE =
  'This code was confirmed for another phone number. Please verify the number you are registering.';

/** How long after the code was confirmed its token may still be spent, per use. */
const MAX_AGE_SECONDS = { register: 10 * 60, reset: 60 * 60 } as const;
// A used sign-in is remembered as long as any of its tokens could pass the age check.
const REMEMBER_SECONDS = Math.max(...Object.values(MAX_AGE_SECONDS));
// Allowance for clocks that disagree a little.
const SKEW_SECONDS = 60;

export type ProofUse = keyof typeof MAX_AGE_SECONDS;

export interface SpentProof {
  /** Gives the sign-in back when the work it paid for failed on our side. */
  release(): Promise<void>;
}

/**
 * Checks that `token` (a Firebase ID token) proves `phone`, recently enough for `use`, and
 * spends it: one phone sign-in pays for one registration or one reset, on every instance.
 * Throws 401 (no, invalid, old or spent token) or, for registration, 403 (another phone).
 */
export async function spendPhoneProof(
  deps: { verifyPhoneToken: PhoneTokenVerifier; usedTokens: UsedTokenStore },
  token: string | undefined,
  phone: string,
  use: ProofUse,
): Promise<SpentProof> {
  const proof = token ? await deps.verifyPhoneToken(token) : undefined;
  if (!proof) throw new ApiError(401, NOT_VERIFIED);
  if (proof.phone !== phone) {
    throw use === 'register' ? new ApiError(403, OTHER_PHONE) : new ApiError(401, NOT_VERIFIED);
  }
  const age = Date.now() / 1000 - proof.authTime;
  if (age > MAX_AGE_SECONDS[use] || age < -SKEW_SECONDS) throw new ApiError(401, NOT_VERIFIED);
  // Remembered by a digest: the table never holds a usable token.
  const key = createHash('sha256')
    .update(token ?? '')
    .digest('base64url');
  const rememberUntil = new Date((proof.authTime + REMEMBER_SECONDS + SKEW_SECONDS) * 1000);
  if (!(await deps.usedTokens.consume(key, rememberUntil))) throw new ApiError(401, NOT_VERIFIED);
  return { release: () => deps.usedTokens.release(key) };
}

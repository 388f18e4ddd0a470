import { createHash } from 'node:crypto';
import type { UsedTokenStore } from '../db/usedTokenStore';
import { ApiError } from '../http/apiError';
import type { PhoneTokenVerifier } from './phoneVerification';

export const NOT_VERIFIED = 'Phone verification failed. Please request a new code and try again.';
const OTHER_PHONE =
  'This code was confirmed for another phone number. Please verify the number you are registering.';

/**
 * How long after the code was confirmed its token may still be spent, per use. A deletion
 * leaves the owner time to read what it deletes, not to leave the tab and come back.
 */
const MAX_AGE_SECONDS = { register: 10 * 60, reset: 60 * 60, deletion: 15 * 60 } as const;
// A used sign-in is remembered as long as any of its tokens could pass the age check.
const REMEMBER_SECONDS = Math.max(...Object.values(MAX_AGE_SECONDS));
// Allowance for clocks that disagree a little.
const SKEW_SECONDS = 60;

export type ProofUse = keyof typeof MAX_AGE_SECONDS;

export interface SpentProof {
  /** Gives the sign-in back when the work it paid for failed on our side. */
  release(): Promise<void>;
}

interface ProofDeps {
  verifyPhoneToken: PhoneTokenVerifier;
  usedTokens: UsedTokenStore;
}

// What a token that proves its phone is remembered by once spent: a digest, so the table
// never holds a usable token, until no token of that sign-in could pass the age check.
interface ProvenToken {
  key: string;
  rememberUntil: Date;
}

// `phone`: the phone the request names, which the token must prove; undefined when the
// token alone says whose the request is (a deletion names no phone).
async function provePhone(
  deps: ProofDeps,
  token: string | undefined,
  phone: string | undefined,
  use: ProofUse,
): Promise<ProvenToken & { phone: string }> {
  const proof = token ? await deps.verifyPhoneToken(token) : undefined;
  if (!proof) throw new ApiError(401, NOT_VERIFIED);
  if (phone !== undefined && proof.phone !== phone) {
    throw use === 'register' ? new ApiError(403, OTHER_PHONE) : new ApiError(401, NOT_VERIFIED);
  }
  const age = Date.now() / 1000 - proof.authTime;
  if (age > MAX_AGE_SECONDS[use] || age < -SKEW_SECONDS) throw new ApiError(401, NOT_VERIFIED);
  return {
    phone: proof.phone,
    key: createHash('sha256')
      .update(token ?? '')
      .digest('base64url'),
    rememberUntil: new Date((proof.authTime + REMEMBER_SECONDS + SKEW_SECONDS) * 1000),
  };
}

/**
 * Checks that `token` (a Firebase ID token) proves `phone`, recently enough for `use`, and
 * spends it: one phone sign-in pays for one registration or one reset, on every instance.
 * Throws 401 (no, invalid, old or spent token) or, for registration, 403 (another phone).
 */
export async function spendPhoneProof(
  deps: ProofDeps,
  token: string | undefined,
  phone: string,
  use: ProofUse,
): Promise<SpentProof> {
  const { key, rememberUntil } = await provePhone(deps, token, phone, use);
  if (!(await deps.usedTokens.consume(key, rememberUntil))) throw new ApiError(401, NOT_VERIFIED);
  return { release: () => deps.usedTokens.release(key) };
}

/**
 * The same checks as `spendPhoneProof`, a spent token refused too, without spending it: for a
 * question only the phone's owner may ask before the work the token will pay for.
 */
export async function checkPhoneProof(
  deps: ProofDeps,
  token: string | undefined,
  phone: string,
  use: ProofUse,
): Promise<void> {
  const { key } = await provePhone(deps, token, phone, use);
  if (await deps.usedTokens.isSpent(key)) throw new ApiError(401, NOT_VERIFIED);
}

/**
 * The phone `token` proves, for a request that names none: the token alone decides whose
 * account it acts on. Checked as `checkPhoneProof` checks (recent enough for `use`, not
 * spent), and spent only when `spend` is set.
 */
export async function ownPhoneProof(
  deps: ProofDeps,
  token: string | undefined,
  use: ProofUse,
  spend: boolean,
): Promise<SpentProof & { phone: string }> {
  const { key, rememberUntil, phone } = await provePhone(deps, token, undefined, use);
  const refused = spend
    ? !(await deps.usedTokens.consume(key, rememberUntil))
    : await deps.usedTokens.isSpent(key);
  if (refused) throw new ApiError(401, NOT_VERIFIED);
  return { phone, release: () => (spend ? deps.usedTokens.release(key) : Promise.resolve()) };
}

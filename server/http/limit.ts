import { addressKey } from './addressKey';
import { ApiError } from './apiError';
import type { RateLimitStore } from './rateLimitStore';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export interface Attempt {
  /** Reports that the attempt succeeded; for failure-only limits it then does not count. */
  succeeded(): Promise<void>;
  /** Takes the attempt back: the server failed (busy, down) before it could judge it. */
  undo(): Promise<void>;
}

export interface Limit {
  /**
   * Counts one attempt by the client's address and, when given, on the phone (or the support
   * account's email) it targets, in that order: a request refused for its address never
   * touches the account's counter, so an attacker who is blocked cannot go on locking the
   * owner out. Throws a 429 with the real wait in `Retry-After` when either is used up.
   */
  attempt(subject: { ip?: string; phone?: string; email?: string }): Promise<Attempt>;
}

/**
 * `failuresOnly` limits (login, reset) count every attempt up front, so parallel guesses cannot
 * slip past, and give the points back on success: the phone's counter starts afresh and the
 * address gets its point back. Others (registration, contact) count every request.
 */
export function createLimit(
  store: RateLimitStore,
  options: { max: number; failuresOnly: boolean },
): Limit {
  return {
    async attempt({ ip: address, phone, email }) {
      const ip = address === undefined ? undefined : addressKey(address);
      const account =
        phone !== undefined ? `phone:${phone}` : email !== undefined ? `email:${email}` : undefined;
      if (ip !== undefined) await take(store, `ip:${ip}`, options.max);
      if (account !== undefined) await take(store, account, options.max);
      return {
        async succeeded() {
          if (!options.failuresOnly) return;
          if (ip !== undefined) await store.refund(`ip:${ip}`);
          if (account !== undefined) await store.reset(account);
        },
        async undo() {
          if (ip !== undefined) await store.refund(`ip:${ip}`);
          if (account !== undefined) await store.refund(account);
        },
      };
    },
  };
}

async function take(store: RateLimitStore, key: string, max: number) {
  const { points, resetInMs } = await store.hit(key);
  if (points <= max) return;
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  throw new ApiError(429, TOO_MANY, { 'Retry-After': String(seconds) });
}

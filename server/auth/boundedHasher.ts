import pLimit from 'p-limit';
import { ApiError } from '../http/apiError';
import type { PasswordHasher } from './password';

const BUSY = 'The server is busy. Please try again in a moment.';

/**
 * Runs at most `concurrency` password hashes at once (each scrypt takes ~128 MiB and a core for
 * a noticeable time) with at most `queueMax` waiting. Past that the caller gets a 503 with
 * `Retry-After` at once, instead of everyone's login slowing down without limit.
 */
export function boundHasher(
  hasher: PasswordHasher,
  { concurrency, queueMax }: { concurrency: number; queueMax: number },
): PasswordHasher {
  const limit = pLimit(concurrency);
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.activeCount >= concurrency && limit.pendingCount >= queueMax) {
      return Promise.reject(new ApiError(503, BUSY, { 'Retry-After': '1' }));
    }
    return limit(work);
  };
  return {
    hash: (password) => run(() => hasher.hash(password)),
    verify: (password, stored) => run(() => hasher.verify(password, stored)),
  };
}

import type { SqlClient } from './sqlClient';

/**
 * Phone sign-ins already spent on a registration or a reset. A row lives until no token of
 * that sign-in could be accepted any more, so the table holds at most the sign-ins of the last
 * hour; expired rows are swept as new ones arrive.
 */
export interface UsedTokenStore {
  /** Marks `key` used; false when it already was (atomic, shared by every instance). */
  consume(key: string, expiresAt: Date): Promise<boolean>;
  /** Gives a key back when the work it paid for failed on our side. */
  release(key: string): Promise<void>;
  /** Whether `key` is spent and still remembered. */
  isSpent(key: string): Promise<boolean>;
}

const SWEEP_EVERY = 100;

export function createUsedTokenStore(db: SqlClient): UsedTokenStore {
  let sinceSweep = 0;
  return {
    async consume(key, expiresAt) {
      sinceSweep += 1;
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        await db.query('DELETE FROM used_phone_tokens WHERE expires_at < now()');
      }
      const rows = await db.query<{ token_key: string }>(
        `INSERT INTO used_phone_tokens (token_key, expires_at) VALUES ($1, $2)
         ON CONFLICT (token_key) DO UPDATE SET expires_at = excluded.expires_at
           WHERE used_phone_tokens.expires_at < now()
         RETURNING token_key`,
        [key, expiresAt],
      );
      return rows.length === 1;
    },
    async release(key) {
      await db.query('DELETE FROM used_phone_tokens WHERE token_key = $1', [key]);
    },
    async isSpent(key) {
      const rows = await db.query<{ token_key: string }>(
        'SELECT token_key FROM used_phone_tokens WHERE token_key = $1 AND expires_at >= now()',
        [key],
      );
      return rows.length > 0;
    },
  };
}

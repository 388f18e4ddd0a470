import type { RateLimitStore } from '../http/rateLimitStore';
import type { SqlClient } from './sqlClient';

const SWEEP_EVERY = 1000;

/**
 * Counters in the `rate_limits` table, so every API instance on one PostgreSQL server counts
 * together. Each hit is one atomic upsert; ended windows are swept now and then, so the table
 * holds only live windows.
 */
export function createRateLimitTable(
  db: SqlClient,
  options: { name: string; windowMs: number },
): RateLimitStore {
  const prefix = `${options.name}:`;
  let sinceSweep = 0;
  return {
    async hit(key) {
      sinceSweep += 1;
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        await db.query('DELETE FROM rate_limits WHERE expires_at <= now()');
      }
      const [row] = await db.query<{ points: number; reset_in_ms: number }>(
        `INSERT INTO rate_limits AS r (key, points, expires_at)
         VALUES ($1, 1, now() + $2::double precision * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.points + 1 END,
           expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at
                             ELSE r.expires_at END
         RETURNING points,
           (extract(epoch FROM (expires_at - now())) * 1000)::double precision AS reset_in_ms`,
        [prefix + key, options.windowMs],
      );
      return { points: row.points, resetInMs: row.reset_in_ms };
    },
    async refund(key) {
      await db.query(
        `UPDATE rate_limits SET points = points - 1
         WHERE key = $1 AND points > 0 AND expires_at > now()`,
        [prefix + key],
      );
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [prefix + key]);
    },
  };
}

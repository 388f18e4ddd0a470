import { createHmac } from 'node:crypto';
import { addressKey } from '../http/addressKey';
import type { SqlClient } from './sqlClient';
import { dayOf } from './vitalsStore';

// What one address may add to a day's insight and vitals. A beacon is public and a per-minute
// rate limit caps how often one address sends, not how much it can add in a day: past its
// share an address's beacons are still answered (a flood learns nothing) but not counted,
// and the day says how many were refused and how many went uncounted, so a spike reads as
// what it is. Addresses are kept as a hash keyed with the API's secret and the day, so two
// days' rows cannot be tied to one address and no row holds one.

export type BeaconKind = 'visits' | 'vitals';

export interface BeaconShareLimits {
  // What one address (an IPv6 /64) adds to a day's counts at most.
  visits: number;
  vitals: number;
  // Addresses counted per day and kind at most, which bounds the table; a new address past
  // it adds nothing that day.
  sources: number;
}

export interface BeaconDay {
  day: string;
  kind: BeaconKind;
  refused: number;
  uncounted: number;
}

export interface BeaconShares {
  /** How many of `items` from `ip` may be counted today (0 to items); the rest is noted. */
  take(kind: BeaconKind, ip: string, items: number, now?: Date): Promise<number>;
  /** Notes a refused beacon of today (written in batches; see `flush`). */
  refused(kind: BeaconKind, now?: Date): void;
  /** Writes the refusals noted so far. */
  flush(): Promise<void>;
  /** Per day and kind, from `from` to `to` (YYYY-MM-DD), the days with anything to tell. */
  days(from: string, to: string): Promise<BeaconDay[]>;
  /**
   * Writes the refusals noted, then deletes shares before yesterday (a beacon counts today, or
   * yesterday across midnight) and days past the retention period; returns how many rows went.
   */
  sweep(now: Date): Promise<number>;
}

export function createBeaconShares(
  db: SqlClient,
  options: { limits: BeaconShareLimits; secret: Uint8Array; retentionDays: number },
): BeaconShares {
  const { limits } = options;
  const sourceOf = (kind: BeaconKind, ip: string, day: string) =>
    createHmac('sha256', options.secret)
      .update(`beacon-source:${day}:${kind}:${addressKey(ip)}`)
      .digest('base64url');
  // Refusals come before any check passed, a flood of them included: counted in memory and
  // written a few at a time, never one write per refused request.
  const pending = new Map<string, number>();

  async function flush(): Promise<void> {
    const batch = [...pending];
    pending.clear();
    for (const [key, n] of batch) {
      const [day = '', kind = ''] = key.split(' ');
      await db.query(
        `INSERT INTO beacon_days (day, kind, refused) VALUES ($1::date, $2, $3)
         ON CONFLICT (day, kind) DO UPDATE SET refused = beacon_days.refused + excluded.refused`,
        [day, kind, n],
      );
    }
  }

  return {
    async take(kind, ip, items, now = new Date()) {
      if (items <= 0) return 0;
      const day = dayOf(now);
      const source = sourceOf(kind, ip, day);
      const share = limits[kind];
      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO beacon_days (day, kind) VALUES ($1::date, $2) ON CONFLICT DO NOTHING`,
          [day, kind],
        );
        const added = await tx.query(
          `INSERT INTO beacon_shares (day, kind, source, n) VALUES ($1::date, $2, $3, 0)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [day, kind, source],
        );
        let taken = 0;
        // A new address is counted only while the day has room for one more.
        const room =
          added.length === 0 ||
          (
            await tx.query(
              `UPDATE beacon_days SET sources = sources + 1
               WHERE day = $1::date AND kind = $2 AND sources < $3 RETURNING 1`,
              [day, kind, limits.sources],
            )
          ).length > 0;
        if (room) {
          const [row] = await tx.query<{ taken: number }>(
            `WITH was AS (
               SELECT n FROM beacon_shares WHERE day = $1::date AND kind = $2 AND source = $3
               FOR UPDATE
             )
             UPDATE beacon_shares s SET n = LEAST(was.n + $4, $5) FROM was
             WHERE s.day = $1::date AND s.kind = $2 AND s.source = $3
             RETURNING (s.n - was.n)::integer AS taken`,
            [day, kind, source, items, share],
          );
          taken = row?.taken ?? 0;
        } else {
          await tx.query(
            'DELETE FROM beacon_shares WHERE day = $1::date AND kind = $2 AND source = $3',
            [day, kind, source],
          );
        }
        if (taken < items)
          await tx.query(
            `UPDATE beacon_days SET uncounted = uncounted + $3 WHERE day = $1::date AND kind = $2`,
            [day, kind, items - taken],
          );
        return taken;
      });
    },
    refused(kind, now = new Date()) {
      const key = `${dayOf(now)} ${kind}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    async days(from, to) {
      await flush();
      const rows = await db.query<{
        day: string | Date;
        kind: BeaconKind;
        refused: string | number;
        uncounted: string | number;
      }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, refused, uncounted FROM beacon_days
         WHERE day BETWEEN $1::date AND $2::date AND (refused > 0 OR uncounted > 0)
         ORDER BY day, kind`,
        [from, to],
      );
      return rows.map((row) => ({
        day: String(row.day),
        kind: row.kind,
        refused: Number(row.refused),
        uncounted: Number(row.uncounted),
      }));
    },
    async sweep(now) {
      await flush();
      const [row] = await db.query<{ n: number }>(
        `WITH shares AS (DELETE FROM beacon_shares WHERE day < $1::date RETURNING 1),
              days AS (DELETE FROM beacon_days WHERE day < $2::date RETURNING 1)
         SELECT ((SELECT count(*) FROM shares) + (SELECT count(*) FROM days))::integer AS n`,
        [dayOf(now, 1), dayOf(now, options.retentionDays - 1)],
      );
      return row?.n ?? 0;
    },
  };
}

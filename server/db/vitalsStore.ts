import {
  isVitalsRoute,
  type VitalReport,
  type VitalsPeriod,
  type VitalsRow,
  type VitalsSummary,
} from '../../src/schemas/vitals';
import type { SqlClient } from './sqlClient';

const DAY_MS = 24 * 3600 * 1000;

export interface VitalsStore {
  /**
   * Stores a checked batch under the day it arrived (UTC) and nothing else: no address, no
   * time of day. Each day keeps at most its share of the row bound (maxRows / retentionDays):
   * past it, the day's rows of highest random rank go, so what stays is a uniform sample of
   * the day, and no other day loses a row.
   */
  add(reports: readonly VitalReport[], now?: Date): Promise<void>;
  /** p75 and rating counts of the last `days` days (today included), per metric. */
  summary(days: VitalsPeriod, now?: Date): Promise<VitalsSummary>;
  /** Deletes the rows of days past the retention period before `now`; returns how many. */
  sweep(now: Date): Promise<number>;
}

/** The UTC day `daysBefore` days before `now`, as YYYY-MM-DD. */
export const dayOf = (now: Date, daysBefore = 0) =>
  new Date(now.getTime() - daysBefore * DAY_MS).toISOString().slice(0, 10);

const COLUMNS = ['day', 'route', 'locale', 'metric', 'value', 'rating', 'event', 'connection'];

interface SummaryRow {
  key: string;
  metric: VitalsRow['metric'];
  p75: number;
  good: number;
  needs_improvement: number;
  poor: number;
}

export function createVitalsStore(
  db: SqlClient,
  options: { maxRows: number; retentionDays: number },
): VitalsStore {
  const dayShare = Math.max(1, Math.floor(options.maxRows / options.retentionDays));
  // One grouping of the period's rows: the percentile in SQL, rows ordered for the console.
  const grouped = async (column: 'route' | 'event' | 'locale', since: string) => {
    const rows = await db.query<SummaryRow>(
      `SELECT ${column} AS key, metric,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
         count(*) FILTER (WHERE rating = 'good')::integer AS good,
         count(*) FILTER (WHERE rating = 'needs-improvement')::integer AS needs_improvement,
         count(*) FILTER (WHERE rating = 'poor')::integer AS poor
       FROM web_vitals
       WHERE day >= $1::date AND ${column} IS NOT NULL
       GROUP BY ${column}, metric
       ORDER BY ${column}, metric`,
      [since],
    );
    return rows.map((row) => ({
      key: row.key,
      metric: row.metric,
      p75: Number(row.p75),
      good: row.good,
      needsImprovement: row.needs_improvement,
      poor: row.poor,
    }));
  };

  return {
    async add(reports, now = new Date()) {
      if (reports.length === 0) return;
      const day = dayOf(now);
      const params: unknown[] = [day, dayShare];
      const values = reports.map((report) => {
        const at = params.length;
        params.push(
          report.route,
          report.locale,
          report.metric,
          report.value,
          report.rating,
          report.event ?? null,
          report.connection ?? null,
        );
        const slots = Array.from({ length: 7 }, (_, i) => `$${at + i + 1}`);
        return `($1::date, ${slots.join(', ')})`;
      });
      // The rows just added are not seen by the DELETE of the same statement: a day may hold
      // one batch over its share until its next batch.
      await db.query(
        `WITH added AS (
           INSERT INTO web_vitals (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}
           RETURNING id
         )
         DELETE FROM web_vitals WHERE id IN (
           SELECT id FROM web_vitals WHERE day = $1::date ORDER BY rank OFFSET $2::bigint
         )`,
        params,
      );
    },
    async summary(days, now = new Date()) {
      const since = dayOf(now, days - 1);
      const [routes, events, locales] = await Promise.all([
        grouped('route', since),
        grouped('event', since),
        grouped('locale', since),
      ]);
      return {
        days,
        since,
        // A page no longer measured (the console's, before it was a page of its own) is left
        // out until its rows age away.
        routes: routes
          .filter(({ key }) => isVitalsRoute(key))
          .map(({ key, ...row }) => ({ route: key, ...row })),
        events: events.map(({ key, ...row }) => ({ event: key, ...row })),
        locales: locales.map(({ key, ...row }) => ({ locale: key, ...row })),
      } as VitalsSummary;
    },
    async sweep(now) {
      // Counted in SQL: a day's rows can be many, none of them is worth sending back.
      const [gone] = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM web_vitals WHERE day < $1::date RETURNING 1)
         SELECT count(*)::integer AS n FROM gone`,
        [dayOf(now, options.retentionDays - 1)],
      );
      return gone?.n ?? 0;
    },
  };
}

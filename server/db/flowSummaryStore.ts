import type { FlowSummary } from '../../src/schemas/flowSummary';
import type { FlowCount, InsightQuery } from '../../src/schemas/insight';
import type { SqlClient } from './sqlClient';
import { dayOf } from './vitalsStore';

// Flow summaries, kept as daily counts per machine, version, page language, kind, state and
// detail, for the retention period; the summaries themselves are not kept. Every name in the
// counts comes from the closed lists the summary was checked against, and every transition
// is one its machine can make, so the table is bounded by days × machine versions ×
// languages × what the machines define (docs/api.md gives the bytes).

export interface FlowSummaryStore {
  /** Adds a checked batch to the day's counts, in one statement. */
  add(summaries: readonly FlowSummary[]): Promise<void>;
  /** The counts of a machine over days, all versions and (unless one is named) languages. */
  counts(query: InsightQuery): Promise<FlowCount[]>;
  /** Deletes counts past the retention period; returns how many. */
  sweep(now: Date): Promise<number>;
}

/** The counts one summary adds. */
export function countsOf(summary: FlowSummary): FlowCount[] {
  return <FlowCount[]>[
    { kind: 'visit', state: '', detail: summary.resumed ? 'resumed' : 'new', n: 1 },
    // A resumed visit's first state is where the visit it resumed was left: reached there.
    ...summary.states
      .filter((_, i) => !(summary.resumed && i === 0))
      .map(({ state }) => ({ kind: 'reached', state, detail: '', n: 1 })),
    ...(summary.resumed && summary.states[0]
      ? [{ kind: 'resumed', state: summary.states[0].state, detail: '', n: 1 }]
      : []),
    ...summary.states.map(({ state, time }) => ({ kind: 'time', state, detail: time, n: 1 })),
    { kind: 'end', state: summary.at, detail: summary.end, n: 1 },
    ...summary.transitions.map(({ from, event, to, n }) => ({
      kind: 'transition',
      state: from,
      detail: `${event} ${to}`,
      n,
    })),
    ...summary.failures.map(({ state, outcome, n }) => ({
      kind: 'failure',
      state,
      detail: outcome,
      n,
    })),
    ...summary.refused.map(({ state, event, n }) => ({ kind: 'refused', state, detail: event, n })),
  ];
}

const KEY_COLUMNS = ['day', 'machine', 'version', 'locale', 'kind', 'state', 'detail'];

export function createFlowSummaryStore(
  db: SqlClient,
  options: { retentionDays: number },
): FlowSummaryStore {
  return {
    async add(summaries) {
      if (summaries.length === 0) return;
      // One row per key: a statement may not update the same row twice.
      const merged = new Map<string, unknown[]>();
      for (const summary of summaries) {
        const { day, machine, version, locale } = summary;
        for (const { kind, state, detail, n } of countsOf(summary)) {
          const key = JSON.stringify([day, machine, version, locale, kind, state, detail]);
          const row = merged.get(key);
          if (row) row[7] = (row[7] as number) + n;
          else merged.set(key, [day, machine, version, locale, kind, state, detail, n]);
        }
      }
      const params: unknown[] = [];
      const values = [...merged.values()].map((row) => {
        const at = params.length;
        params.push(...row);
        const slots = row.map((_, i) => `$${at + i + 1}`);
        slots[0] = `${slots[0]}::date`;
        return `(${slots.join(', ')})`;
      });
      await db.query(
        `INSERT INTO flow_counts (${KEY_COLUMNS.join(', ')}, n) VALUES ${values.join(', ')}
         ON CONFLICT (${KEY_COLUMNS.join(', ')}) DO UPDATE SET n = flow_counts.n + excluded.n`,
        params,
      );
    },
    async counts({ machine, from, to, locale }) {
      const rows = await db.query<FlowCount & { n: string | number }>(
        `SELECT kind, state, detail, sum(n)::bigint AS n FROM flow_counts
         WHERE machine = $1 AND day BETWEEN $2::date AND $3::date
           AND ($4::text IS NULL OR locale = $4::text)
         GROUP BY kind, state, detail
         ORDER BY kind, state, detail`,
        [machine, from, to, locale ?? null],
      );
      return rows.map((row) => ({ ...row, n: Number(row.n) }));
    },
    async sweep(now) {
      const [gone] = await db.query<{ n: number }>(
        `WITH counts AS (DELETE FROM flow_counts WHERE day < $1::date RETURNING 1)
         SELECT count(*)::integer AS n FROM counts`,
        [dayOf(now, options.retentionDays - 1)],
      );
      return gone?.n ?? 0;
    },
  };
}

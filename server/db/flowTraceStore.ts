import { TRACE_VERSION, type FlowTrace } from '../../src/schemas/flowTrace';
import type { SqlClient } from './sqlClient';

const DAY_MS = 24 * 3600 * 1000;

export interface StoredTrace {
  reference: string;
  uploadedAt: string;
  trace: FlowTrace;
}

/** A trace that came with a contact message: what the support console lists. */
export interface LinkedTrace {
  reference: string;
  uploadedAt: string;
  entryCount: number;
  contactAt: string;
}

export interface FlowTraceStore {
  /**
   * True when the table holds `maxRows` traces: new uploads are then refused rather than
   * pushing out older ones, so a flood cannot erase the traces support is about to read.
   */
  isFull(): Promise<boolean>;
  add(trace: FlowTrace): Promise<void>;
  /** The newest upload under `reference`: an owner may upload the same reference again. */
  newest(reference: string): Promise<StoredTrace | undefined>;
  /**
   * Newest first, one per reference (its newest upload), only those a contact message names;
   * `offset` skips that many of them (the console's later pages).
   */
  listLinked(limit: number, offset?: number): Promise<LinkedTrace[]>;
  /** Deletes the traces uploaded more than the retention period before `now`; returns how many. */
  sweep(now: Date): Promise<number>;
}

interface TraceRow {
  reference: string;
  locale: FlowTrace['locale'];
  entries: FlowTrace['entries'];
  created_at: Date;
}

interface LinkedRow {
  reference: string;
  uploaded_at: Date;
  entry_count: number;
  contact_at: Date;
}

const iso = (time: Date) => new Date(time).toISOString();

export function createFlowTraceStore(
  db: SqlClient,
  options: { maxRows: number; retentionDays: number },
): FlowTraceStore {
  return {
    async isFull() {
      // Counts at most maxRows rows, however many there are.
      const [row] = await db.query<{ held: number }>(
        'SELECT count(*)::integer AS held FROM (SELECT 1 FROM flow_traces LIMIT $1) AS kept',
        [options.maxRows],
      );
      return row.held >= options.maxRows;
    },
    async add(trace) {
      const entries = JSON.stringify(trace.entries);
      await db.query(
        `INSERT INTO flow_traces (reference, entries, entry_count, bytes, version, locale)
         VALUES ($1, $2::jsonb, $3, $4, $5, $6)`,
        [
          trace.reference,
          entries,
          trace.entries.length,
          Buffer.byteLength(entries),
          trace.v,
          trace.locale,
        ],
      );
    },
    async newest(reference) {
      // A trace of an older format reads as none: its outcomes meant other things.
      const [row] = await db.query<TraceRow>(
        `SELECT reference, locale, entries, created_at FROM flow_traces
         WHERE reference = $1 AND version = $2 ORDER BY id DESC LIMIT 1`,
        [reference, TRACE_VERSION],
      );
      if (!row) return undefined;
      return {
        reference: row.reference,
        uploadedAt: iso(row.created_at),
        trace: {
          v: TRACE_VERSION,
          reference: row.reference,
          locale: row.locale,
          entries: row.entries,
        },
      };
    },
    async listLinked(limit, offset = 0) {
      const rows = await db.query<LinkedRow>(
        `SELECT reference, uploaded_at, entry_count, contact_at FROM (
           SELECT DISTINCT ON (t.reference) t.id, t.reference, t.created_at AS uploaded_at,
             t.entry_count,
             (SELECT max(m.created_at) FROM contact_messages m
              WHERE m.trace_reference = t.reference) AS contact_at
           FROM flow_traces t
           WHERE t.version = $3
             AND EXISTS (SELECT 1 FROM contact_messages m WHERE m.trace_reference = t.reference)
           ORDER BY t.reference, t.id DESC
         ) AS newest
         ORDER BY id DESC LIMIT $1 OFFSET $2`,
        [limit, offset, TRACE_VERSION],
      );
      return rows.map((row) => ({
        reference: row.reference,
        uploadedAt: iso(row.uploaded_at),
        entryCount: row.entry_count,
        contactAt: iso(row.contact_at),
      }));
    },
    async sweep(now) {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM flow_traces WHERE created_at < $1 RETURNING id',
        [new Date(now.getTime() - options.retentionDays * DAY_MS)],
      );
      return rows.length;
    },
  };
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  TRACE_FORMAT_UNVERSIONED,
  TRACE_VERSION,
  type FlowTrace,
} from '../../src/schemas/flowTrace';
import type { CaseStatus } from '../../src/schemas/traceCase';
import type { TraceFilter } from '../../src/schemas/traceFilter';
import { addressKey } from '../http/addressKey';
import type { SqlClient } from './sqlClient';

const DAY_MS = 24 * 3600 * 1000;
// Uploads queue here, across every instance sharing the database, so the room-making and the
// quota are counted against what is really there. Any fixed number nothing else uses.
const UPLOAD_LOCK_KEY = 7_305_112_640;

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
  locale: FlowTrace['locale'];
  // Where support stands with it: `new` until someone sets a status.
  status: CaseStatus;
}

/** How an upload ended. */
export type UploadResult =
  // Stored: `uploadToken` is the secret that alone links a message to it or uploads it again.
  | { stored: true; uploadToken: string }
  // The reference is another upload's, and no token proved this is that upload's tab.
  | { stored: false; refused: 'taken' }
  // Everything this address keeps is linked to messages: nothing of its own can make room.
  | { stored: false; refused: 'quota' }
  // Every kept trace is linked to a message: none can make room.
  | { stored: false; refused: 'full' };

export interface FlowTraceStore {
  /**
   * Stores a trace under its reference. The first upload of a reference owns it: a later one
   * replaces it only with the token the first was given. Makes room when the uploader's
   * address or the table is at its bound by dropping the oldest trace that no message links,
   * so a flood never blocks an owner's upload, and never erases what support is to read.
   */
  add(trace: FlowTrace, from: { ip: string; uploadToken?: string }): Promise<UploadResult>;
  /** The trace under `reference`, in the current format. */
  find(reference: string): Promise<StoredTrace | undefined>;
  /**
   * Newest first, only those a contact message names and `filter` keeps; `offset` skips that
   * many of them (the console's later pages).
   */
  listLinked(limit: number, offset?: number, filter?: TraceFilter): Promise<LinkedTrace[]>;
  /**
   * Whole traces, linked to a message or not, newest first; `offset` skips that many (the
   * export's later pages).
   */
  listStored(limit: number, offset?: number): Promise<StoredTrace[]>;
  /**
   * Deletes the traces uploaded more than the retention period before `now`; returns how
   * many. The messages that named them lose the link (the database's foreign key), so a
   * later upload that takes the reference again is never shown as theirs.
   */
  sweep(now: Date): Promise<number>;
}

/** What is kept of an upload token: its hash, so a database leak links nothing. */
export const uploadTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

interface TraceRow {
  reference: string;
  version: FlowTrace['v'];
  machine_versions: FlowTrace['versions'] | null;
  locale: FlowTrace['locale'];
  entries: FlowTrace['entries'];
  created_at: Date;
}

interface LinkedRow {
  reference: string;
  uploaded_at: Date;
  entry_count: number;
  contact_at: Date;
  locale: FlowTrace['locale'];
  status: CaseStatus;
}

const CASE_STATUS = `COALESCE((SELECT c.status FROM trace_cases c WHERE c.reference = t.reference), 'new')`;

// The filter as SQL conditions on `flow_traces t`, their values from `$first` on. A step
// matches a state within it (a compound state takes its leaves), from or to it; a failure is
// met in the state it happened in, which its step leaves from.
function filterClauses(filter: TraceFilter, first: number): { where: string[]; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${first + values.length - 1}`;
  };
  if (filter.reference) where.push(`t.reference LIKE ${param(`${filter.reference}%`)}`);
  if (filter.status) where.push(`${CASE_STATUS} = ${param(filter.status)}`);
  if (filter.locale) where.push(`t.locale = ${param(filter.locale)}`);
  if (filter.from) where.push(`t.created_at >= ${param(filter.from)}::date`);
  if (filter.to) where.push(`t.created_at < ${param(filter.to)}::date + 1`);
  const step: string[] = [];
  if (filter.machine) step.push(`e->>'machine' = ${param(filter.machine)}`);
  if (filter.state) {
    const [state, inside] = [param(filter.state), param(`${filter.state}.%`)];
    const at = (end: string) => `(e->>'${end}' = ${state} OR e->>'${end}' LIKE ${inside})`;
    step.push(filter.failure ? at('from') : `(${at('from')} OR ${at('to')})`);
  }
  if (filter.failure) step.push(`e->>'outcome' = ${param(filter.failure)}`);
  if (step.length)
    where.push(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(t.entries) e WHERE ${step.join(' AND ')})`,
    );
  return { where, values };
}

const iso = (time: Date) => new Date(time).toISOString();

const storedTrace = (row: TraceRow): StoredTrace => ({
  reference: row.reference,
  uploadedAt: iso(row.created_at),
  trace: {
    v: row.version,
    reference: row.reference,
    locale: row.locale,
    ...(row.machine_versions ? { versions: row.machine_versions } : {}),
    entries: row.entries,
  },
});

// The formats read back: a format 2 trace names no machine versions, and its outcomes and
// names mean what format 3's do. Older ones read as none: their outcomes meant other things.
const readable = (table: string) =>
  `${table}version IN (${TRACE_FORMAT_UNVERSIONED}, ${TRACE_VERSION})`;
const TRACE_COLUMNS = 'reference, version, machine_versions, locale, entries, created_at';

// Traces no contact message names, oldest first: the ones that may make room.
const UNLINKED = `NOT EXISTS (SELECT 1 FROM contact_messages m WHERE m.trace_reference = t.reference)`;

export function createFlowTraceStore(
  db: SqlClient,
  options: {
    maxRows: number;
    maxPerAddress: number;
    retentionDays: number;
    /** Keys the hash an uploader's address is kept as, so the table holds no address. */
    uploaderSecret: Uint8Array;
  },
): FlowTraceStore {
  const uploaderOf = (ip: string) =>
    createHmac('sha256', options.uploaderSecret)
      .update(`flow-trace-uploader:${addressKey(ip)}`)
      .digest('base64url');

  return {
    async add(trace, { ip, uploadToken }) {
      const entries = JSON.stringify(trace.entries);
      const values = [
        entries,
        trace.entries.length,
        Buffer.byteLength(entries),
        trace.v,
        trace.locale,
        trace.versions ? JSON.stringify(trace.versions) : null,
      ];
      return db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_KEY})`);
        const [taken] = await tx.query<{ upload_token_hash: string | null }>(
          'SELECT upload_token_hash FROM flow_traces WHERE reference = $1',
          [trace.reference],
        );
        if (taken) {
          const owner =
            uploadToken !== undefined && taken.upload_token_hash === uploadTokenHash(uploadToken);
          if (!owner) return { stored: false, refused: 'taken' };
          await tx.query(
            `UPDATE flow_traces SET entries = $2::jsonb, entry_count = $3, bytes = $4,
               version = $5, locale = $6, machine_versions = $7::jsonb, created_at = now()
             WHERE reference = $1`,
            [trace.reference, ...values],
          );
          return { stored: true, uploadToken };
        }

        const uploader = uploaderOf(ip);
        const [mine] = await tx.query<{ held: number }>(
          'SELECT count(*)::integer AS held FROM flow_traces WHERE uploader = $1',
          [uploader],
        );
        if (mine.held >= options.maxPerAddress) {
          const dropped = await tx.query(
            `DELETE FROM flow_traces WHERE id IN (
               SELECT id FROM flow_traces t WHERE uploader = $1 AND ${UNLINKED}
               ORDER BY id LIMIT $2) RETURNING id`,
            [uploader, mine.held - options.maxPerAddress + 1],
          );
          if (dropped.length === 0) return { stored: false, refused: 'quota' };
        }
        // Counts at most maxRows rows, however many there are.
        const [all] = await tx.query<{ held: number }>(
          'SELECT count(*)::integer AS held FROM (SELECT 1 FROM flow_traces LIMIT $1) AS kept',
          [options.maxRows],
        );
        if (all.held >= options.maxRows) {
          const dropped = await tx.query(
            `DELETE FROM flow_traces WHERE id IN (
               SELECT id FROM flow_traces t WHERE ${UNLINKED} ORDER BY id LIMIT 1) RETURNING id`,
          );
          if (dropped.length === 0) return { stored: false, refused: 'full' };
        }

        const token = randomBytes(32).toString('base64url');
        await tx.query(
          `INSERT INTO flow_traces
             (reference, entries, entry_count, bytes, version, locale, machine_versions,
              upload_token_hash, uploader)
           VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7::jsonb, $8, $9)`,
          [trace.reference, ...values, uploadTokenHash(token), uploader],
        );
        return { stored: true, uploadToken: token };
      });
    },
    async find(reference) {
      const [row] = await db.query<TraceRow>(
        `SELECT ${TRACE_COLUMNS} FROM flow_traces WHERE reference = $1 AND ${readable('')}`,
        [reference],
      );
      return row ? storedTrace(row) : undefined;
    },
    async listStored(limit, offset = 0) {
      // Newest first, as the console lists them: the offset bound then leaves out the oldest,
      // which are the first to be swept anyway. Paged by row id, which a repeated upload of a
      // reference keeps, so a trace moves between pages only as newer uploads arrive.
      const rows = await db.query<TraceRow>(
        `SELECT ${TRACE_COLUMNS} FROM flow_traces
         WHERE ${readable('')} ORDER BY id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return rows.map(storedTrace);
    },
    async listLinked(limit, offset = 0, filter = {}) {
      const { where, values } = filterClauses(filter, 3);
      const rows = await db.query<LinkedRow>(
        `SELECT t.reference, t.created_at AS uploaded_at, t.entry_count, t.locale,
           ${CASE_STATUS} AS status,
           (SELECT max(m.created_at) FROM contact_messages m
            WHERE m.trace_reference = t.reference) AS contact_at
         FROM flow_traces t
         WHERE ${readable('t.')} AND NOT ${UNLINKED}${where.map((w) => ` AND ${w}`).join('')}
         ORDER BY t.id DESC LIMIT $1 OFFSET $2`,
        [limit, offset, ...values],
      );
      return rows.map((row) => ({
        reference: row.reference,
        uploadedAt: iso(row.uploaded_at),
        entryCount: row.entry_count,
        contactAt: iso(row.contact_at),
        locale: row.locale,
        status: row.status,
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

import {
  NOTES_MAX_PER_TRACE,
  type CaseStatus,
  type TraceCase,
  type TraceNote,
} from '../../src/schemas/traceCase';
import { foreignKeyViolation, type SqlClient } from '../db/sqlClient';

// What support does with a kept trace: its status and its notes, each change written to the
// support audit in the same transaction, with who and when. Both go when the trace is swept
// (the database's foreign keys); the audit stays.
export interface TraceCaseStore {
  /** The trace's status (`new` until set) and notes, oldest first. */
  read(reference: string): Promise<TraceCase>;
  /** False when no trace has this reference. */
  setStatus(reference: string, status: CaseStatus, accountId: number): Promise<boolean>;
  /** The note as stored; `missing` when no trace has this reference, `full` past the bound. */
  addNote(
    reference: string,
    text: string,
    accountId: number,
  ): Promise<TraceNote | 'missing' | 'full'>;
}

interface NoteRow {
  text: string;
  email: string;
  created_at: Date;
}

const noteOf = (row: NoteRow): TraceNote => ({
  text: row.text,
  by: row.email,
  at: new Date(row.created_at).toISOString(),
});

export function createTraceCaseStore(db: SqlClient): TraceCaseStore {
  return {
    async read(reference) {
      const [found] = await db.query<{ status: CaseStatus }>(
        'SELECT status FROM trace_cases WHERE reference = $1',
        [reference],
      );
      const notes = await db.query<NoteRow>(
        `SELECT n.text, a.email, n.created_at FROM trace_notes n
         JOIN support_accounts a ON a.id = n.support_account_id
         WHERE n.reference = $1 ORDER BY n.id`,
        [reference],
      );
      return { status: found?.status ?? 'new', notes: notes.map(noteOf) };
    },
    async setStatus(reference, status, accountId) {
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO trace_cases (reference, status) VALUES ($1, $2)
             ON CONFLICT (reference) DO UPDATE SET status = excluded.status, updated_at = now()`,
            [reference, status],
          );
          await tx.query(
            `INSERT INTO support_audit (support_account_id, reference, action, detail)
             VALUES ($1, $2, 'status', $3)`,
            [accountId, reference, status],
          );
        });
        return true;
      } catch (error) {
        if (foreignKeyViolation(error)) return false;
        throw error;
      }
    },
    async addNote(reference, text, accountId) {
      try {
        return await db.transaction(async (tx) => {
          // Counted and added under the trace's row lock: two notes at once cannot both pass.
          const [trace] = await tx.query<{ n: number }>(
            `SELECT (SELECT count(*) FROM trace_notes WHERE reference = $1)::integer AS n
             FROM flow_traces WHERE reference = $1 FOR UPDATE`,
            [reference],
          );
          if (!trace) return 'missing' as const;
          if (trace.n >= NOTES_MAX_PER_TRACE) return 'full' as const;
          const [row] = await tx.query<NoteRow & { id: number }>(
            `WITH added AS (
               INSERT INTO trace_notes (reference, support_account_id, text)
               VALUES ($1, $2, $3) RETURNING id, text, support_account_id, created_at
             )
             SELECT added.id, added.text, a.email, added.created_at
             FROM added JOIN support_accounts a ON a.id = added.support_account_id`,
            [reference, accountId, text],
          );
          if (!row) throw new Error('the note was not stored');
          await tx.query(
            `INSERT INTO support_audit (support_account_id, reference, action, detail)
             VALUES ($1, $2, 'note', $3)`,
            [accountId, reference, String(row.id)],
          );
          return noteOf(row);
        });
      } catch (error) {
        if (foreignKeyViolation(error)) return 'missing';
        throw error;
      }
    },
  };
}

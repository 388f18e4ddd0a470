import { uploadTokenHash } from './flowTraceStore';
import { foreignKeyViolation, type SqlClient } from './sqlClient';

export interface ContactMessage {
  id: number;
  fullname: string;
  email: string;
  message: string;
  /** The flow trace the sender's page uploaded with the message, when there is one. */
  traceReference?: string;
  createdAt: string;
}

export interface ContactStore {
  /**
   * Stores a message. It names the trace it came with only when `trace.token` is the secret
   * that trace's upload answered with: a reference alone, which anyone may have read, links
   * nothing.
   */
  add(
    message: Pick<ContactMessage, 'fullname' | 'email' | 'message'> & {
      trace?: { reference: string; token: string };
    },
  ): Promise<ContactMessage>;
  /** Newest first; only the test routes read messages back. */
  list(filter?: { email?: string }): Promise<ContactMessage[]>;
}

interface ContactRow {
  id: number;
  fullname: string;
  email: string;
  message: string;
  trace_reference: string | null;
  created_at: Date;
}

const COLUMNS = 'id, fullname, email, message, trace_reference, created_at';

function toMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    message: row.message,
    ...(row.trace_reference === null ? {} : { traceReference: row.trace_reference }),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function createContactStore(db: SqlClient): ContactStore {
  return {
    async add({ fullname, email, message, trace }) {
      const insert = (linked: typeof trace) =>
        db.query<ContactRow>(
          `INSERT INTO contact_messages (fullname, email, message, trace_reference)
           VALUES ($1, $2, $3,
             (SELECT reference FROM flow_traces WHERE reference = $4 AND upload_token_hash = $5))
           RETURNING ${COLUMNS}`,
          [
            fullname,
            email,
            message,
            linked?.reference ?? null,
            linked && uploadTokenHash(linked.token),
          ],
        );
      try {
        const [row] = await insert(trace);
        return toMessage(row);
      } catch (error) {
        // The trace was swept between the check and the link: the message still goes.
        if (!trace || !foreignKeyViolation(error)) throw error;
        const [row] = await insert(undefined);
        return toMessage(row);
      }
    },
    async list(filter = {}) {
      const rows = await db.query<ContactRow>(
        `SELECT ${COLUMNS} FROM contact_messages
         WHERE $1::text IS NULL OR lower(email) = lower($1)
         ORDER BY id DESC LIMIT 100`,
        [filter.email ?? null],
      );
      return rows.map(toMessage);
    },
  };
}

import type { SqlClient } from './sqlClient';

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
  add(
    message: Pick<ContactMessage, 'fullname' | 'email' | 'message' | 'traceReference'>,
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
    async add({ fullname, email, message, traceReference }) {
      const [row] = await db.query<ContactRow>(
        `INSERT INTO contact_messages (fullname, email, message, trace_reference)
         VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [fullname, email, message, traceReference ?? null],
      );
      return toMessage(row);
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

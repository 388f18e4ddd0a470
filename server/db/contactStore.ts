import type { SqlClient } from './sqlClient';

export interface ContactMessage {
  id: number;
  fullname: string;
  email: string;
  message: string;
  createdAt: string;
}

export interface ContactStore {
  add(message: Pick<ContactMessage, 'fullname' | 'email' | 'message'>): Promise<ContactMessage>;
  /** Newest first; only the test routes read messages back. */
  list(filter?: { email?: string }): Promise<ContactMessage[]>;
}

interface ContactRow {
  id: number;
  fullname: string;
  email: string;
  message: string;
  created_at: Date;
}

function toMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function createContactStore(db: SqlClient): ContactStore {
  return {
    async add({ fullname, email, message }) {
      const [row] = await db.query<ContactRow>(
        `INSERT INTO contact_messages (fullname, email, message) VALUES ($1, $2, $3)
         RETURNING id, fullname, email, message, created_at`,
        [fullname, email, message],
      );
      return toMessage(row);
    },
    async list(filter = {}) {
      const rows = await db.query<ContactRow>(
        `SELECT id, fullname, email, message, created_at FROM contact_messages
         WHERE $1::text IS NULL OR lower(email) = lower($1)
         ORDER BY id DESC LIMIT 100`,
        [filter.email ?? null],
      );
      return rows.map(toMessage);
    },
  };
}

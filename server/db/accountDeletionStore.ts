import { createHmac } from 'node:crypto';
import type { SqlClient } from './sqlClient';

// What a deletion took besides the account itself.
export interface DeletedAccount {
  // Contact messages sent with the account's email (the form asks for no phone).
  messages: number;
  // Traces uploaded with those messages; their case status and notes go with them.
  traces: number;
}

export interface AccountDeletionStore {
  /**
   * Deletes the account that uses this phone, the contact messages sent with its email and
   * the traces linked to them, and records the deletion as a keyed hash of the phone and the
   * day (YYYY-MM-DD), all or nothing. Undefined when no account uses the phone.
   */
  deleteByPhone(phone: string, day: string): Promise<DeletedAccount | undefined>;
  /** The days deletions of this phone were recorded on, oldest first. */
  deletedOn(phone: string): Promise<string[]>;
}

export function createAccountDeletionStore(
  db: SqlClient,
  options: { secret: Uint8Array },
): AccountDeletionStore {
  const phoneKey = (phone: string) =>
    createHmac('sha256', options.secret).update(`account-deletion:${phone}`).digest('base64url');
  return {
    deleteByPhone(phone, day) {
      return db.transaction(async (tx) => {
        // The row goes first and is locked till the end: a second deletion of the same phone
        // waits here, then finds nothing.
        const [user] = await tx.query<{ email: string }>(
          'DELETE FROM users WHERE mobile_number = $1 RETURNING email',
          [phone],
        );
        if (!user) return undefined;
        const messages = await tx.query<{ trace_reference: string | null }>(
          'DELETE FROM contact_messages WHERE lower(email) = lower($1) RETURNING trace_reference',
          [user.email],
        );
        const references = [
          ...new Set(messages.flatMap((m) => (m.trace_reference ? [m.trace_reference] : []))),
        ];
        const traces = references.length
          ? await tx.query(
              'DELETE FROM flow_traces WHERE reference = ANY($1::text[]) RETURNING id',
              [references],
            )
          : [];
        await tx.query('INSERT INTO account_deletions (phone_key, day) VALUES ($1, $2::date)', [
          phoneKey(phone),
          day,
        ]);
        return { messages: messages.length, traces: traces.length };
      });
    },
    async deletedOn(phone) {
      const rows = await db.query<{ day: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM account_deletions
         WHERE phone_key = $1 ORDER BY id`,
        [phoneKey(phone)],
      );
      return rows.map((row) => row.day);
    },
  };
}

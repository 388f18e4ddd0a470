import type { SqlClient } from './sqlClient';

export interface SupportAccount {
  id: number;
  email: string;
  passwordHash: string;
  /** Raised by every password change: support tokens carrying an older version are void. */
  tokenVersion: number;
}

export interface SupportAccountStore {
  findByEmail(email: string): Promise<SupportAccount | undefined>;
  findById(id: number): Promise<SupportAccount | undefined>;
  /**
   * Creates the account, or sets the password of the one with this email (any case) and
   * voids its earlier tokens.
   */
  save(email: string, passwordHash: string): Promise<'created' | 'updated'>;
}

interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  token_version: number;
}

const COLUMNS = 'id, email, password_hash, token_version';

const toAccount = (row: AccountRow | undefined): SupportAccount | undefined =>
  row && {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    tokenVersion: row.token_version,
  };

export function createSupportAccountStore(db: SqlClient): SupportAccountStore {
  return {
    async findByEmail(email) {
      const [row] = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM support_accounts WHERE lower(email) = lower($1)`,
        [email],
      );
      return toAccount(row);
    },
    async findById(id) {
      const [row] = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM support_accounts WHERE id = $1`,
        [id],
      );
      return toAccount(row);
    },
    async save(email, passwordHash) {
      // One statement, so two runs at once for one email cannot make two accounts.
      const [row] = await db.query<{ created: boolean }>(
        `INSERT INTO support_accounts AS a (email, password_hash) VALUES ($1, $2)
         ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = excluded.password_hash,
           token_version = a.token_version + 1, updated_at = now()
         RETURNING (xmax = 0) AS created`,
        [email, passwordHash],
      );
      return row.created ? 'created' : 'updated';
    },
  };
}

import { normaliseEmail } from '../validation/email';
import { uniqueViolation, type SqlClient } from '../db/sqlClient';

export interface SupportAccount {
  id: number;
  email: string;
  passwordHash: string;
  /** Raised by every password change and by disabling: support tokens carrying an older version are void. */
  tokenVersion: number;
  /** Set by `npm run support:disable`: the account cannot sign in until support:add runs again. */
  disabled: boolean;
}

export type SaveResult = 'created' | 'updated' | 're-enabled';

export interface SupportAccountStore {
  /** The enabled account with this email by normaliseEmail's rule. */
  findByEmail(email: string): Promise<SupportAccount | undefined>;
  /** The enabled account whose email normalises to `key` (a normaliseEmail result). */
  findByEmailKey(key: string): Promise<SupportAccount | undefined>;
  /** The account with this id, enabled or not. */
  findById(id: number): Promise<SupportAccount | undefined>;
  /**
   * Creates the account, or sets the password of the one with this email (by normaliseEmail)
   * and voids its earlier tokens; a disabled account is enabled again.
   */
  save(email: string, passwordHash: string): Promise<SaveResult>;
  /**
   * Ends the account's access at once: its tokens are void and it cannot sign in. The row
   * stays, since the audit names it. Answers false when no account has this email.
   */
  disable(email: string): Promise<boolean>;
}

interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  token_version: number;
  disabled: boolean;
}

const COLUMNS = 'id, email, password_hash, token_version, disabled_at IS NOT NULL AS disabled';

const toAccount = (row: AccountRow | undefined): SupportAccount | undefined =>
  row && {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    tokenVersion: row.token_version,
    disabled: row.disabled,
  };

export function createSupportAccountStore(db: SqlClient): SupportAccountStore {
  const findByEmailKey = async (key: string) => {
    // Plain equality on the unique column: the row found is the one whose key is exactly
    // `key`, the string the sign-in limit counts on.
    const [row] = await db.query<AccountRow>(
      `SELECT ${COLUMNS} FROM support_accounts WHERE email_key = $1 AND disabled_at IS NULL`,
      [key],
    );
    return toAccount(row);
  };
  return {
    findByEmailKey,
    findByEmail: (email) => findByEmailKey(normaliseEmail(email)),
    async findById(id) {
      const [row] = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM support_accounts WHERE id = $1`,
        [id],
      );
      return toAccount(row);
    },
    async save(email, passwordHash) {
      const key = normaliseEmail(email);
      return db.transaction(async (tx) => {
        const [before] = await tx.query<{ disabled: boolean }>(
          `SELECT disabled_at IS NOT NULL AS disabled FROM support_accounts WHERE email_key = $1
           FOR UPDATE`,
          [key],
        );
        // One statement, so two runs at once for one email cannot make two accounts.
        const [row] = await tx.query<{ created: boolean }>(
          `INSERT INTO support_accounts AS a (email, email_key, password_hash) VALUES ($1, $2, $3)
           ON CONFLICT (email_key) DO UPDATE SET password_hash = excluded.password_hash,
             token_version = a.token_version + 1, disabled_at = NULL, updated_at = now()
           RETURNING (xmax = 0) AS created`,
          [email, key, passwordHash],
        );
        if (row.created) return 'created';
        return before?.disabled ? 're-enabled' : 'updated';
      });
    },
    async disable(email) {
      // The hash goes too: even a path that forgot to look at disabled_at has nothing to match.
      const rows = await db.query<{ id: number }>(
        `UPDATE support_accounts SET disabled_at = coalesce(disabled_at, now()), password_hash = '',
           token_version = token_version + 1, updated_at = now()
         WHERE email_key = $1 RETURNING id`,
        [normaliseEmail(email)],
      );
      return rows.length > 0;
    },
  };
}

/**
 * Fills `email_key` for accounts made before it existed (migration 6): SQL cannot run
 * normaliseEmail, so this runs after migrating, each start, and finds nothing to do once done.
 * Two old accounts whose emails the rule now reads as one keep the first; the later is
 * disabled (support:add for that email then sets the first one's password).
 */
export async function fillSupportEmailKeys(db: SqlClient): Promise<void> {
  const rows = await db.query<{ id: number; email: string }>(
    `SELECT id, email FROM support_accounts
     WHERE email_key IS NULL AND disabled_at IS NULL ORDER BY id`,
  );
  for (const { id, email } of rows) {
    try {
      await db.query(
        'UPDATE support_accounts SET email_key = $2 WHERE id = $1 AND email_key IS NULL',
        [id, normaliseEmail(email)],
      );
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      await db.query(
        `UPDATE support_accounts SET disabled_at = now(), password_hash = '',
           token_version = token_version + 1, updated_at = now()
         WHERE id = $1`,
        [id],
      );
    }
  }
}

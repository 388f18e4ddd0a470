import type { SqlClient } from '../db/sqlClient';

/**
 * Support tokens ended by a sign-out before their time. A row is needed only while its token
 * could still pass the signature and expiry checks, so it is kept until the token's `exp` and
 * swept with every revocation: the table holds at most the sign-outs of the last 30 minutes
 * (SUPPORT_TTL_SECONDS), and each needed a sign-in that cost a password hash.
 */
export interface RevokedTokenStore {
  /** Refuses the token with this id (`jti`) until `expiresAt`, its own expiry. */
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
  isRevoked(tokenId: string): Promise<boolean>;
}

export function createRevokedTokenStore(db: SqlClient): RevokedTokenStore {
  return {
    async revoke(tokenId, expiresAt) {
      await db.query('DELETE FROM revoked_support_tokens WHERE expires_at < now()');
      await db.query(
        `INSERT INTO revoked_support_tokens (token_id, expires_at) VALUES ($1, $2)
         ON CONFLICT (token_id) DO NOTHING`,
        [tokenId, expiresAt],
      );
    },
    async isRevoked(tokenId) {
      const rows = await db.query('SELECT 1 FROM revoked_support_tokens WHERE token_id = $1', [
        tokenId,
      ]);
      return rows.length > 0;
    },
  };
}

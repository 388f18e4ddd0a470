import type { SqlClient } from './sqlClient';

/**
 * Who opened which trace, and when. Kept when the traces themselves are swept: it is the
 * record of support's reads, not of the owners' flows.
 */
export interface SupportAuditStore {
  recordView(supportAccountId: number, reference: string): Promise<void>;
}

export function createSupportAuditStore(db: SqlClient): SupportAuditStore {
  return {
    async recordView(supportAccountId, reference) {
      await db.query('INSERT INTO support_audit (support_account_id, reference) VALUES ($1, $2)', [
        supportAccountId,
        reference,
      ]);
    },
  };
}

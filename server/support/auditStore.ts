import type { SqlClient } from '../db/sqlClient';

/**
 * Who opened which trace, and when. Kept when the traces themselves are swept: it is the
 * record of support's reads, not of the owners' flows.
 */
export interface SupportAuditStore {
  recordView(supportAccountId: number, reference: string): Promise<void>;
  /** Several traces read at once (an export page): one row each, as if each were opened. */
  recordViews(supportAccountId: number, references: readonly string[]): Promise<void>;
}

export function createSupportAuditStore(db: SqlClient): SupportAuditStore {
  return {
    async recordView(supportAccountId, reference) {
      await db.query('INSERT INTO support_audit (support_account_id, reference) VALUES ($1, $2)', [
        supportAccountId,
        reference,
      ]);
    },
    async recordViews(supportAccountId, references) {
      if (references.length === 0) return;
      // One statement for the page, so an export is audited whole or not at all.
      const rows = references.map((_, i) => `($1, $${i + 2})`).join(', ');
      await db.query(`INSERT INTO support_audit (support_account_id, reference) VALUES ${rows}`, [
        supportAccountId,
        ...references,
      ]);
    },
  };
}

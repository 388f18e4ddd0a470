import { migrate } from './migrations';
import { openPglite } from './pgliteClient';
import { openPostgres } from './postgresClient';
import type { SqlClient } from './sqlClient';
import { fillSupportEmailKeys } from '../support/accountStore';

/**
 * A PostgreSQL server when `databaseUrl` is set, else embedded PGlite; migrated, with the
 * keys SQL cannot compute filled in (fillSupportEmailKeys). A PGlite folder stays locked to
 * this process until `close()`; a new one is migrated before it is put in place, so it never
 * exists half-made.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDataDir: string;
}): Promise<SqlClient> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDataDir, { prepare: migrate });
  try {
    await migrate(db);
    await fillSupportEmailKeys(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

import { migrate } from './migrations';
import { openPglite } from './pgliteClient';
import { openPostgres } from './postgresClient';
import type { SqlClient } from './sqlClient';

/** A PostgreSQL server when `databaseUrl` is set, else embedded PGlite; migrated. */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDataDir: string;
}): Promise<SqlClient> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDataDir);
  await migrate(db);
  return db;
}

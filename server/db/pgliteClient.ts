import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from './sqlClient';

/** Embedded PostgreSQL: files under `dataDir`, or in memory for `memory://`. */
export async function openPglite(dataDir: string): Promise<SqlClient> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(inMemory ? undefined : dataDir);
  return {
    async query<Row>(text: string, params?: unknown[]) {
      return (await db.query<Row>(text, params)).rows;
    },
    async exec(text) {
      await db.exec(text);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          query: async <Row>(text: string, params?: unknown[]) =>
            (await tx.query<Row>(text, params)).rows,
          exec: async (text: string) => {
            await tx.exec(text);
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

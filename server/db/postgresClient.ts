import pg from 'pg';
import type { SqlClient } from './sqlClient';

/** A PostgreSQL server reached through `DATABASE_URL`. */
export async function openPostgres(connectionString: string): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  return {
    async query<Row>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async exec(text) {
      await pool.query(text);
    },
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work({
          query: async <Row>(text: string, params?: unknown[]) =>
            (await connection.query(text, params)).rows as Row[],
          exec: async (text: string) => {
            await connection.query(text);
          },
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

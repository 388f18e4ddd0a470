// The database port: the little of SQL the stores need, implemented by PGlite and by `pg`.
export interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (client: Pick<SqlClient, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's unique_violation, raised the same way by PGlite and by a server. */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' ? { constraint: String(constraint ?? '') } : undefined;
}

/** PostgreSQL's foreign_key_violation: a row names one that is not (or no longer) there. */
export function foreignKeyViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503'
  );
}

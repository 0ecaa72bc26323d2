/**
 * The database behind the local stack: embedded PGlite (default) or a real PostgreSQL
 * (DATABASE_URL). Both speak the same SQL; callers see one small interface.
 *
 * GOTCHA: drivers map types differently (PGlite gives numbers for int8 where node-postgres
 * gives strings, etc.). Anything sent to a client should be rendered to JSON text by
 * PostgreSQL itself (`json_agg(...)::text`), as PostgREST does, so both behave the same.
 */
export type QueryResult<R = Record<string, unknown>> = {
  rows: R[];
  /** Rows touched by INSERT/UPDATE/DELETE. */
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
};

export type Queryable = {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Several statements, no parameters, no result (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
};

export type TransactionOptions = {
  /**
   * Parameterless SQL run right after BEGIN, in the same round trip on PostgreSQL (a request's
   * settings). Values in it must be escaped literals.
   */
  setup?: string;
};

export type BatchStatement = { sql: string; params?: readonly unknown[] };

export type BatchOptions = TransactionOptions & {
  /** End with ROLLBACK instead of COMMIT (a dry run whose results are still the answer). */
  rollback?: boolean;
};

export type Db = Queryable & {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside BEGIN … COMMIT (ROLLBACK when it throws). On PGlite, which has a single
   * connection, transactions and queries are queued so two never interleave.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs the statements as one transaction: BEGIN and the setup, each statement, then COMMIT
   * (or ROLLBACK). On PostgreSQL everything is written at once and answered in one round trip,
   * so no statement may depend on what JavaScript makes of another's result. Throws the first
   * error, in which case nothing is committed.
   */
  batch(statements: readonly BatchStatement[], options?: BatchOptions): Promise<QueryResult[]>;
  /**
   * A connection of its own for background work (Realtime's change delivery), outside the pool
   * requests share: its queries never hold the connection a request would have reused, whose
   * cached plans (PL/pgSQL functions, prepared statements) are warm; a first use on a new
   * connection costs several milliseconds more. Connects on first use, reconnects after a
   * failure. On PGlite, which has a single connection, its queries go after the others
   * (db/laneQueue.ts).
   */
  dedicated(): DedicatedConnection;
  /** LISTEN on a channel (schema reloads, realtime). Returns an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DedicatedConnection = Queryable & {
  /** Closes the connection (after its last query). */
  release(): Promise<void>;
};

export type DatabaseOptions =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ };

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.kind === 'postgres') {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.url);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}

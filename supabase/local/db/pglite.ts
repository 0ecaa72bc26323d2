import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import type { Db, Queryable, QueryResult } from './database.ts';
import { createLaneQueue } from './laneQueue.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(conn: PgliteLike): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await conn.query<R>(sql, [...params]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0, fields: result.fields };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WebAssembly). `dataDir` persists it; without one it lives in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  // pg_trgm, as hosted Supabase offers it: the back-office's users search is a trigram index.
  const pg = new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), extensions: { pg_trgm } });
  await pg.waitReady;
  const queue = createLaneQueue();
  const enqueue = queue.foreground;
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => enqueue(() => direct.query(sql, params)),
    exec: (sql) => enqueue(() => direct.exec(sql)),
    transaction: (fn, options) =>
      enqueue(() =>
        pg.transaction(async (tx) => {
          if (options?.setup) await tx.exec(options.setup);
          return fn(wrap(tx));
        }),
      ),
    batch: (statements, options) =>
      enqueue(() =>
        pg.transaction(async (tx) => {
          if (options?.setup) await tx.exec(options.setup);
          const conn = wrap(tx);
          const results: QueryResult[] = [];
          for (const statement of statements) results.push(await conn.query(statement.sql, statement.params));
          if (options?.rollback) await tx.rollback();
          return results;
        }),
      ),
    // The one connection, in the background lane: after the requests' queries.
    dedicated: () => ({
      query: (sql, params) => queue.background(() => direct.query(sql, params)),
      exec: (sql) => queue.background(() => direct.exec(sql)),
      release: () => Promise.resolve(),
    }),
    async listen(channel, onNotify) {
      const unlisten = await enqueue(() => pg.listen(channel, onNotify));
      return () => enqueue(() => unlisten());
    },
    close: () => enqueue(() => pg.close()),
  };
}

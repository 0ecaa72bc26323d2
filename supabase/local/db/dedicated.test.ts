// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Db } from './database.ts';

/** PGlite always; the PostgreSQL of TEST_DATABASE_URL too when `npm test` provides one. */
const targets: [string, () => Promise<Db>][] = [['pglite', () => openDatabase({ kind: 'pglite' })]];
const postgresUrl = process.env['TEST_DATABASE_URL'];
if (postgresUrl) targets.push(['postgres', () => openDatabase({ kind: 'postgres', url: postgresUrl })]);

describe.each(targets)('dedicated() on %s', (kind, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs queries and statements, then refuses them once released', async () => {
    const connection = db.dedicated();
    expect((await connection.query<{ n: number }>('select $1::int + 1 as n', [41])).rows[0]?.n).toBe(42);
    await connection.exec('select 1; select 2');
    await connection.release();
    if (kind === 'postgres') await expect(connection.query('select 1')).rejects.toThrow(/released/);
  });

  it.runIf(kind === 'postgres')(
    'is a connection of its own, and reconnects after it was terminated',
    async () => {
      const connection = db.dedicated();
      const pidOf = async (q: Pick<Db, 'query'>) =>
        Number((await q.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid);
      try {
        const first = await pidOf(connection);
        // The pool's connections are other backends (a query holds one while it runs).
        const [poolPid] = await Promise.all([pidOf(db), pidOf(connection)]);
        expect(poolPid).not.toBe(first);
        await db.query('select pg_terminate_backend($1)', [first]);
        let next: number | null = null;
        for (let attempt = 0; attempt < 20 && next === null; attempt++) {
          next = await pidOf(connection).catch(() => null);
          if (next === first) next = null;
          if (next === null) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(next).not.toBeNull();
        expect(next).not.toBe(first);
      } finally {
        await connection.release();
      }
    },
  );
});

import { createHash } from 'node:crypto';
import type { Duplex } from 'node:stream';

import pg from 'pg';

import type {
  BatchOptions,
  BatchStatement,
  Db,
  DedicatedConnection,
  Queryable,
  QueryResult,
} from './database.ts';

type Client = Pick<pg.PoolClient, 'query'>;

/**
 * Parameterised statements are sent as named prepared statements, so each connection parses
 * and plans a given SQL text once (the REST setup statement and the common query shapes repeat
 * on every request). PostgreSQL re-plans by itself when the role or search_path differs. The
 * number of names is capped so that endless distinct texts cannot grow every backend's memory.
 */
const maxPreparedTexts = 2000;
const preparedNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  const known = preparedNames.get(sql);
  if (known !== undefined || preparedNames.size >= maxPreparedTexts) return known;
  const name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  preparedNames.set(sql, name);
  return name;
}

function wrap(client: Client): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const name = params.length > 0 ? statementName(sql) : undefined;
      const result = await client.query(
        name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] },
      );
      return {
        rows: result.rows as R[],
        affectedRows: result.rowCount ?? 0,
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * One client outside the pool, connected on first use. A client that failed (terminated by an
 * administrator, server restart) is dropped and the next query connects a new one.
 */
function dedicatedClient(url: string, isClosing: () => boolean): DedicatedConnection {
  let current: Promise<pg.Client> | null = null;
  let released = false;

  const connect = (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    const connected = client.connect().then(() => client);
    client.on('error', (error) => {
      if (!isClosing() && !released) console.error('postgres: a dedicated connection failed', error.message);
      if (current === connected) current = null;
    });
    client.on('end', () => {
      if (current === connected) current = null;
    });
    connected.catch(() => {
      if (current === connected) current = null;
    });
    return connected;
  };
  const client = () => {
    if (released) return Promise.reject(new Error('the dedicated connection was released'));
    return (current ??= connect());
  };

  return {
    async query(sql, params) {
      return wrap(await client()).query(sql, params);
    },
    async exec(sql) {
      await wrap(await client()).exec(sql);
    },
    async release() {
      released = true;
      const open = current;
      current = null;
      const connected = await open?.catch(() => null);
      await connected?.end().catch(() => undefined);
    },
  };
}

/** A real PostgreSQL through a connection pool. */
export async function openPostgres(url: string): Promise<Db> {
  // Pipeline mode: a query is written as soon as it is issued instead of after the previous
  // one's answer, so `batch` costs one round trip. Queries awaited one by one behave as before.
  const pool = new pg.Pool({ connectionString: url, max: 10, pipeline: true });
  let closing = false;
  // The pool re-emits the errors of its idle clients (a backend terminated by an administrator,
  // a server restart) and an unhandled 'error' event crashes the process. It happens routinely
  // at shutdown: pool.end() resolves once it has *asked* its clients to end, before they have
  // disconnected, so `drop database … with (force)` right after can terminate them mid-goodbye
  // (57P01). The pool discards such a client by itself; it only has to be noticed.
  pool.on('error', (error) => {
    if (!closing) console.error('postgres: an idle connection failed', error.message);
  });
  const probe = await pool.connect();
  probe.release();
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        // Simple-query protocol: BEGIN and the setup travel in one message.
        await client.query(options?.setup ? `begin; ${options.setup}` : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async batch(statements: readonly BatchStatement[], options?: BatchOptions) {
      const client = await pool.connect();
      const tx = wrap(client);
      try {
        // Each statement has its own Sync, so a failure does not swallow the ones behind it;
        // the transaction block is aborted instead, and the final COMMIT then rolls back.
        // Corked, the whole batch leaves in one socket write: writes are the main cost here.
        const socket = (client as unknown as { connection?: { stream?: Partial<Duplex> } }).connection
          ?.stream;
        socket?.cork?.();
        const sent = [
          client.query(options?.setup ? `begin; ${options.setup}` : 'begin'),
          ...statements.map((statement) => tx.query(statement.sql, statement.params)),
          client.query(options?.rollback ? 'rollback' : 'commit'),
        ];
        socket?.uncork?.();
        const settled = await Promise.allSettled(sent);
        const failure = settled.find((outcome) => outcome.status === 'rejected');
        if (failure) throw failure.reason;
        return settled.slice(1, -1).map((outcome) => (outcome as PromiseFulfilledResult<QueryResult>).value);
      } finally {
        client.release();
      }
    },
    dedicated: () => dedicatedClient(url, () => closing),
    async listen(channel, onNotify) {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      // A checked-out client has no pool error listener: without this one, losing the LISTEN
      // connection would crash the process (same unhandled 'error' as above).
      let failure: Error | undefined;
      const onError = (error: Error) => {
        failure = error;
        if (!closing) console.error(`postgres: the LISTEN ${channel} connection failed`, error.message);
      };
      client.on('error', onError);
      client.on('notification', handler);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        if (!failure) await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.off('error', onError);
        // A failed connection is handed back with its error so the pool discards it.
        client.release(failure);
      };
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * Private channels (`config: { private: true }`), authorised as Supabase Realtime does
 * (lib/realtime/tenants/authorization.ex): by RLS policies on `realtime.messages`, with
 * `realtime.topic()` naming the channel.
 * - read (may join / receive): probe rows for the topic are inserted as the table owner, then
 *   selected under the caller's role and claims; a probe that comes back is readable.
 * - write (may broadcast / track presence): a row is inserted under the caller's role and
 *   claims, in a savepoint; an insufficient_privilege error (RLS) means no.
 * Both run in a transaction that is always rolled back, so nothing is ever stored.
 * service_role is allowed without asking the database (it bypasses RLS there too).
 */
import { randomUUID } from 'node:crypto';

import type { Db, Queryable } from '../db/database.ts';
import type { JwtClaims } from '../jwt.ts';

export type Extension = 'broadcast' | 'presence';

/** Who asks, about which topic (the channel's sub-topic, without `realtime:`). */
export type AuthContext = {
  topic: string;
  role: string;
  claims: JwtClaims;
  headers: Record<string, string>;
};

/** Per extension: allowed, refused, or not checked (null). */
export type Permissions = Record<Extension, boolean | null>;

export type Authorizer = {
  read(context: AuthContext, extensions: readonly Extension[]): Promise<Permissions>;
  write(context: AuthContext, extensions: readonly Extension[]): Promise<Permissions>;
};

const insufficientPrivilege = '42501';

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** Thrown to roll the probe transaction back while carrying its answer out. */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

async function rolledBack<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    const value = await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
    return value; // never reached: the callback always throws
  } catch (error) {
    if (error instanceof Rollback) return (error as Rollback<T>).value;
    throw error;
  }
}

/** Realtime's set_conn_config: role, topic, claims and headers for this transaction only. */
async function setConfig(tx: Queryable, context: AuthContext): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.headers', $4, true)`,
    [context.role, context.topic, JSON.stringify(context.claims), JSON.stringify(context.headers)],
  );
}

const none = (): Permissions => ({ broadcast: null, presence: null });

/** realtime.messages and realtime.topic() come from db/bootstrap.sql, as on hosted projects. */
export function createAuthorizer(db: Db): Authorizer {
  const superuser = (context: AuthContext, extensions: readonly Extension[]): Permissions | null => {
    if (context.role !== 'service_role') return null;
    const result = none();
    for (const extension of extensions) result[extension] = true;
    return result;
  };

  return {
    async read(context, extensions) {
      const allowed = superuser(context, extensions);
      if (allowed) return allowed;
      const result = none();
      try {
        return await rolledBack(db, async (tx) => {
          const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
          for (const probe of probes) {
            await tx.query('insert into realtime.messages (id, topic, extension) values ($1, $2, $3)', [
              probe.id,
              context.topic,
              probe.extension,
            ]);
          }
          await setConfig(tx, context);
          const seen = await tx.query<{ id: string }>(
            'select id::text as id from realtime.messages where id = any($1::uuid[])',
            [probes.map((probe) => probe.id)],
          );
          const ids = new Set(seen.rows.map((row) => row.id));
          for (const probe of probes) result[probe.extension] = ids.has(probe.id);
          return result;
        });
      } catch {
        // A policy that raises, an unknown role…: Realtime refuses (RlsPolicyError).
        for (const extension of extensions) result[extension] = false;
        return result;
      }
    },

    async write(context, extensions) {
      const allowed = superuser(context, extensions);
      if (allowed) return allowed;
      const result = none();
      try {
        return await rolledBack(db, async (tx) => {
          await setConfig(tx, context);
          for (const extension of extensions) {
            await tx.query('savepoint realtime_write_check');
            try {
              await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [
                context.topic,
                extension,
              ]);
              result[extension] = true;
            } catch (error) {
              if (errorCode(error) !== insufficientPrivilege) throw error;
              result[extension] = false;
            }
            await tx.query('rollback to savepoint realtime_write_check');
          }
          return result;
        });
      } catch {
        for (const extension of extensions) result[extension] = false;
        return result;
      }
    },
  };
}

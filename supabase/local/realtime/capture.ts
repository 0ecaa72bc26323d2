/**
 * Change capture without logical replication (PGlite has none): every table of the
 * supabase_realtime publication gets an AFTER … FOR EACH ROW trigger that pg_notify()s the
 * change as JSON on `realtime_changes`. Notifications are delivered at commit, so rolled back
 * changes are never seen, and in commit order. A change too big for a notification (8000 bytes)
 * is parked in realtime.local_change_overflow and the notification carries only its id.
 *
 * The watcher keeps the triggers in step with the publication (a migration only has to write
 * `alter publication supabase_realtime add table …`) and caches what the dispatcher needs to
 * know about each table: columns and type names, primary key, RLS, replica identity.
 */
import type { Db, Queryable } from '../db/database.ts';
import { qualifiedName, quoteIdent } from './sql.ts';

export const changesChannel = 'realtime_changes';
const triggerName = 'supabase_realtime_local_changes';
const publication = 'supabase_realtime';

const installSql = `
create schema if not exists realtime;

create table if not exists realtime.local_change_overflow (
  id bigserial primary key,
  payload text not null,
  created_at timestamptz not null default now()
);
revoke all on realtime.local_change_overflow from public;

-- SECURITY DEFINER so any writer (anon, authenticated…) can park an oversized change.
create or replace function realtime.local_emit_change() returns trigger
language plpgsql security definer set search_path = '' as $fn$
declare
  payload text;
  overflow_id bigint;
begin
  payload := json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end
  )::text;
  if octet_length(payload) > 7900 then
    insert into realtime.local_change_overflow (payload) values (payload) returning id into overflow_id;
    payload := json_build_object('overflow', overflow_id)::text;
  end if;
  perform pg_notify('${changesChannel}', payload);
  return null;
end
$fn$;

-- Whether p_role, with request.jwt.claims = p_claims, can SELECT the row whose primary key is
-- in p_row (what Realtime's apply_rls checks). Errors (a policy that raises, an unknown role)
-- count as "no". Role and claims are transaction-local and reset before returning.
create or replace function realtime.local_can_select(
  p_role text, p_claims text, p_table regclass, p_pk text[], p_row jsonb
) returns boolean language plpgsql as $fn$
declare
  visible boolean;
begin
  perform set_config('role', p_role, true);
  perform set_config('request.jwt.claims', p_claims, true);
  execute format(
    'select exists (select 1 from %s t, jsonb_populate_record(null::%s, $1) r where %s)',
    p_table, p_table,
    (select string_agg(format('t.%I = r.%I', c, c), ' and ') from unnest(p_pk) c)
  ) into visible using p_row;
  perform set_config('role', null, true);
  return visible;
exception when others then
  return false;
end
$fn$;
`;

export type Column = { name: string; type: string };

export type TableMeta = {
  schema: string;
  table: string;
  /** Quoted schema.table, for SQL text. */
  sqlName: string;
  columns: Column[];
  primaryKey: string[];
  rls: boolean;
  /** REPLICA IDENTITY FULL: old_record carries the whole old row (else the primary key). */
  replicaFull: boolean;
  /** realtime.local_visible_<oid>(roles, claims, row) → boolean[]; null without a primary key. */
  visibilityFn: string | null;
};

const visibilityPrefix = 'local_visible_';

/**
 * A per-table RLS check with static SQL: plpgsql caches its plan, which is several times faster
 * than EXECUTE for each subscriber. For each (role, claims) pair: may it SELECT the row with
 * this primary key? Errors (a policy that raises, an unknown role) count as "no", as in apply_rls.
 */
function visibilityFunctionSql(name: string, meta: Pick<TableMeta, 'sqlName' | 'primaryKey'>): string {
  const match = meta.primaryKey.map((c) => `t.${quoteIdent(c)} = r.${quoteIdent(c)}`).join(' and ');
  return `create or replace function realtime.${name}(p_roles text[], p_claims text[], p_row jsonb)
returns boolean[] language plpgsql as $vis$
declare
  result boolean[] := '{}';
  r ${meta.sqlName};
  visible boolean;
begin
  r := jsonb_populate_record(null::${meta.sqlName}, p_row);
  for i in 1 .. coalesce(array_length(p_roles, 1), 0) loop
    begin
      perform set_config('role', p_roles[i], true);
      perform set_config('request.jwt.claims', p_claims[i], true);
      select exists (select 1 from ${meta.sqlName} t where ${match}) into visible;
      perform set_config('role', null, true);
    exception when others then
      visible := false;
    end;
    result := result || visible;
  end loop;
  return result;
end
$vis$`;
}

const signatureSql = `
select md5(coalesce(string_agg(x, '|' order by x), '')) as signature from (
  select c.oid::text || ':' || c.relrowsecurity::text || c.relreplident::text || coalesce(c.relacl::text, '') || ':'
    || exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = $2)::text || ':'
    || coalesce((select string_agg(a.attnum::text || a.attname || a.atttypid::text || coalesce(a.attacl::text, ''), ',' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') || ':'
    || coalesce((select conkey::text from pg_constraint where conrelid = c.oid and contype = 'p'), '') as x
  from pg_publication_tables p
  join pg_namespace n on n.nspname = p.schemaname
  join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
  where p.pubname = $1
  union all
  select 'trigger:' || tgrelid::text from pg_trigger where tgname = $2
) s`;

const tablesSql = `
select c.oid::text as oid, n.nspname as schema, c.relname as "table", c.relrowsecurity as rls, c.relreplident::text as replident,
  exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = $2) as installed,
  (select json_agg(json_build_object('name', a.attname, 'type', ty.typname) order by a.attnum)
     from pg_attribute a join pg_type ty on ty.oid = a.atttypid
     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)::text as columns,
  (select json_agg(a.attname order by array_position(con.conkey, a.attnum))
     from pg_constraint con join pg_attribute a on a.attrelid = con.conrelid and a.attnum = any (con.conkey)
     where con.conrelid = c.oid and con.contype = 'p')::text as pk
from pg_publication_tables p
join pg_namespace n on n.nspname = p.schemaname
join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
where p.pubname = $1`;

/** Tables carrying our trigger but no longer published. */
const orphansSql = `
select n.nspname as schema, c.relname as "table"
from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
where t.tgname = $2
  and not exists (select 1 from pg_publication_tables p where p.pubname = $1 and p.schemaname = n.nspname and p.tablename = c.relname)`;

type TableRow = {
  oid: string;
  schema: string;
  table: string;
  rls: boolean;
  replident: string;
  installed: boolean;
  columns: string | null;
  pk: string | null;
};

export type PublicationWatcher = {
  /** Re-reads the publication when it may have changed (cheap when it has not). */
  sync(): Promise<void>;
  table(schema: string, table: string): TableMeta | undefined;
  tables(): TableMeta[];
  /** Columns `role` may SELECT in the table (has_column_privilege), cached until the schema changes. */
  selectable(role: string, meta: TableMeta): Promise<Set<string>>;
};

export async function installCapture(db: Db): Promise<void> {
  await db.exec(installSql);
  // Oversized changes left behind by an earlier run can never be delivered now.
  await db.query('delete from realtime.local_change_overflow');
}

export function createPublicationWatcher(db: Db): PublicationWatcher {
  let signature = '';
  let metas = new Map<string, TableMeta>();
  let privileges = new Map<string, Promise<Set<string>>>();
  let running: Promise<void> | null = null;
  let again = false;

  const key = (schema: string, table: string) => `${schema}\u0000${table}`;

  async function reload(tx: Queryable): Promise<void> {
    const rows = (await tx.query<TableRow>(tablesSql, [publication, triggerName])).rows;
    const next = new Map<string, TableMeta>();
    for (const row of rows) {
      const sqlName = qualifiedName(row.schema, row.table);
      if (!row.installed) {
        await tx.exec(
          `create trigger ${quoteIdent(triggerName)} after insert or update or delete on ${sqlName} ` +
            'for each row execute function realtime.local_emit_change()',
        );
      }
      const primaryKey = row.pk ? (JSON.parse(row.pk) as string[]) : [];
      let visibilityFn: string | null = null;
      // (A name containing the dollar-quote tag would break the function body: those tables
      // fall back to realtime.local_can_select.)
      if (primaryKey.length > 0 && !`${sqlName}${primaryKey.join('')}`.includes('$vis$')) {
        visibilityFn = quoteIdent(`${visibilityPrefix}${row.oid}`);
        await tx.exec(visibilityFunctionSql(visibilityFn, { sqlName, primaryKey }));
      }
      next.set(key(row.schema, row.table), {
        schema: row.schema,
        table: row.table,
        sqlName,
        columns: row.columns ? (JSON.parse(row.columns) as Column[]) : [],
        primaryKey,
        rls: row.rls,
        replicaFull: row.replident === 'f',
        visibilityFn: visibilityFn && `realtime.${visibilityFn}`,
      });
    }
    // Checks of tables that left the publication (or were dropped).
    const wanted = [...next.values()].flatMap((m) => (m.visibilityFn ? [m.visibilityFn] : []));
    const stale = await tx.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'realtime' and p.proname like '${visibilityPrefix}%'`,
    );
    for (const { name } of stale.rows) {
      const qualified = `realtime.${quoteIdent(name)}`;
      if (!wanted.includes(qualified))
        await tx.exec(`drop function if exists ${qualified}(text[], text[], jsonb)`);
    }
    const orphans = (
      await tx.query<{ schema: string; table: string }>(orphansSql, [publication, triggerName])
    ).rows;
    for (const orphan of orphans) {
      await tx.exec(
        `drop trigger if exists ${quoteIdent(triggerName)} on ${qualifiedName(orphan.schema, orphan.table)}`,
      );
    }
    metas = next;
    privileges = new Map();
  }

  const readSignature = async (q: Queryable) =>
    (await q.query<{ signature: string }>(signatureSql, [publication, triggerName])).rows[0]?.signature ?? '';

  async function run(): Promise<void> {
    if ((await readSignature(db)) === signature) return;
    // Installing triggers changes the signature itself: read it back once they are in place.
    signature = await db.transaction(async (tx) => {
      await reload(tx);
      return readSignature(tx);
    });
  }

  return {
    async sync() {
      // One sync at a time; a request during a sync runs once more afterwards.
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await run();
          } while (again);
        } finally {
          running = null;
        }
      })();
      return running;
    },
    table: (schema, table) => metas.get(key(schema, table)),
    tables: () => [...metas.values()],
    selectable(role, meta) {
      const cacheKey = `${role}\u0000${key(meta.schema, meta.table)}`;
      let entry = privileges.get(cacheKey);
      if (!entry) {
        entry = db
          .query<{ name: string }>(
            `select a.attname as name from pg_attribute a
             where a.attrelid = $2::regclass and a.attnum > 0 and not a.attisdropped
               and has_column_privilege($1, a.attrelid, a.attname, 'SELECT')`,
            [role, meta.sqlName],
          )
          .then((result) => new Set(result.rows.map((row) => row.name)))
          .catch(() => new Set<string>()); // e.g. a role that does not exist
        privileges.set(cacheKey, entry);
      }
      return entry;
    },
  };
}

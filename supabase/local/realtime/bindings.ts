/**
 * The postgres_changes bindings of a phx_join: ids for the join reply, parsing (the rules of
 * Realtime's Subscriptions.parse_subscription_params) and checks against the database, with
 * Realtime's error messages (sent to the client as a `system` message).
 */
import type { Db } from '../db/database.ts';
import type { PublicationWatcher } from './capture.ts';
import type { ChangeType, PgBinding } from './changes.ts';
import { filtersSql, parseFilters, type Filter } from './filters.ts';

type Params = Record<string, unknown>;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Params)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Like Realtime's :erlang.phash2(params): an integer below 2^27, equal for equal params. */
export function bindingId(params: Params): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(stableJson(params), 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 ** 27;
}

function eventOf(params: Params): '*' | ChangeType {
  const event = typeof params['event'] === 'string' ? params['event'].toUpperCase() : '*';
  return event === 'INSERT' || event === 'UPDATE' || event === 'DELETE' ? event : '*';
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const describe = (params: Params) =>
  `event: ${eventOf(params)}, schema: ${text(params['schema'], '')}, table: ${text(params['table'], '*')}, filters: ${
    typeof params['filter'] === 'string' ? params['filter'] : '[]'
  }, select: ${Array.isArray(params['select']) ? JSON.stringify(params['select']) : 'nil'}`;

type Parsed = { ok: true; binding: PgBinding } | { ok: false; error: string };

export function parseBinding(params: Params): Parsed {
  const id = bindingId(params);
  const event = eventOf(params);
  const select = params['select'];
  if (typeof select === 'string') {
    return {
      ok: false,
      error:
        'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    };
  }
  const columns = Array.isArray(select) ? select.filter((c): c is string => typeof c === 'string') : [];
  const selected = columns.length > 0 ? columns : null;
  const { schema, table, filter } = params;
  let filters: Filter[] = [];
  if (typeof filter === 'string') {
    if (typeof schema !== 'string' || typeof table !== 'string') {
      return {
        ok: false,
        error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
      };
    }
    const parsed = parseFilters(filter);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    filters = parsed.filters;
  }
  const resolvedSchema = typeof schema === 'string' ? schema : typeof table === 'string' ? 'public' : null;
  if (resolvedSchema === null) {
    return {
      ok: false,
      error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
    };
  }
  const resolvedTable = typeof table === 'string' ? table : '*';
  if (selected && (resolvedSchema === '*' || resolvedTable === '*')) {
    return {
      ok: false,
      error:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  }
  return {
    ok: true,
    binding: { id, event, schema: resolvedSchema, table: resolvedTable, filters, select: selected },
  };
}

/**
 * Parses and checks every binding; one failure fails them all (Realtime subscribes a channel's
 * bindings in one transaction). Returns the error message for the `system` push.
 */
export async function resolveBindings(
  raw: readonly Params[],
  role: string,
  db: Db,
  watcher: PublicationWatcher,
): Promise<{ ok: true; bindings: PgBinding[] } | { ok: false; error: string }> {
  const bindings: PgBinding[] = [];
  for (const params of raw) {
    const parsed = parseBinding(params);
    if (!parsed.ok) return parsed;
    const { binding } = parsed;
    const published = () =>
      watcher
        .tables()
        .filter(
          (t) =>
            (binding.schema === '*' || t.schema === binding.schema) &&
            (binding.table === '*' || t.table === binding.table),
        );
    // A migration may have just published the table: re-read the publication before refusing.
    if (published().length === 0) await watcher.sync();
    const tables = published();
    const unable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(params)}]`;
    if (tables.length === 0) return { ok: false, error: unable };
    try {
      const roleExists = await db.query('select 1 from pg_roles where rolname = $1', [role]);
      if (roleExists.rows.length === 0) throw new Error(`role "${role}" does not exist`);
      const named = [...binding.filters.map((f) => f.column), ...(binding.select ?? [])];
      for (const column of named) {
        if (!tables.some((t) => t.columns.some((c) => c.name === column))) {
          throw new Error(`column "${column}" does not exist`);
        }
      }
      // Values the column type rejects fail here, not at delivery.
      for (const table of binding.filters.length > 0 ? tables : []) {
        const sqlParams: unknown[] = [];
        const sql = filtersSql(binding.filters, sqlParams);
        await db.query(
          `select ${sql} as f from jsonb_populate_record(null::${table.sqlName}, '{}'::jsonb) r`,
          sqlParams,
        );
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        error: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(params)}]. Exception: ${message}`,
      };
    }
    bindings.push(binding);
  }
  return { ok: true, bindings };
}

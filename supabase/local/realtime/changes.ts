/**
 * postgres_changes delivery: each captured change is matched against every channel's
 * bindings (schema, table, event, filters), then checked the way Realtime's apply_rls does:
 * - INSERT/UPDATE on a table with RLS: delivered only if the subscriber's role, with its JWT
 *   claims, can SELECT that row (by primary key) at delivery time;
 * - DELETE: the row is gone, so it is not checked; old_record then holds only the primary key
 *   when RLS is on (or without REPLICA IDENTITY FULL, like the WAL's old identity);
 * - columns and record keys are limited to what the role may SELECT (column privileges) and to
 *   the binding's `select` list (the primary key always kept).
 * Changes are handled one at a time, in commit order.
 */
import type { Db } from '../db/database.ts';
import type { PublicationWatcher, TableMeta } from './capture.ts';
import { filtersSql, type Filter } from './filters.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
type JsonRecord = Record<string, unknown>;

export type Change = {
  schema: string;
  table: string;
  type: ChangeType;
  commit_timestamp: string;
  record: JsonRecord | null;
  old_record: JsonRecord | null;
};

export type PgBinding = {
  /** What the join reply echoed; events carry the ids of the bindings they match. */
  id: number;
  event: '*' | ChangeType;
  schema: string;
  /** '*' = every published table of the schema. */
  table: string;
  filters: Filter[];
  select: string[] | null;
};

export type ChangeData = {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeType;
  columns?: { name: string; type: string }[];
  record?: JsonRecord;
  old_record?: JsonRecord;
  errors: string[] | null;
};

export type ChangeSubscriber = {
  /** Validated bindings; empty when the channel has none (or they failed to subscribe). */
  readonly pgBindings: readonly PgBinding[];
  readonly role: string;
  readonly claimsJson: string;
  deliverChange(payload: { ids: number[]; data: ChangeData }): void;
};

/** Realtime's max_record_bytes: bigger records keep only values of at most 64 bytes. */
const maxRecordBytes = 1024 * 1024;

function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Partial<Change>;
  return (
    typeof change.schema === 'string' &&
    typeof change.table === 'string' &&
    (change.type === 'INSERT' || change.type === 'UPDATE' || change.type === 'DELETE')
  );
}

const bindingMatches = (binding: PgBinding, change: Change) =>
  (binding.event === '*' || binding.event === change.type) &&
  (binding.schema === '*' || binding.schema === change.schema) &&
  (binding.table === '*' || binding.table === change.table);

function pick(record: JsonRecord | null, allowed: (name: string) => boolean, tooLarge: boolean): JsonRecord {
  const out: JsonRecord = {};
  if (!record) return out;
  for (const [name, value] of Object.entries(record)) {
    if (!allowed(name)) continue;
    if (tooLarge && value !== null && JSON.stringify(value).length > 64) continue;
    out[name] = value;
  }
  return out;
}

export type ChangeDispatcher = {
  /** Takes a `realtime_changes` notification payload. */
  notify(payload: string): void;
  /** Resolves when every change received so far has been handled. */
  idle(): Promise<void>;
  /** Drops parked oversized changes nobody fetched (e.g. delivered by another instance). */
  sweep(): Promise<void>;
};

export function createChangeDispatcher(options: {
  db: Db;
  watcher: PublicationWatcher;
  subscribers: () => Iterable<ChangeSubscriber>;
}): ChangeDispatcher {
  const { db, watcher } = options;
  let tail: Promise<void> = Promise.resolve();

  async function resolve(payload: string): Promise<Change | null> {
    const parsed = JSON.parse(payload) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'overflow' in parsed) {
      const row = (
        await db.query<{ payload: string }>(
          'select payload from realtime.local_change_overflow where id = $1',
          [parsed.overflow],
        )
      ).rows[0];
      return row ? resolve(row.payload) : null;
    }
    return isChange(parsed) ? parsed : null;
  }

  /** Which filter sets the changed row satisfies, evaluated by PostgreSQL with the column types. */
  async function evaluateFilters(meta: TableMeta, row: JsonRecord, sets: Filter[][]): Promise<boolean[]> {
    if (sets.length === 0) return [];
    const params: unknown[] = [JSON.stringify(row)];
    const expressions = sets.map((filters) => filtersSql(filters, params));
    try {
      const result = await db.query<{ f: boolean[] }>(
        `select array[${expressions.join(', ')}]::boolean[] as f from jsonb_populate_record(null::${meta.sqlName}, $1::jsonb) r`,
        params,
      );
      return result.rows[0]?.f ?? sets.map(() => false);
    } catch (error) {
      console.error('realtime: evaluating filters failed', error);
      return sets.map(() => false);
    }
  }

  /** Row visibility per (role, claims) under RLS, one round trip for all of them. */
  async function visibility(meta: TableMeta, row: JsonRecord, groups: { role: string; claims: string }[]) {
    const roles = groups.map((g) => g.role);
    const claims = groups.map((g) => g.claims);
    const visible = new Set<number>();
    if (meta.visibilityFn) {
      const result = await db.query<{ v: (boolean | null)[] | null }>(
        `select ${meta.visibilityFn}($1, $2, $3::jsonb) as v`,
        [roles, claims, JSON.stringify(row)],
      );
      (result.rows[0]?.v ?? []).forEach((ok, i) => {
        if (ok === true) visible.add(i);
      });
      return visible;
    }
    const result = await db.query<{ i: number | string; visible: boolean | null }>(
      `select g.i, realtime.local_can_select(g.role, g.claims, $3::regclass, $4::text[], $5::jsonb) as visible
       from unnest($1::text[], $2::text[]) with ordinality as g(role, claims, i)`,
      [roles, claims, meta.sqlName, meta.primaryKey, JSON.stringify(row)],
    );
    for (const r of result.rows) if (r.visible === true) visible.add(Number(r.i) - 1);
    return visible;
  }

  async function handle(change: Change): Promise<void> {
    const candidates: { subscriber: ChangeSubscriber; bindings: PgBinding[] }[] = [];
    for (const subscriber of options.subscribers()) {
      const bindings = subscriber.pgBindings.filter((binding) => bindingMatches(binding, change));
      if (bindings.length > 0) candidates.push({ subscriber, bindings });
    }
    if (candidates.length === 0) return;
    let meta = watcher.table(change.schema, change.table);
    if (!meta) {
      await watcher.sync();
      meta = watcher.table(change.schema, change.table);
      if (!meta) return;
    }
    const row = (change.type === 'DELETE' ? change.old_record : change.record) ?? {};

    // Filters: each distinct filter set is evaluated once.
    const setKeys = new Map<string, number>();
    const sets: Filter[][] = [];
    for (const { bindings } of candidates) {
      for (const binding of bindings) {
        const k = JSON.stringify(binding.filters);
        if (binding.filters.length > 0 && !setKeys.has(k)) {
          setKeys.set(k, sets.length);
          sets.push(binding.filters);
        }
      }
    }
    const passed = await evaluateFilters(meta, row, sets);
    const passes = (binding: PgBinding) =>
      binding.filters.length === 0 || passed[setKeys.get(JSON.stringify(binding.filters)) ?? -1] === true;

    const table = meta;
    const base = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
    };
    const pk = new Set(table.primaryKey);
    const checkRls = table.rls && change.type !== 'DELETE';
    type Pending = {
      subscriber: ChangeSubscriber;
      bindings: PgBinding[];
      selectable: Set<string>;
      group: number;
    };
    const pending: Pending[] = [];
    const groups: { role: string; claims: string }[] = [];
    const groupIndex = new Map<string, number>();

    for (const { subscriber, bindings } of candidates) {
      const matching = bindings.filter(passes);
      if (matching.length === 0) continue;
      const ids = [...new Set(matching.map((b) => b.id))];
      // Realtime answers these with an error event instead of the row.
      if (change.type !== 'DELETE' && table.primaryKey.length === 0) {
        subscriber.deliverChange({
          ids,
          data: { ...base, errors: ['Error 400: Bad Request, no primary key'] },
        });
        continue;
      }
      const selectable = await watcher.selectable(subscriber.role, table);
      if (change.type !== 'DELETE' && !table.primaryKey.every((c) => selectable.has(c))) {
        subscriber.deliverChange({ ids, data: { ...base, errors: ['Error 401: Unauthorized'] } });
        continue;
      }
      let group = -1;
      if (checkRls) {
        const k = `${subscriber.role}\u0000${subscriber.claimsJson}`;
        group = groupIndex.get(k) ?? -1;
        if (group < 0) {
          group = groups.length;
          groupIndex.set(k, group);
          groups.push({ role: subscriber.role, claims: subscriber.claimsJson });
        }
      }
      pending.push({ subscriber, bindings: matching, selectable, group });
    }
    if (pending.length === 0) return;
    const visible = checkRls ? await visibility(table, row, groups) : null;

    const tooLarge = JSON.stringify(change.record ?? change.old_record ?? {}).length > maxRecordBytes;
    for (const { subscriber, bindings, selectable, group } of pending) {
      if (visible && !visible.has(group)) continue;
      // One message per distinct `select` list, carrying the ids of the bindings sharing it.
      const bySelect = new Map<string, PgBinding[]>();
      for (const binding of bindings) {
        const k = JSON.stringify(binding.select);
        bySelect.set(k, [...(bySelect.get(k) ?? []), binding]);
      }
      for (const same of bySelect.values()) {
        const select = same[0]?.select ?? null;
        const allowed = (name: string) =>
          selectable.has(name) && (!select || select.includes(name) || pk.has(name));
        const data: ChangeData = {
          ...base,
          columns: table.columns.filter((c) => allowed(c.name)),
          errors: tooLarge ? ['Error 413: Payload Too Large'] : null,
        };
        if (change.type !== 'DELETE') data.record = pick(change.record, allowed, tooLarge);
        if (change.type !== 'INSERT') {
          const wholeOld = table.replicaFull && !(change.type === 'DELETE' && table.rls);
          data.old_record = pick(change.old_record, (n) => allowed(n) && (wholeOld || pk.has(n)), tooLarge);
        }
        subscriber.deliverChange({ ids: [...new Set(same.map((b) => b.id))], data });
      }
    }
  }

  return {
    notify(payload) {
      // Parse and resolve eagerly, but handle strictly in arrival (= commit) order.
      const change = resolve(payload).catch((error: unknown) => {
        console.error('realtime: unreadable change notification', error);
        return null;
      });
      tail = tail.then(async () => {
        const resolved = await change;
        if (!resolved) return;
        try {
          await handle(resolved);
        } catch (error) {
          console.error('realtime: delivering a change failed', error);
        }
      });
    },
    idle: () => tail,
    async sweep() {
      await db.query(
        "delete from realtime.local_change_overflow where created_at < now() - interval '1 minute'",
      );
    },
  };
}

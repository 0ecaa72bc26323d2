/**
 * postgres_changes delivery: each captured change is matched against every channel's
 * bindings (schema, table, event, filters), then checked the way Realtime's apply_rls does:
 * - INSERT/UPDATE on a table with RLS: delivered only if the subscriber's role, with its JWT
 *   claims, can SELECT that row (by primary key) at delivery time;
 * - DELETE: the row is gone, so it is not checked; old_record then holds only the primary key
 *   when RLS is on (or without REPLICA IDENTITY FULL, like the WAL's old identity);
 * - columns and record keys are limited to what the role may SELECT (column privileges) and to
 *   the binding's `select` list (the primary key always kept).
 * Changes are delivered in commit order, in batches: those that arrive together (one commit,
 * or while `lull` held the previous batch back) are planned one by one, RLS-checked in a
 * single query, then sent in order. Simple filters are evaluated without the database.
 */
import type { Queryable } from '../db/database.ts';
import type { PublicationWatcher, TableMeta } from './capture.ts';
import { evaluateFiltersLocally, filtersSql, type Filter } from './filters.ts';

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

/** A change's deliveries, decided before the RLS check, which is done for a whole batch at once. */
type Plan = {
  change: Change;
  table: TableMeta;
  row: JsonRecord;
  /** Error events (no primary key, columns not readable), sent first as before. */
  refusals: { subscriber: ChangeSubscriber; payload: { ids: number[]; data: ChangeData } }[];
  pending: { subscriber: ChangeSubscriber; bindings: PgBinding[]; selectable: Set<string>; group: number }[];
  /** Distinct (role, claims) whose RLS must allow the row; empty when RLS does not apply. */
  groups: { role: string; claims: string }[];
};

/** Column name → type name, per table metadata (replaced as a whole when the schema changes). */
const columnTypes = new WeakMap<TableMeta, Map<string, string>>();

function typeOfColumn(meta: TableMeta): (column: string) => string | undefined {
  let types = columnTypes.get(meta);
  if (!types) {
    types = new Map(meta.columns.map((column) => [column.name, column.type]));
    columnTypes.set(meta, types);
  }
  const known = types;
  return (column) => known.get(column);
}

export function createChangeDispatcher(options: {
  /** Where overflowed changes are read and filters and RLS are checked. */
  db: Queryable;
  watcher: PublicationWatcher;
  subscribers: () => Iterable<ChangeSubscriber>;
  /** Waited for before each batch (the stack's requests being answered); none by default. */
  lull?: () => Promise<void>;
}): ChangeDispatcher {
  const { db, watcher } = options;
  /** Changes received and not handled yet, in arrival (= commit) order. */
  let queue: Promise<Change | null>[] = [];
  let draining: Promise<void> | null = null;

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

  /**
   * Which filter sets the changed row satisfies. Comparisons JavaScript reproduces exactly are
   * answered here; the others by PostgreSQL with the column types, in one query.
   */
  async function evaluateFilters(meta: TableMeta, row: JsonRecord, sets: Filter[][]): Promise<boolean[]> {
    const typeOf = typeOfColumn(meta);
    const answers = sets.map((filters) => evaluateFiltersLocally(filters, row, typeOf));
    const left = sets.filter((_, i) => answers[i] === undefined);
    if (left.length === 0) return answers as boolean[];
    const params: unknown[] = [JSON.stringify(row)];
    const expressions = left.map((filters) => filtersSql(filters, params));
    let evaluated: boolean[];
    try {
      const result = await db.query<{ f: boolean[] }>(
        `select array[${expressions.join(', ')}]::boolean[] as f from jsonb_populate_record(null::${meta.sqlName}, $1::jsonb) r`,
        params,
      );
      evaluated = result.rows[0]?.f ?? left.map(() => false);
    } catch (error) {
      console.error('realtime: evaluating filters failed', error);
      evaluated = left.map(() => false);
    }
    let next = 0;
    return answers.map((answer) => answer ?? evaluated[next++] === true);
  }

  /** Who gets the change, short of the RLS check. Null when nobody listens to it. */
  async function plan(change: Change): Promise<Plan | null> {
    const candidates: { subscriber: ChangeSubscriber; bindings: PgBinding[] }[] = [];
    for (const subscriber of options.subscribers()) {
      const bindings = subscriber.pgBindings.filter((binding) => bindingMatches(binding, change));
      if (bindings.length > 0) candidates.push({ subscriber, bindings });
    }
    if (candidates.length === 0) return null;
    let meta = watcher.table(change.schema, change.table);
    if (!meta) {
      await watcher.sync();
      meta = watcher.table(change.schema, change.table);
      if (!meta) return null;
    }
    const table = meta;
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
    const passed = await evaluateFilters(table, row, sets);
    const passes = (binding: PgBinding) =>
      binding.filters.length === 0 || passed[setKeys.get(JSON.stringify(binding.filters)) ?? -1] === true;

    const base = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
    };
    const checkRls = table.rls && change.type !== 'DELETE';
    const result: Plan = { change, table, row, refusals: [], pending: [], groups: [] };
    const groupIndex = new Map<string, number>();

    for (const { subscriber, bindings } of candidates) {
      const matching = bindings.filter(passes);
      if (matching.length === 0) continue;
      const ids = [...new Set(matching.map((b) => b.id))];
      // Realtime answers these with an error event instead of the row.
      if (change.type !== 'DELETE' && table.primaryKey.length === 0) {
        result.refusals.push({
          subscriber,
          payload: { ids, data: { ...base, errors: ['Error 400: Bad Request, no primary key'] } },
        });
        continue;
      }
      const selectable = await watcher.selectable(subscriber.role, table);
      if (change.type !== 'DELETE' && !table.primaryKey.every((c) => selectable.has(c))) {
        result.refusals.push({
          subscriber,
          payload: { ids, data: { ...base, errors: ['Error 401: Unauthorized'] } },
        });
        continue;
      }
      let group = -1;
      if (checkRls) {
        const k = `${subscriber.role}\u0000${subscriber.claimsJson}`;
        group = groupIndex.get(k) ?? -1;
        if (group < 0) {
          group = result.groups.length;
          groupIndex.set(k, group);
          result.groups.push({ role: subscriber.role, claims: subscriber.claimsJson });
        }
      }
      result.pending.push({ subscriber, bindings: matching, selectable, group });
    }
    return result;
  }

  /** Row visibility per (role, claims) under RLS, for one change. */
  async function visibility(meta: TableMeta, row: JsonRecord, groups: Plan['groups']): Promise<Set<number>> {
    const roles = groups.map((g) => g.role);
    const claims = groups.map((g) => g.claims);
    const visible = new Set<number>();
    if (meta.visibilityFn) {
      const result = await db.query<{ v: (boolean | null)[] | null }>(
        `select ${meta.visibilityFn}($1, $2, $3::jsonb) as v`,
        [roles, claims, JSON.stringify(row)],
      );
      return visibleIndexes(result.rows[0]?.v);
    }
    const result = await db.query<{ i: number | string; visible: boolean | null }>(
      `select g.i, realtime.local_can_select(g.role, g.claims, $3::regclass, $4::text[], $5::jsonb) as visible
       from unnest($1::text[], $2::text[]) with ordinality as g(role, claims, i)`,
      [roles, claims, meta.sqlName, meta.primaryKey, JSON.stringify(row)],
    );
    for (const r of result.rows) if (r.visible === true) visible.add(Number(r.i) - 1);
    return visible;
  }

  /**
   * The RLS checks of a whole batch of changes in one round trip (one column per change), so a
   * turn that writes three rows costs the database one query, not three. If that query fails
   * (a table dropped meanwhile…), each change is checked alone so only its own delivery fails.
   */
  async function visibilities(plans: Plan[]): Promise<(Set<number> | Error | null)[]> {
    const out: (Set<number> | Error | null)[] = plans.map(() => null);
    const batched: number[] = [];
    const params: unknown[] = [];
    const columns: string[] = [];
    const alone: number[] = [];
    plans.forEach((p, i) => {
      if (p.groups.length === 0) return;
      if (!p.table.visibilityFn) {
        alone.push(i);
        return;
      }
      params.push(
        p.groups.map((g) => g.role),
        p.groups.map((g) => g.claims),
        JSON.stringify(p.row),
      );
      const n = params.length;
      columns.push(`${p.table.visibilityFn}($${n - 2}, $${n - 1}, $${n}::jsonb) as v${batched.length}`);
      batched.push(i);
    });
    if (batched.length > 1) {
      try {
        const row = (
          await db.query<Record<string, (boolean | null)[] | null>>(`select ${columns.join(', ')}`, params)
        ).rows[0];
        batched.forEach((planIndex, k) => (out[planIndex] = visibleIndexes(row?.[`v${k}`])));
      } catch {
        alone.push(...batched);
      }
    } else alone.push(...batched);
    for (const i of alone.sort((a, b) => a - b)) {
      const p = plans[i]!;
      try {
        out[i] = await visibility(p.table, p.row, p.groups);
      } catch (error) {
        out[i] = error instanceof Error ? error : new Error(String(error));
      }
    }
    return out;
  }

  function deliver(p: Plan, visible: Set<number> | null): void {
    const { change, table } = p;
    const base = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
    };
    const pk = new Set(table.primaryKey);
    const tooLarge = JSON.stringify(change.record ?? change.old_record ?? {}).length > maxRecordBytes;
    for (const { subscriber, bindings, selectable, group } of p.pending) {
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

  /** A batch of changes: planned one by one, RLS-checked together, delivered in order. */
  async function handle(changes: Change[]): Promise<void> {
    const plans: Plan[] = [];
    for (const change of changes) {
      try {
        const planned = await plan(change);
        if (planned) plans.push(planned);
      } catch (error) {
        console.error('realtime: delivering a change failed', error);
      }
    }
    const visible = await visibilities(plans);
    plans.forEach((p, i) => {
      for (const refusal of p.refusals) refusal.subscriber.deliverChange(refusal.payload);
      const outcome = visible[i] ?? null;
      if (outcome instanceof Error) {
        console.error('realtime: delivering a change failed', outcome);
        return;
      }
      if (p.pending.length === 0) return;
      try {
        deliver(p, p.groups.length > 0 ? outcome : null);
      } catch (error) {
        console.error('realtime: delivering a change failed', error);
      }
    });
  }

  async function drain(): Promise<void> {
    try {
      // Changes that arrive during the lull (the rest of a chat turn) join this batch; those that
      // arrive while it is handled form the next one.
      while (queue.length > 0) {
        if (options.lull) await options.lull();
        const batch = queue;
        queue = [];
        const changes = (await Promise.all(batch)).filter((change): change is Change => change !== null);
        if (changes.length > 0) await handle(changes);
      }
    } finally {
      draining = null;
    }
  }

  return {
    notify(payload) {
      // Parse and resolve eagerly, but handle strictly in arrival (= commit) order.
      queue.push(
        resolve(payload).catch((error: unknown) => {
          console.error('realtime: unreadable change notification', error);
          return null;
        }),
      );
      // Started once the current callback returns: the other changes of the same commit,
      // which the driver hands over in the same callback, join the first batch.
      draining ??= Promise.resolve().then(drain);
    },
    async idle() {
      while (draining) await draining;
    },
    async sweep() {
      await db.query(
        "delete from realtime.local_change_overflow where created_at < now() - interval '1 minute'",
      );
    },
  };
}

/** The indexes of the groups a visibility function said may see the row. */
function visibleIndexes(flags: (boolean | null)[] | null | undefined): Set<number> {
  const visible = new Set<number>();
  (flags ?? []).forEach((ok, i) => {
    if (ok === true) visible.add(i);
  });
  return visible;
}

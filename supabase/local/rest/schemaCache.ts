/**
 * PostgREST's schema cache: the tables, views, columns, keys, foreign keys and functions of
 * the exposed schemas, read from pg_catalog. Every identifier the SQL builder emits comes from
 * here (or is quoted), and relationships for embedding are derived from the foreign keys.
 */
import type { Queryable } from '../db/database.ts';

export type Column = {
  name: string;
  /** format_type() output, e.g. "integer", "text[]", "timestamp with time zone". */
  type: string;
  nullable: boolean;
  /** pg_get_expr() of the default, trusted SQL from the catalog. */
  defaultExpr: string | null;
  generated: boolean;
};

export type Table = {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique constraints (column sets), for one-to-one detection. */
  uniqueKeys: string[][];
};

export type ForeignKey = {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
};

export type FunctionArg = { name: string; type: string; hasDefault: boolean };

export type PgFunction = {
  schema: string;
  name: string;
  /** IN / INOUT / VARIADIC arguments in order. */
  args: FunctionArg[];
  returnsSet: boolean;
  returnType: string;
  /** scalar: base/domain/enum; composite: a table's or a composite type's row; void. */
  returnKind: 'scalar' | 'composite' | 'void' | 'record';
  /** When the return type is a table's row type. */
  returnTable: { schema: string; name: string } | null;
  volatility: 'i' | 's' | 'v';
};

export type SchemaCache = {
  schemas: string[];
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, PgFunction[]>;
};

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

type ColumnRow = {
  schema: string;
  table: string;
  relkind: string;
  column: string | null;
  type: string | null;
  notnull: boolean | null;
  default_expr: string | null;
  generated: boolean | null;
};

type KeyRow = {
  schema: string;
  table: string;
  contype: string;
  conname: string;
  columns: string[];
  ref_schema: string | null;
  ref_table: string | null;
  ref_columns: string[] | null;
};

type FunctionRow = {
  schema: string;
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  n_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_typtype: string;
  return_rel_schema: string | null;
  return_rel_name: string | null;
  return_is_void: boolean;
  volatility: string;
};

/** The exposed schemas that exist, in configuration order. */
async function existingSchemas(db: Queryable, wanted: readonly string[]): Promise<string[]> {
  const rows = (
    await db.query<{ nspname: string }>(
      'select nspname from pg_catalog.pg_namespace where nspname = any($1)',
      [[...wanted]],
    )
  ).rows.map((row) => row.nspname);
  return wanted.filter((schema) => rows.includes(schema));
}

export async function loadSchemaCache(db: Queryable, wantedSchemas: readonly string[]): Promise<SchemaCache> {
  const schemas = await existingSchemas(db, wantedSchemas);
  const columnRows = (
    await db.query<ColumnRow>(
      `select n.nspname as schema, c.relname as table, c.relkind::text as relkind,
              a.attname as column, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
              a.attnotnull as notnull, pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default_expr,
              a.attgenerated <> '' as generated
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         left join pg_catalog.pg_attribute a
           on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
        where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')
        order by n.nspname, c.relname, a.attnum`,
      [schemas],
    )
  ).rows;

  const tables = new Map<string, Table>();
  for (const row of columnRows) {
    const key = qualified(row.schema, row.table);
    let table = tables.get(key);
    if (!table) {
      table = {
        schema: row.schema,
        name: row.table,
        kind: row.relkind === 'r' || row.relkind === 'p' ? 'table' : 'view',
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
      };
      tables.set(key, table);
    }
    if (row.column !== null) {
      table.columns.set(row.column, {
        name: row.column,
        type: row.type ?? 'text',
        nullable: row.notnull !== true,
        defaultExpr: row.default_expr,
        generated: row.generated === true,
      });
    }
  }

  // Keys: conkey/confkey are attnums; map them to names in SQL so composite keys keep order.
  const keyRows = (
    await db.query<KeyRow>(
      `select n.nspname as schema, c.relname as table, con.contype::text as contype, con.conname,
              array(select a.attname from unnest(con.conkey) with ordinality k(num, i)
                      join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                     order by k.i)::text[] as columns,
              rn.nspname as ref_schema, rc.relname as ref_table,
              case when con.contype = 'f' then
                array(select a.attname from unnest(con.confkey) with ordinality k(num, i)
                        join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                       order by k.i)::text[] end as ref_columns
         from pg_catalog.pg_constraint con
         join pg_catalog.pg_class c on c.oid = con.conrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         left join pg_catalog.pg_class rc on rc.oid = con.confrelid
         left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype in ('p', 'u', 'f') and n.nspname = any($1)
        order by con.conname`,
      [schemas],
    )
  ).rows;

  const foreignKeys: ForeignKey[] = [];
  for (const row of keyRows) {
    const table = tables.get(qualified(row.schema, row.table));
    if (row.contype === 'p' && table) table.primaryKey = row.columns;
    if ((row.contype === 'p' || row.contype === 'u') && table) table.uniqueKeys.push(row.columns);
    if (row.contype === 'f' && row.ref_schema !== null && row.ref_table !== null && row.ref_columns) {
      foreignKeys.push({
        name: row.conname,
        schema: row.schema,
        table: row.table,
        columns: row.columns,
        refSchema: row.ref_schema,
        refTable: row.ref_table,
        refColumns: row.ref_columns,
      });
    }
  }

  const functionRows = (
    await db.query<FunctionRow>(
      `select n.nspname as schema, p.proname as name, p.proargnames::text[] as arg_names,
              p.proargmodes::text[] as arg_modes,
              array(select pg_catalog.format_type(t.oid, null)
                      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(typ, i)
                      join pg_catalog.pg_type t on t.oid = a.typ
                     order by a.i)::text[] as arg_types,
              p.pronargdefaults::int as n_defaults, p.proretset as returns_set,
              pg_catalog.format_type(p.prorettype, null) as return_type,
              rt.typtype::text as return_typtype,
              rn.nspname as return_rel_schema, rc.relname as return_rel_name,
              p.prorettype = 'pg_catalog.void'::regtype as return_is_void,
              p.provolatile::text as volatility
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
         join pg_catalog.pg_type rt on rt.oid = p.prorettype
         left join pg_catalog.pg_class rc on rc.oid = rt.typrelid
         left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
        where n.nspname = any($1) and p.prokind = 'f'
        order by p.oid`,
      [schemas],
    )
  ).rows;

  const functions = new Map<string, PgFunction[]>();
  for (const row of functionRows) {
    const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
    const names = row.arg_names ?? [];
    const inArgs: { name: string; type: string }[] = [];
    row.arg_types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v') inArgs.push({ name: names[i] ?? '', type });
    });
    const firstDefault = inArgs.length - row.n_defaults;
    const fn: PgFunction = {
      schema: row.schema,
      name: row.name,
      args: inArgs.map((arg, i) => ({ ...arg, hasDefault: i >= firstDefault })),
      returnsSet: row.returns_set,
      returnType: row.return_type,
      returnKind: row.return_is_void
        ? 'void'
        : row.return_typtype === 'c'
          ? 'composite'
          : row.return_typtype === 'p'
            ? 'record'
            : 'scalar',
      returnTable:
        row.return_rel_schema !== null && row.return_rel_name !== null
          ? { schema: row.return_rel_schema, name: row.return_rel_name }
          : null,
      volatility: row.volatility === 'i' || row.volatility === 's' ? row.volatility : 'v',
    };
    const key = qualified(row.schema, row.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }

  return { schemas, tables, foreignKeys, functions };
}

// ---------------------------------------------------------------------------------------------
// Relationships (docs.postgrest.org api/resource_embedding).

export type Relationship =
  | {
      /** This table holds the foreign key: many-to-one, or one-to-one when the key is unique. */
      kind: 'many-to-one' | 'one-to-one';
      direction: 'outgoing';
      fk: ForeignKey;
      target: Table;
    }
  | {
      /** The target holds the foreign key: one-to-many, or one-to-one when the key is unique. */
      kind: 'one-to-many' | 'one-to-one';
      direction: 'incoming';
      fk: ForeignKey;
      target: Table;
    }
  | {
      kind: 'many-to-many';
      direction: 'junction';
      junction: Table;
      fkSource: ForeignKey;
      fkTarget: ForeignKey;
      target: Table;
    };

export const isToOne = (rel: Relationship) => rel.kind === 'many-to-one' || rel.kind === 'one-to-one';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
const isUnique = (table: Table, columns: readonly string[]) =>
  table.uniqueKeys.some((key) => sameSet(key, columns));
const covers = (table: Table, columns: readonly string[]) =>
  table.uniqueKeys.some((key) => columns.every((c) => key.includes(c)));

/** Every relationship from `source` to a table called `targetName` (same schema). */
function relationshipsTo(cache: SchemaCache, source: Table, targetName: string): Relationship[] {
  const rels: Relationship[] = [];
  const target = cache.tables.get(qualified(source.schema, targetName));
  const isSource = (t: string, s: string) => s === source.schema && t === source.name;
  if (target) {
    const isTarget = (t: string, s: string) => s === target.schema && t === target.name;
    for (const fk of cache.foreignKeys) {
      if (isSource(fk.table, fk.schema) && isTarget(fk.refTable, fk.refSchema)) {
        rels.push({
          kind: isUnique(source, fk.columns) ? 'one-to-one' : 'many-to-one',
          direction: 'outgoing',
          fk,
          target,
        });
      }
      if (isTarget(fk.table, fk.schema) && isSource(fk.refTable, fk.refSchema)) {
        rels.push({
          kind: isUnique(target, fk.columns) ? 'one-to-one' : 'one-to-many',
          direction: 'incoming',
          fk,
          target,
        });
      }
    }
    // Many-to-many: a junction with foreign keys to both, whose columns are part of its keys.
    for (const junction of cache.tables.values()) {
      if (junction.schema !== source.schema || junction === source || junction === target) continue;
      const fks = cache.foreignKeys.filter(
        (fk) => fk.schema === junction.schema && fk.table === junction.name,
      );
      for (const fkSource of fks) {
        if (!isSource(fkSource.refTable, fkSource.refSchema) || !covers(junction, fkSource.columns)) continue;
        for (const fkTarget of fks) {
          if (fkTarget === fkSource || !isTarget(fkTarget.refTable, fkTarget.refSchema)) continue;
          if (!covers(junction, [...fkSource.columns, ...fkTarget.columns])) continue;
          rels.push({ kind: 'many-to-many', direction: 'junction', junction, fkSource, fkTarget, target });
        }
      }
    }
  }
  // Embedding by a foreign-key column name of the source: `select=*,client_id(*)`.
  for (const fk of cache.foreignKeys) {
    if (isSource(fk.table, fk.schema) && fk.columns.length === 1 && fk.columns[0] === targetName) {
      const referenced = cache.tables.get(qualified(fk.refSchema, fk.refTable));
      if (referenced && referenced !== target) {
        rels.push({
          kind: isUnique(source, fk.columns) ? 'one-to-one' : 'many-to-one',
          direction: 'outgoing',
          fk,
          target: referenced,
        });
      }
    }
  }
  return rels;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.direction === 'junction') {
    return (
      rel.junction.name === hint ||
      rel.fkSource.name === hint ||
      rel.fkTarget.name === hint ||
      (rel.fkSource.columns.length === 1 && rel.fkSource.columns[0] === hint) ||
      (rel.fkTarget.columns.length === 1 && rel.fkTarget.columns[0] === hint)
    );
  }
  const { fk } = rel;
  if (fk.name === hint) return true;
  if (fk.columns.length !== 1) return false;
  return fk.columns[0] === hint || fk.refColumns[0] === hint;
}

export type RelationshipLookup =
  | { ok: true; rel: Relationship }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'ambiguous'; candidates: Relationship[] };

export function findRelationship(
  cache: SchemaCache,
  source: Table,
  targetName: string,
  hint: string | null,
): RelationshipLookup {
  let rels = relationshipsTo(cache, source, targetName);
  if (hint !== null) rels = rels.filter((rel) => matchesHint(rel, hint));
  const [first, ...others] = rels;
  if (!first) return { ok: false, reason: 'none' };
  if (others.length > 0) return { ok: false, reason: 'ambiguous', candidates: rels };
  return { ok: true, rel: first };
}

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
  /** pg_get_expr() of the default (an identity column's nextval), trusted SQL from the catalog. */
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
  /** When the first parameter is a table's (or view's) row type. */
  rowArg: { schema: string; name: string } | null;
  /** The planner's row estimate (ROWS n): a set-returning function declared ROWS 1 embeds as to-one. */
  rows: number;
};

export type SchemaCache = {
  schemas: string[];
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, PgFunction[]>;
  /**
   * Functions of one row of a table (PostgREST's computed fields and computed relationships):
   * `select=col,fn` calls fn(row), `select=fn(*)` embeds what it returns.
   */
  computed: PgFunction[];
};

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

const bodyTypes = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

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
  row_arg_schema: string | null;
  row_arg_name: string | null;
  rows: number;
};

type ViewRow = {
  schema: string;
  name: string;
  action: string;
  /** json_agg of the base columns the view's rule depends on (pg_depend). */
  deps: string;
};

type ViewDep = { oid: number; attnum: number; schema: string; table: string; column: string };

type ColumnRef = { schema: string; table: string; column: string };

/**
 * The top-level target list of a view's stored query tree (pg_rewrite.ev_action): for each
 * output column, the base table column it simply references (resorigtbl/resorigcol, which the
 * parser sets for plain column references, through subqueries and joins), if any.
 */
export function viewColumnOrigins(action: string): { resno: number; oid: number; attnum: number }[] {
  const tokens: { text: string; depth: number }[] = [];
  let depth = 0;
  let word = '';
  const flush = () => {
    if (word !== '') tokens.push({ text: word, depth });
    word = '';
  };
  for (let i = 0; i < action.length; i += 1) {
    const ch = action[i] ?? '';
    if (ch === '\\') {
      word += action[i + 1] ?? '';
      i += 1;
    } else if (ch === '{' || ch === '}' || ch === '(' || ch === ')' || /\s/.test(ch)) {
      flush();
      if (ch === '{') depth += 1;
      if (ch === '}') depth -= 1;
      if (ch === '{' || ch === '}') tokens.push({ text: ch, depth });
    } else word += ch;
  }
  flush();
  // The outer QUERY node is at depth 1; its target entries are the nodes at depth 2 after it.
  const start = tokens.findIndex((token) => token.depth === 1 && token.text === ':targetList');
  if (start < 0) return [];
  const origins: { resno: number; oid: number; attnum: number }[] = [];
  let entry: Record<string, string> | null = null;
  for (let i = start + 1; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) break;
    if (token.depth === 1 && token.text.startsWith(':')) break;
    if (token.text === 'TARGETENTRY' && token.depth === 2) entry = {};
    else if (token.text === '}' && token.depth === 1 && entry) {
      if (entry[':resjunk'] !== 'true') {
        origins.push({
          resno: Number(entry[':resno']),
          oid: Number(entry[':resorigtbl']),
          attnum: Number(entry[':resorigcol']),
        });
      }
      entry = null;
    } else if (entry && token.depth === 2 && token.text.startsWith(':')) {
      const value = tokens[i + 1];
      if (value && value.depth === 2 && value.text !== '{') entry[token.text] = value.text;
    }
  }
  return origins.filter((o) => Number.isInteger(o.oid) && o.oid > 0 && o.attnum > 0);
}

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
              a.attnotnull as notnull,
              -- An identity column has no pg_attrdef entry: its default is its sequence.
              coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid),
                       case when a.attidentity <> '' then
                         format('nextval(%L::regclass)',
                                pg_catalog.pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
                       end) as default_expr,
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

  // Views: which of their columns are plain references to base table columns.
  const viewRows = (
    await db.query<ViewRow>(
      `select n.nspname as schema, c.relname as name, r.ev_action::text as action,
              coalesce((select json_agg(json_build_object('oid', d.refobjid::int8, 'attnum', d.refobjsubid,
                                                          'schema', dn.nspname, 'table', dc.relname,
                                                          'column', a.attname))
                          from pg_catalog.pg_depend d
                          join pg_catalog.pg_class dc on dc.oid = d.refobjid
                          join pg_catalog.pg_namespace dn on dn.oid = dc.relnamespace
                          join pg_catalog.pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
                         where d.classid = 'pg_catalog.pg_rewrite'::regclass and d.objid = r.oid
                           and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0),
                       '[]')::text as deps
         from pg_catalog.pg_rewrite r
         join pg_catalog.pg_class c on c.oid = r.ev_class
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`,
      [schemas],
    )
  ).rows;
  const viewColumns = new Map<string, Map<string, ColumnRef>>();
  const baseOids = new Set<number>();
  for (const row of viewRows) {
    const view = tables.get(qualified(row.schema, row.name));
    if (!view) continue;
    const deps = JSON.parse(row.deps) as ViewDep[];
    const names = [...view.columns.keys()];
    const mapping = new Map<string, ColumnRef>();
    for (const origin of viewColumnOrigins(row.action)) {
      const dep = deps.find((d) => d.oid === origin.oid && d.attnum === origin.attnum);
      const name = names[origin.resno - 1];
      if (!dep || name === undefined) continue;
      mapping.set(name, { schema: dep.schema, table: dep.table, column: dep.column });
      baseOids.add(dep.oid);
    }
    if (mapping.size > 0) viewColumns.set(qualified(row.schema, row.name), mapping);
  }

  // Keys: conkey/confkey are attnums; map them to names in SQL so composite keys keep order.
  // Tables under views count too (their schema need not be exposed), for view relationships.
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
        where con.contype in ('p', 'u', 'f') and (n.nspname = any($1) or c.oid = any($2::oid[]))
        order by con.conname`,
      [schemas, [...baseOids]],
    )
  ).rows;

  const foreignKeys: ForeignKey[] = [];
  const allForeignKeys: ForeignKey[] = [];
  const baseKeys = new Map<string, { primaryKey: string[]; uniqueKeys: string[][] }>();
  for (const row of keyRows) {
    const key = qualified(row.schema, row.table);
    const table = tables.get(key);
    if (row.contype === 'p' || row.contype === 'u') {
      const keys = baseKeys.get(key) ?? { primaryKey: [], uniqueKeys: [] };
      baseKeys.set(key, keys);
      if (row.contype === 'p') keys.primaryKey = row.columns;
      keys.uniqueKeys.push(row.columns);
    }
    if (row.contype === 'p' && table) table.primaryKey = row.columns;
    if ((row.contype === 'p' || row.contype === 'u') && table) table.uniqueKeys.push(row.columns);
    if (row.contype === 'f' && row.ref_schema !== null && row.ref_table !== null && row.ref_columns) {
      const fk: ForeignKey = {
        name: row.conname,
        schema: row.schema,
        table: row.table,
        columns: row.columns,
        refSchema: row.ref_schema,
        refTable: row.ref_table,
        refColumns: row.ref_columns,
      };
      allForeignKeys.push(fk);
      if (schemas.includes(row.schema)) foreignKeys.push(fk);
    }
  }
  foreignKeys.push(...viewRelationships(tables, viewColumns, baseKeys, allForeignKeys));

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
              p.provolatile::text as volatility,
              an.nspname as row_arg_schema, ac.relname as row_arg_name, p.prorows::float8 as rows
         from pg_catalog.pg_proc p
         left join pg_catalog.pg_type at on at.oid = p.proargtypes[0]
         left join pg_catalog.pg_class ac on ac.oid = at.typrelid
         left join pg_catalog.pg_namespace an on an.oid = ac.relnamespace
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
  const computed: PgFunction[] = [];
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
      rowArg:
        row.row_arg_schema !== null && row.row_arg_name !== null
          ? { schema: row.row_arg_schema, name: row.row_arg_name }
          : null,
      rows: Number(row.rows),
    };
    if (fn.rowArg !== null && fn.args.filter((arg) => !arg.hasDefault).length === 1) computed.push(fn);
    // PostgREST can only call a function whose parameters all have names, or one with a single
    // unnamed parameter of a type a request body can be (json, jsonb, text, xml, bytea).
    const unnamed = fn.args.some((arg) => arg.name === '');
    if (unnamed && !(fn.args.length === 1 && bodyTypes.has(fn.args[0]?.type ?? ''))) continue;
    const key = qualified(row.schema, row.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }

  return { schemas, tables, foreignKeys, functions, computed };
}

/**
 * PostgREST infers keys and relationships of views from their base tables: a view column that
 * is a plain reference to a base column stands for it (through views of views too). A view
 * gets the base's primary/unique keys whose columns it all exposes, and a copy of every foreign
 * key (to or from its base) whose columns it all exposes, renamed to its own columns.
 */
function viewRelationships(
  tables: Map<string, Table>,
  viewColumns: Map<string, Map<string, ColumnRef>>,
  baseKeys: Map<string, { primaryKey: string[]; uniqueKeys: string[][] }>,
  foreignKeys: readonly ForeignKey[],
): ForeignKey[] {
  /** The base column at the bottom of a chain of views. */
  const origin = (ref: ColumnRef, seen = new Set<string>()): ColumnRef => {
    const key = qualified(ref.schema, ref.table);
    const next = viewColumns.get(key)?.get(ref.column);
    if (!next || seen.has(key)) return ref;
    seen.add(key);
    return origin(next, seen);
  };
  /** For every base table: the views over it, with base column -> view column. */
  const aliases = new Map<string, { view: Table; columns: Map<string, string> }[]>();
  for (const [viewKey, mapping] of viewColumns) {
    const view = tables.get(viewKey);
    if (!view) continue;
    const byBase = new Map<string, Map<string, string>>();
    for (const [viewColumn, ref] of mapping) {
      const base = origin(ref);
      const baseKey = qualified(base.schema, base.table);
      const columns = byBase.get(baseKey) ?? new Map<string, string>();
      byBase.set(baseKey, columns);
      if (!columns.has(base.column)) columns.set(base.column, viewColumn);
    }
    for (const [baseKey, columns] of byBase) {
      aliases.set(baseKey, [...(aliases.get(baseKey) ?? []), { view, columns }]);
      const keys = baseKeys.get(baseKey);
      const rename = (cols: readonly string[]) => {
        const out = cols.map((c) => columns.get(c));
        return out.every((c): c is string => c !== undefined) ? out : null;
      };
      for (const unique of keys?.uniqueKeys ?? []) {
        const renamed = rename(unique);
        if (renamed) view.uniqueKeys.push(renamed);
      }
      const pk = rename(keys?.primaryKey ?? []);
      if (pk && pk.length > 0 && view.primaryKey.length === 0) view.primaryKey = pk;
    }
  }
  type End = { schema: string; table: string; columns: string[]; original: boolean };
  const ends = (schema: string, table: string, columns: readonly string[]): End[] => {
    const out: End[] = [{ schema, table, columns: [...columns], original: true }];
    for (const { view, columns: map } of aliases.get(qualified(schema, table)) ?? []) {
      const renamed = columns.map((c) => map.get(c));
      if (renamed.every((c): c is string => c !== undefined)) {
        out.push({ schema: view.schema, table: view.name, columns: renamed, original: false });
      }
    }
    return out.filter((end) => tables.has(qualified(end.schema, end.table)));
  };
  const derived: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    for (const from of ends(fk.schema, fk.table, fk.columns)) {
      for (const to of ends(fk.refSchema, fk.refTable, fk.refColumns)) {
        if (from.original && to.original) continue;
        derived.push({
          name: fk.name,
          schema: from.schema,
          table: from.table,
          columns: from.columns,
          refSchema: to.schema,
          refTable: to.table,
          refColumns: to.columns,
        });
      }
    }
  }
  return derived;
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
  const byColumn: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (isSource(fk.table, fk.schema) && fk.columns.length === 1 && fk.columns[0] === targetName) {
      const referenced = cache.tables.get(qualified(fk.refSchema, fk.refTable));
      if (referenced && referenced !== target) {
        byColumn.push({
          kind: isUnique(source, fk.columns) ? 'one-to-one' : 'many-to-one',
          direction: 'outgoing',
          fk,
          target: referenced,
        });
      }
    }
  }
  // Views over the referenced table also carry the key; the table itself is what is meant.
  const toTables = byColumn.filter((rel) => rel.target.kind === 'table');
  rels.push(...(toTables.length > 0 ? toTables : byColumn));
  if (!target) rels.push(...byConstraintName(cache, source, targetName));
  return rels;
}

/**
 * Embedding by a foreign key's constraint name, `select=fk_name(*)`: the table at its other
 * end, many-to-one when the source holds the key, one-to-many when the other table does.
 */
function byConstraintName(cache: SchemaCache, source: Table, name: string): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.name !== name) continue;
    const holds = fk.schema === source.schema && fk.table === source.name;
    const referenced = fk.refSchema === source.schema && fk.refTable === source.name;
    if (holds) {
      const target = cache.tables.get(qualified(fk.refSchema, fk.refTable));
      if (target?.kind === 'table') {
        rels.push({
          kind: isUnique(source, fk.columns) ? 'one-to-one' : 'many-to-one',
          direction: 'outgoing',
          fk,
          target,
        });
      }
    } else if (referenced) {
      const target = cache.tables.get(qualified(fk.schema, fk.table));
      if (target?.kind === 'table') {
        rels.push({
          kind: isUnique(target, fk.columns) ? 'one-to-one' : 'one-to-many',
          direction: 'incoming',
          fk,
          target,
        });
      }
    }
  }
  return rels;
}

/**
 * A table embedded in itself through one foreign key gives two relationships (its parent and
 * its children); PostgREST's convention picks the children (one-to-many), with no hint or a
 * hint naming the key's column; a hint naming the constraint matches neither.
 */
function selfReference(rels: Relationship[], source: Table, hint: string | null): Relationship[] {
  const self = (rel: Relationship) =>
    rel.direction !== 'junction' &&
    rel.target === source &&
    rel.fk.schema === source.schema &&
    rel.fk.table === source.name &&
    rel.fk.refSchema === source.schema &&
    rel.fk.refTable === source.name;
  return rels.filter((rel) => {
    if (!self(rel)) return hint === null || matchesHint(rel, hint);
    if (rel.direction !== 'incoming') return false;
    return hint === null || (rel.fk.columns.length === 1 && rel.fk.columns[0] === hint);
  });
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

/** A function of `table`'s row called `name` (a computed field or relationship), if any. */
export function computedFunction(cache: SchemaCache, table: Table, name: string): PgFunction | null {
  return (
    cache.computed.find(
      (fn) =>
        fn.name === name &&
        fn.schema === table.schema &&
        fn.rowArg?.schema === table.schema &&
        fn.rowArg.name === table.name,
    ) ?? null
  );
}

export function findRelationship(
  cache: SchemaCache,
  source: Table,
  targetName: string,
  hint: string | null,
): RelationshipLookup {
  let rels = relationshipsTo(cache, source, targetName);
  if (targetName === source.name) rels = selfReference(rels, source, hint);
  else if (hint !== null) rels = rels.filter((rel) => matchesHint(rel, hint));
  const [first, ...others] = rels;
  if (!first) return { ok: false, reason: 'none' };
  if (others.length > 0) return { ok: false, reason: 'ambiguous', candidates: rels };
  return { ok: true, rel: first };
}

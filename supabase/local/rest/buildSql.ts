/**
 * Turns a parsed request into one SQL statement. Identifiers are always double-quoted (and
 * mostly come from the schema cache); every value from the request is a bind parameter. The
 * statement returns a single row {total, page, body}: the body is JSON rendered by PostgreSQL
 * (json_agg), as PostgREST does, so PGlite and node-postgres produce identical bytes.
 */
import { RestError } from './errors.ts';
import type {
  Condition,
  Field,
  NodeParams,
  Operation,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from './parseQuery.ts';
import {
  computedFunction,
  findRelationship,
  isToOne,
  type PgFunction,
  type Relationship,
  type SchemaCache,
  type Table,
} from './schemaCache.ts';

export const ident = (name: string): string => {
  // PostgreSQL rejects NUL anywhere; refuse it early rather than send it.
  if (name.includes('\0')) throw new RestError(400, 'PGRST100', '"failed to parse identifier"');
  return `"${name.replace(/"/g, '""')}"`;
};
export const relationSql = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

/** Collects bind parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** `{"a","b\"c"}`: a PostgreSQL array literal, so a list binds as one parameter. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

type Context = {
  cache: SchemaCache;
  params: Params;
  nodes: Map<string, NodeParams>;
  aliasCount: number;
};

const nodeParams = (ctx: Context, path: string): NodeParams =>
  ctx.nodes.get(path) ?? { conditions: [], order: [], limit: null, offset: null };

// ---------------------------------------------------------------------------------------------
// Fields, conditions, order.

function fieldSql(ctx: Context, alias: string, field: Field): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key)
      ? ctx.params.add(Number(step.key), '::int')
      : ctx.params.add(step.key, '::text');
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const ftsFunction = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function operationSql(ctx: Context, column: string, columnType: string | null, operation: Operation): string {
  let sql: string;
  switch (operation.op) {
    case 'in':
      sql = `${column} = any(${ctx.params.add(arrayLiteral(operation.values))})`;
      break;
    case 'is':
      sql = `${column} is ${operation.value === 'not_null' ? 'not null' : operation.value}`;
      break;
    case 'isdistinct':
      sql = `${column} is distinct from ${ctx.params.add(operation.value)}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = operation.config === null ? '' : `${ctx.params.add(operation.config)}::regconfig, `;
      const vector = columnType === 'tsvector' ? column : `to_tsvector(${config}${column})`;
      sql = `${vector} @@ ${ftsFunction[operation.op]}(${config}${ctx.params.add(operation.value)})`;
      break;
    }
    default: {
      const operator = comparison[operation.op] ?? '=';
      const isLike = operation.op === 'like' || operation.op === 'ilike';
      // PostgREST accepts * as the LIKE wildcard because % is awkward in URLs.
      const value = isLike ? operation.value.replace(/\*/g, '%') : operation.value;
      sql =
        operation.quantifier === null
          ? `${column} ${operator} ${ctx.params.add(value)}`
          : `${column} ${operator} ${operation.quantifier}(${ctx.params.add(value)})`;
    }
  }
  return operation.negate ? `not (${sql})` : sql;
}

/** Where a node's filters can point: its columns, or (is.null / not.is.null) an embed. */
type Scope = {
  alias: string;
  table: Table | null;
  /** Embeds of this node by key, for `rel=not.is.null`-style filters. */
  embedExists: Map<string, string>;
};

function conditionSql(ctx: Context, scope: Scope, condition: Condition): string {
  if (condition.kind === 'logic') {
    if (condition.children.length === 0) return 'true';
    const joined = condition.children
      .map((child) => `(${conditionSql(ctx, scope, child)})`)
      .join(condition.op === 'and' ? ' and ' : ' or ');
    return condition.negate ? `not (${joined})` : `(${joined})`;
  }
  const { field, operation } = condition;
  const exists = field.json.length === 0 ? scope.embedExists.get(field.name) : undefined;
  if (exists !== undefined && !scope.table?.columns.has(field.name) && operation.op === 'is') {
    const isNull = operation.value === 'null';
    const notNull = operation.value === 'not_null';
    if (isNull || notNull) {
      const wantsRows = notNull !== operation.negate;
      return wantsRows ? exists : `not ${exists}`;
    }
  }
  const columnType = field.json.length === 0 ? (scope.table?.columns.get(field.name)?.type ?? null) : null;
  return operationSql(ctx, fieldSql(ctx, scope.alias, field), columnType, operation);
}

function orderSql(ctx: Context, scope: Scope, terms: readonly OrderTerm[], related: RelatedOrder): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const expr =
      term.relation === null ? fieldSql(ctx, scope.alias, term.field) : related(term.relation, term.field);
    const direction = term.direction === null ? '' : ` ${term.direction}`;
    const nulls = term.nulls === null ? '' : ` nulls ${term.nulls}`;
    return `${expr}${direction}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}

type RelatedOrder = (relation: string, field: Field) => string;

// ---------------------------------------------------------------------------------------------
// Embedding.

function relationshipError(
  source: Pick<Table, 'schema' | 'name'>,
  target: string,
  hint: string | null,
): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${source.name}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${source.name}' and '${target}'${
      hint === null ? '' : ` using the hint '${hint}'`
    } in the schema '${source.schema}', but no matches were found.`,
    null,
  );
}

/** PGRST201's details entry; PostgREST names the tables without their schema. */
function describe(rel: Relationship, source: Table): Record<string, unknown> {
  const relationship =
    rel.direction === 'junction'
      ? `${rel.fkSource.name}[${rel.fkSource.columns.join(', ')}][${rel.fkTarget.columns.join(', ')}] using ${rel.junction.name}`
      : `${rel.fk.name} using ${source.name}(${
          rel.direction === 'outgoing' ? rel.fk.columns.join(', ') : rel.fk.refColumns.join(', ')
        }) and ${rel.target.name}(${
          rel.direction === 'outgoing' ? rel.fk.refColumns.join(', ') : rel.fk.columns.join(', ')
        })`;
  return {
    cardinality: rel.kind,
    embedding: `${source.name} with ${rel.target.name}`,
    relationship,
  };
}

function resolve(ctx: Context, source: Table, name: string, hint: string | null): Relationship {
  const found = findRelationship(ctx.cache, source, name, hint);
  if (found.ok) return found.rel;
  if (found.reason === 'none') throw relationshipError(source, name, hint);
  const options = found.candidates.map((rel) =>
    rel.direction === 'junction' ? `'${name}!${rel.junction.name}'` : `'${name}!${rel.fk.name}'`,
  );
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
    found.candidates.map((rel) => describe(rel, source)),
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

/** FROM clause and join condition of a related table, as seen from `parentAlias`. */
function relationJoin(rel: Relationship, alias: string, parentAlias: string): { from: string; join: string } {
  const target = `${relationSql(rel.target.schema, rel.target.name)} as ${ident(alias)}`;
  const pairs = (left: string, leftCols: string[], right: string, rightCols: string[]) =>
    leftCols
      .map((col, i) => `${ident(left)}.${ident(col)} = ${ident(right)}.${ident(rightCols[i] ?? '')}`)
      .join(' and ');
  if (rel.direction === 'outgoing') {
    return { from: target, join: pairs(alias, rel.fk.refColumns, parentAlias, rel.fk.columns) };
  }
  if (rel.direction === 'incoming') {
    return { from: target, join: pairs(alias, rel.fk.columns, parentAlias, rel.fk.refColumns) };
  }
  const junctionAlias = `${alias}_j`;
  return {
    from: `${target} join ${relationSql(rel.junction.schema, rel.junction.name)} as ${ident(junctionAlias)} on ${pairs(
      junctionAlias,
      rel.fkTarget.columns,
      alias,
      rel.fkTarget.refColumns,
    )}`,
    join: pairs(junctionAlias, rel.fkSource.columns, parentAlias, rel.fkSource.refColumns),
  };
}

type Output = { expr: string; name: string | null };

type BuiltNode = {
  outputs: Output[];
  /** Conditions of this node (its filters and its !inner embeds), ANDed. */
  where: string[];
  order: string;
  /** ` group by …` when the node has aggregates and other outputs, else "". */
  groupBy: string;
};

function nextAlias(ctx: Context): string {
  ctx.aliasCount += 1;
  return `pgrst_${ctx.aliasCount}`;
}

/**
 * `rel(count)`: PostgREST's shorthand for `rel(count())` when the table has no such column.
 * PostgreSQL sees a missing column otherwise (`rel(sum)`: "column messages_1.sum does not exist").
 */
const isBareCount = (item: Extract<SelectItem, { kind: 'column' }>, table: Table | null) =>
  item.field.name === 'count' &&
  item.field.json.length === 0 &&
  item.cast === null &&
  table !== null &&
  !table.columns.has('count');

/** The GROUP BY of a node with aggregates: its other outputs (a star stands for its columns). */
function groupBySql(
  outputs: readonly Output[],
  aggregated: ReadonlySet<Output>,
  table: Table | null,
  alias: string,
) {
  if (aggregated.size === 0) return '';
  const keys = outputs.flatMap((output) => {
    if (aggregated.has(output)) return [];
    if (output.name !== null) return [output.expr];
    return [...(table?.columns.keys() ?? [])].map((column) => `${ident(alias)}.${ident(column)}`);
  });
  return keys.length === 0 ? '' : ` group by ${keys.join(', ')}`;
}

/**
 * A column of `table`, or its computed field: a function of the table's row returning a scalar
 * (`select=name,full_name` calls full_name(row)).
 */
function columnSql(ctx: Context, alias: string, table: Table | null, field: Field): string {
  if (table !== null && !table.columns.has(field.name)) {
    const fn = computedFunction(ctx.cache, table, field.name);
    if (fn !== null && fn.returnKind === 'scalar' && !fn.returnsSet) {
      let sql = `${relationSql(fn.schema, fn.name)}(${ident(alias)})`;
      if (field.json.length > 0)
        sql = fieldSql(ctx, alias, field).replace(`${ident(alias)}.${ident(field.name)}`, sql);
      return sql;
    }
  }
  return fieldSql(ctx, alias, field);
}

type EmbedLink = {
  /** The foreign-key relationship, or null for a computed relationship (a function). */
  rel: Relationship | null;
  target: Table;
  one: boolean;
  from: string;
  join: string;
  childAlias: string;
};

/**
 * How an embed reaches its rows: through a foreign key, or through a function of the parent's
 * row returning rows of a table (PostgREST's computed relationships: to-one when it returns a
 * single row or is declared ROWS 1).
 */
function embedLink(
  ctx: Context,
  table: Table,
  item: Extract<SelectItem, { kind: 'embed' }>,
  alias: string,
  depth: number,
): EmbedLink {
  const fn = item.hint === null ? computedFunction(ctx.cache, table, item.name) : null;
  const returned = fn?.returnTable
    ? ctx.cache.tables.get(`${fn.returnTable.schema}.${fn.returnTable.name}`)
    : undefined;
  if (fn && fn.returnKind === 'composite' && returned) {
    const childAlias = `${returned.name}_${depth + 1}`;
    return {
      rel: null,
      target: returned,
      one: !fn.returnsSet || fn.rows === 1,
      from: `${relationSql(fn.schema, fn.name)}(${ident(alias)}) as ${ident(childAlias)}`,
      join: 'true',
      childAlias,
    };
  }
  const rel = resolve(ctx, table, item.name, item.hint);
  const childAlias = `${rel.target.name}_${depth + 1}`;
  return { rel, target: rel.target, one: isToOne(rel), ...relationJoin(rel, childAlias, alias), childAlias };
}

function buildNode(
  ctx: Context,
  path: string,
  alias: string,
  table: Table | null,
  items: readonly SelectItem[],
  /** Writes filter in their own statement; their representation only selects and orders. */
  withConditions = true,
  /** Nesting level (the root is 0): PostgREST names an embedded table `<table>_<depth>`. */
  depth = 0,
): BuiltNode {
  const params = nodeParams(ctx, path);
  const outputs: Output[] = [];
  const aggregated = new Set<Output>();
  const where: string[] = [];
  const embedExists = new Map<string, string>();
  const toOne = new Map<string, { rel: Relationship; alias: string }>();
  /** To-one embeds are lateral joins in PostgREST, named `<parent>_<relation>_<depth>`. */
  const lateralNames = new Set<string>();

  for (const item of items) {
    if (item.kind === 'star') {
      outputs.push({ expr: `${ident(alias)}.*`, name: null });
      continue;
    }
    if (item.kind === 'column') {
      const aggregate = item.aggregate ?? (depth > 0 && isBareCount(item, table) ? 'count' : null);
      if (aggregate !== null) {
        const argument =
          item.field.name === '*' || item.aggregate === null ? '*' : fieldSql(ctx, alias, item.field);
        let expr = `${aggregate}(${argument})`;
        if (item.cast !== null) expr = `cast(${expr} as ${item.cast})`;
        const output = { expr, name: item.alias ?? aggregate };
        outputs.push(output);
        aggregated.add(output);
        continue;
      }
      let expr = columnSql(ctx, alias, table, item.field);
      if (item.cast !== null) expr = `cast(${expr} as ${item.cast})`;
      const last = item.field.json[item.field.json.length - 1];
      outputs.push({ expr, name: item.alias ?? last?.key ?? item.field.name });
      continue;
    }
    if (table === null) {
      throw relationshipError({ schema: '', name: alias }, item.name, item.hint);
    }
    const link = embedLink(ctx, table, item, alias, depth);
    const { rel, target, from, join, childAlias } = link;
    const key = item.alias ?? item.name;
    const childPath = path === '' ? key : `${path}.${key}`;
    const child = buildNode(
      ctx,
      childPath,
      childAlias,
      target,
      item.select.length === 0 ? [] : item.select,
      true,
      depth + 1,
    );
    const childWhere = [join, ...child.where].join(' and ');
    const exists = `exists (select 1 from ${from} where ${childWhere})`;
    embedExists.set(key, exists);
    if (item.join === 'inner') where.push(exists);
    const { one } = link;
    if (one) {
      if (rel !== null) toOne.set(key, { rel, alias: childAlias });
      const lateral = `${table.name}_${key}_${depth + 1}`;
      if (lateralNames.has(lateral) && !item.spread) {
        throw new RestError(400, '42712', `table name "${lateral}" specified more than once`);
      }
      lateralNames.add(lateral);
    }
    const childParams = nodeParams(ctx, childPath);
    const limit = one
      ? ' limit 1'
      : `${childParams.limit === null ? '' : ` limit ${childParams.limit}`}${childParams.offset === null ? '' : ` offset ${childParams.offset}`}`;

    if (item.spread) {
      const spreadOutputs = child.outputs.flatMap((output) =>
        output.name === null
          ? [...target.columns.keys()].map((column) => ({
              expr: `${ident(childAlias)}.${ident(column)}`,
              name: column,
            }))
          : [output],
      );
      for (const output of spreadOutputs) {
        // A spread to-many relationship gives each column as an array (PostgREST 13).
        outputs.push({
          expr: one
            ? `(select ${output.expr} from ${from} where ${childWhere}${child.groupBy} limit 1)`
            : `(select coalesce(json_agg(${output.expr}${child.order}), '[]') from ${from} where ${childWhere})`,
          name: output.name,
        });
      }
      continue;
    }
    // An embed with an empty select list, `rel()`, only filters (with !inner); it has no output.
    if (child.outputs.length === 0) continue;
    const rowAlias = nextAlias(ctx);
    const columns = child.outputs
      .map((o) => (o.name === null ? o.expr : `${o.expr} as ${ident(o.name)}`))
      .join(', ');
    const inner = `select ${columns} from ${from} where ${childWhere}${child.groupBy}${child.order}${limit}`;
    outputs.push({
      expr: one
        ? `(select row_to_json(${ident(rowAlias)}) from (${inner}) as ${ident(rowAlias)})`
        : `(select coalesce(json_agg(${ident(rowAlias)}), '[]') from (${inner}) as ${ident(rowAlias)})`,
      name: key,
    });
  }

  const scope: Scope = { alias, table, embedExists };
  if (withConditions)
    for (const condition of params.conditions) where.push(conditionSql(ctx, scope, condition));

  const related: RelatedOrder = (relation, field) => {
    let target = toOne.get(relation);
    if (!target && table !== null) {
      const rel = resolve(ctx, table, relation, null);
      if (isToOne(rel)) target = { rel, alias: nextAlias(ctx) };
    }
    if (!target) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${relation}' is not possible`,
        `'${table?.name ?? alias}' and '${relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const orderAlias = nextAlias(ctx);
    const { from, join } = relationJoin(target.rel, orderAlias, alias);
    return `(select ${fieldSql(ctx, orderAlias, field)} from ${from} where ${join} limit 1)`;
  };
  return {
    outputs,
    where,
    order: orderSql(ctx, scope, params.order, related),
    groupBy: groupBySql(outputs, aggregated, table, alias),
  };
}

/** Only the conditions of a node (for `rel(count)`, which selects nothing from it). */
function conditionsOf(ctx: Context, path: string, alias: string, table: Table | null): string[] {
  const scope: Scope = { alias, table, embedExists: new Map() };
  return nodeParams(ctx, path).conditions.map((condition) => conditionSql(ctx, scope, condition));
}

const selectColumns = (outputs: readonly Output[]) =>
  outputs.length === 0
    ? ''
    : outputs.map((o) => (o.name === null ? o.expr : `${o.expr} as ${ident(o.name)}`)).join(', ');

// ---------------------------------------------------------------------------------------------
// Statements.

export type Shape = {
  /** Render the result as one object (Accept: application/vnd.pgrst.object+json). */
  single: boolean;
  stripNulls: boolean;
  /** Accept: text/csv: a header line of the column names, then each row as PostgreSQL prints a record. */
  csv?: boolean;
};

export type Statement = { sql: string; params: unknown[] };

function bodyExpr(shape: Shape): string {
  if (shape.csv === true) {
    // As PostgREST: the record's text form without its parentheses (quoting what needs it).
    const header = `(select string_agg(pgrst_k, ',') from json_object_keys((array_agg(row_to_json(pgrst_t)))[1]) as pgrst_k)`;
    const rows = `string_agg(substring(pgrst_t::text, 2, length(pgrst_t::text) - 2), E'\\n')`;
    return `coalesce(${header}, '') || E'\\n' || coalesce(${rows}, '')`;
  }
  const row = shape.stripNulls ? 'json_strip_nulls(row_to_json(pgrst_t))' : 'pgrst_t';
  return shape.single
    ? `coalesce((json_agg(${row}) -> 0)::text, '')`
    : `coalesce(json_agg(${row}), '[]')::text`;
}

function whereSql(where: readonly string[]): string {
  return where.length === 0 ? '' : ` where ${where.map((w) => `(${w})`).join(' and ')}`;
}

export type ReadSource =
  { kind: 'table'; table: Table } | { kind: 'function'; fn: PgFunction; call: RpcCall; table: Table | null };

export type CountMode = 'exact' | 'planned' | 'estimated';

export type ReadOptions = {
  /** Prefer: count=… (docs.postgrest.org api/pagination_count). */
  count: CountMode | null;
  maxRows: number | null;
  /** From a Range header, when no limit/offset is in the query. */
  range: { offset: number; limit: number | null } | null;
};

/**
 * For count=planned and count=estimated: the count query (`select 1 from … where …`) whose
 * EXPLAIN gives the planner's row estimate, run after the main statement in its transaction.
 * `threshold` (max_rows) is where estimated switches from the exact count to the plan's.
 */
export type CountPlan = Statement & { mode: 'planned' | 'estimated'; threshold: number | null };

export type ReadStatement = Statement & { offset: number; countPlan: CountPlan | null };

/**
 * Keeps only the bind parameters `sql` references, renumbered from $1, so a fragment of a
 * statement (the count query) can run alone. Quoted identifiers and string literals are skipped.
 */
export function compactParams(sql: string, values: readonly unknown[]): Statement {
  const renumbered = new Map<number, number>();
  const params: unknown[] = [];
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] ?? '';
    if (ch === '"' || ch === "'") {
      let end = i + 1;
      while (end < sql.length) {
        if (sql[end] === ch) {
          if (sql[end + 1] === ch) end += 2;
          else break;
        } else end += 1;
      }
      out += sql.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const placeholder = ch === '$' ? /^\$(\d+)/.exec(sql.slice(i, i + 12)) : null;
    if (placeholder?.[1]) {
      const old = Number(placeholder[1]);
      let next = renumbered.get(old);
      if (next === undefined) {
        params.push(values[old - 1]);
        next = params.length;
        renumbered.set(old, next);
      }
      out += `$${next}`;
      i += placeholder[0].length;
      continue;
    }
    out += ch;
    i += 1;
  }
  return { sql: out, params };
}

/** The total column of a read, and the EXPLAIN to run after it when the count is not exact. */
function countParts(
  from: string,
  where: string,
  options: ReadOptions,
): { total: string; plan: { sql: string; mode: 'planned' | 'estimated' } | null } {
  const countQuery = `select 1 from ${from}${where}`;
  switch (options.count) {
    case null:
      return { total: 'null::text', plan: null };
    case 'exact':
      return { total: `(select count(*) from ${from}${where})::text`, plan: null };
    case 'planned':
      return { total: 'null::text', plan: { sql: countQuery, mode: 'planned' } };
    case 'estimated':
      // PostgREST counts exactly up to max_rows + 1 rows; beyond max_rows the plan decides.
      return {
        total:
          options.maxRows === null
            ? `(select count(*) from ${from}${where})::text`
            : `(select count(*) from (${countQuery} limit ${options.maxRows + 1}) as pgrst_c)::text`,
        plan: { sql: countQuery, mode: 'estimated' },
      };
  }
}

function countPlan(
  plan: { sql: string; mode: 'planned' | 'estimated' } | null,
  params: Params,
  options: ReadOptions,
): CountPlan | null {
  if (plan === null) return null;
  return { ...compactParams(plan.sql, params.values), mode: plan.mode, threshold: options.maxRows };
}

/** GET/HEAD on a table or view, or a set-returning function (rpc). */
export function buildRead(
  cache: SchemaCache,
  query: ParsedQuery,
  source: ReadSource,
  shape: Shape,
  options: ReadOptions,
  params: Params = new Params(),
): ReadStatement {
  const ctx: Context = { cache, params, nodes: query.nodes, aliasCount: 0 };
  const table = source.table;
  const fromAlias = source.kind === 'function' ? source.fn.name : source.table.name;
  const from =
    source.kind === 'table'
      ? `${relationSql(source.table.schema, source.table.name)} as ${ident(fromAlias)}`
      : `${source.call.argsFrom === '' ? '' : `${source.call.argsFrom} cross join lateral `}${source.call.expr} as ${ident(fromAlias)}`;
  const node = buildNode(ctx, '', fromAlias, table, query.select);
  const root = nodeParams(ctx, '');
  let limit = root.limit ?? options.range?.limit ?? null;
  const offset = root.offset ?? options.range?.offset ?? 0;
  if (options.maxRows !== null) limit = limit === null ? options.maxRows : Math.min(limit, options.maxRows);
  const where = whereSql(node.where);
  const page = `select ${selectColumns(node.outputs) || 'null as "pgrst_none"'} from ${from}${where}${node.groupBy}${node.order}${
    limit === null ? '' : ` limit ${limit}`
  }${offset === 0 ? '' : ` offset ${offset}`}`;
  const count = countParts(from, where, options);
  const body =
    node.outputs.length === 0
      ? shape.single
        ? `'{}'`
        : `coalesce(json_agg('{}'::json), '[]')::text`
      : bodyExpr(shape);
  return {
    sql: `select ${count.total} as total, count(*)::text as page, ${body} as body from (${page}) as pgrst_t`,
    params: ctx.params.values,
    offset,
    countPlan: countPlan(count.plan, ctx.params, options),
  };
}

// ---------------------------------------------------------------------------------------------
// Writes.

export type WriteOptions = {
  returning: 'minimal' | 'representation' | 'headers-only';
  shape: Shape;
  count: boolean;
};

function unknownColumn(table: Table, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table.name}' in the schema cache`,
  );
}

/**
 * The tail shared by writes: render what RETURNING gave, through the select list. A
 * merge-duplicates upsert into a table also reports how many rows it inserted (`xmax = 0` marks
 * a row this statement inserted rather than updated), for PostgREST's 201-or-200 answer; views
 * have no xmax.
 */
function writeResult(
  ctx: Context,
  table: Table,
  query: ParsedQuery,
  mutation: string,
  options: WriteOptions,
  upsert = false,
): string {
  const alias = table.name;
  const trackInserts = upsert && table.kind === 'table';
  const inserted = trackInserts
    ? '(select count(*) from pgrst_mutation where pgrst_inserted)::text'
    : 'null::text';
  /** The mutation as `pgrst_source` (its returned rows), and the insert marks when tracked. */
  const source = (returning: string) =>
    trackInserts
      ? `with pgrst_mutation as (${mutation} returning ${ident(alias)} as pgrst_row, ${ident(alias)}.xmax::text = '0' as pgrst_inserted), pgrst_source as (select (pgrst_row).* from pgrst_mutation)`
      : `with pgrst_source as (${mutation} returning ${returning})`;
  if (options.returning !== 'representation') {
    const pk = table.primaryKey.length > 0 ? table.primaryKey : [];
    const location =
      options.returning === 'headers-only' && pk.length > 0
        ? `(select row_to_json(pgrst_l)::text from (select ${pk.map((c) => ident(c)).join(', ')} from pgrst_source limit 1) as pgrst_l)`
        : 'null::text';
    return `${source(
      options.returning === 'headers-only' && pk.length > 0
        ? pk.map((c) => `${ident(alias)}.${ident(c)}`).join(', ')
        : '1',
    )} select null::text as total, count(*)::text as page, null::text as body, ${location} as location, ${inserted} as inserted from pgrst_source`;
  }
  const node = buildNode(ctx, '', alias, table, query.select, false);
  const page = `select ${selectColumns(node.outputs) || 'null as "pgrst_none"'} from pgrst_source as ${ident(alias)}${node.order}`;
  return `${source(`${ident(alias)}.*`)} select null::text as total, count(*)::text as page, ${bodyExpr(
    options.shape,
  )} as body, null::text as location, ${inserted} as inserted from (${page}) as pgrst_t`;
}

const payloadArray = (placeholder: string) =>
  `(case when json_typeof(${placeholder}) = 'array' then ${placeholder} else json_build_array(${placeholder}) end)`;

export function buildInsert(
  cache: SchemaCache,
  query: ParsedQuery,
  table: Table,
  body: { text: string; keys: string[] },
  prefs: { missingDefault: boolean; resolution: 'merge-duplicates' | 'ignore-duplicates' | null },
  options: WriteOptions,
): Statement {
  const ctx: Context = { cache, params: new Params(), nodes: query.nodes, aliasCount: 0 };
  const columns = query.columns ?? body.keys;
  for (const column of columns) if (!table.columns.has(column)) throw unknownColumn(table, column);
  const payload = ctx.params.add(body.text, '::json');
  const target = `${relationSql(table.schema, table.name)} as ${ident(table.name)}`;
  // Prefer: missing=default: a key absent from a row takes the column's default. The defaults
  // are evaluated for every row, as PostgREST does (a sequence advances once per row).
  const defaults = prefs.missingDefault
    ? columns.flatMap((column) => {
        const expr = table.columns.get(column)?.defaultExpr;
        return expr ? [`${expr} as ${ident(column)}`] : [];
      })
    : [];
  const values = columns.map((column) => {
    const value = `pgrst_rec.${ident(column)}`;
    if (!prefs.missingDefault) return value;
    const fallback = table.columns.get(column)?.defaultExpr ? `pgrst_default.${ident(column)}` : 'null';
    return `case when pgrst_elem.j::jsonb ? ${ctx.params.add(column, '::text')} then ${value} else ${fallback} end`;
  });
  let mutation = `insert into ${target} (${columns.map((c) => ident(c)).join(', ')}) select ${values.join(', ')} from json_array_elements(${payloadArray(
    payload,
  )}) with ordinality as pgrst_elem(j, i) cross join lateral json_populate_record(null::${relationSql(
    table.schema,
    table.name,
  )}, pgrst_elem.j) as pgrst_rec${
    defaults.length === 0
      ? ''
      : ` cross join lateral (select ${defaults.join(', ')}, pgrst_elem.i offset 0) as pgrst_default`
  } order by pgrst_elem.i`;
  if (columns.length === 0) {
    // `{}`: every column takes its default (INSERT … SELECT with no expressions does that).
    mutation = `insert into ${target} select from json_array_elements(${payloadArray(payload)})`;
  }
  if (prefs.resolution !== null) {
    const conflict = query.onConflict ?? table.primaryKey;
    for (const column of conflict) if (!table.columns.has(column)) throw unknownColumn(table, column);
    const targetCols = conflict.length > 0 ? ` (${conflict.map((c) => ident(c)).join(', ')})` : '';
    if (prefs.resolution === 'ignore-duplicates' || columns.length === 0)
      mutation += ` on conflict${targetCols} do nothing`;
    else {
      if (conflict.length === 0) {
        throw new RestError(400, 'PGRST100', 'An upsert needs on_conflict or a primary key on the table');
      }
      mutation += ` on conflict${targetCols} do update set ${columns
        .map((c) => `${ident(c)} = excluded.${ident(c)}`)
        .join(', ')}`;
    }
  }
  return {
    sql: writeResult(ctx, table, query, mutation, options, prefs.resolution === 'merge-duplicates'),
    params: ctx.params.values,
  };
}

export function buildUpdate(
  cache: SchemaCache,
  query: ParsedQuery,
  table: Table,
  body: { text: string; keys: string[] },
  options: WriteOptions,
): Statement {
  const ctx: Context = { cache, params: new Params(), nodes: query.nodes, aliasCount: 0 };
  const columns = query.columns ?? body.keys;
  for (const column of columns) if (!table.columns.has(column)) throw unknownColumn(table, column);
  const payload = ctx.params.add(body.text, '::json');
  const where = rootWhere(ctx, table);
  const assignments = columns.map((c) => `${ident(c)} = pgrst_rec.${ident(c)}`).join(', ');
  const mutation = `update ${relationSql(table.schema, table.name)} as ${ident(table.name)} set ${assignments} from json_populate_record(null::${relationSql(
    table.schema,
    table.name,
  )}, ${payload}) as pgrst_rec${whereSql(where)}`;
  return { sql: writeResult(ctx, table, query, mutation, options), params: ctx.params.values };
}

export function buildDelete(
  cache: SchemaCache,
  query: ParsedQuery,
  table: Table,
  options: WriteOptions,
): Statement {
  const ctx: Context = { cache, params: new Params(), nodes: query.nodes, aliasCount: 0 };
  const where = rootWhere(ctx, table);
  const mutation = `delete from ${relationSql(table.schema, table.name)} as ${ident(table.name)}${whereSql(where)}`;
  return { sql: writeResult(ctx, table, query, mutation, options), params: ctx.params.values };
}

/** The root filters of a write (embeds cannot filter a write). */
function rootWhere(ctx: Context, table: Table): string[] {
  return conditionsOf(ctx, '', table.name, table);
}

// ---------------------------------------------------------------------------------------------
// Functions (rpc).

export type RpcCall = {
  /** `json_to_record($1::json) as pgrst_args("a" integer, …)` or "". */
  argsFrom: string;
  /** `"public"."fn"("a" := pgrst_args."a")`. */
  expr: string;
};

export type FunctionChoice =
  | { ok: true; fn: PgFunction; wholeBody: boolean }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'ambiguous'; candidates: PgFunction[] };

/**
 * Picks the overload matching the given argument names, as PostgREST does: by names, not types.
 * A function matches when every given name is one of its parameters and every parameter without
 * a default is given. More than one match is ambiguous (PGRST203); with none, a function of a
 * single unnamed json/jsonb parameter takes the whole body. Prefer: params=single-object wants a
 * function of one json/jsonb parameter.
 */
/** PostgREST lists ambiguous candidates ordered by their parameters (name, then type). */
function bySignature(a: PgFunction, b: PgFunction): number {
  const length = Math.min(a.args.length, b.args.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.args[i];
    const y = b.args[i];
    if (!x || !y) break;
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.type !== y.type) return x.type < y.type ? -1 : 1;
  }
  return a.args.length - b.args.length;
}

export function chooseFunction(
  overloads: readonly PgFunction[],
  argNames: readonly string[],
  singleObject: boolean,
): FunctionChoice {
  const given = new Set(argNames);
  const isJson = (fn: PgFunction) =>
    fn.args.length === 1 && (fn.args[0]?.type === 'json' || fn.args[0]?.type === 'jsonb');
  const pick = (matches: PgFunction[], wholeBody: boolean): FunctionChoice | null => {
    const [first, ...others] = matches;
    if (!first) return null;
    if (others.length > 0)
      return { ok: false, reason: 'ambiguous', candidates: [...matches].sort(bySignature) };
    return { ok: true, fn: first, wholeBody };
  };
  if (singleObject) return pick(overloads.filter(isJson), true) ?? { ok: false, reason: 'none' };
  const byName = overloads.filter(
    (fn) =>
      [...given].every((name) => fn.args.some((arg) => arg.name === name)) &&
      fn.args.every((arg) => arg.hasDefault || given.has(arg.name)),
  );
  return (
    pick(byName, false) ??
    pick(
      overloads.filter((fn) => isJson(fn) && fn.args[0]?.name === ''),
      true,
    ) ?? { ok: false, reason: 'none' }
  );
}

export function buildCall(
  params: Params,
  fn: PgFunction,
  argsJson: string,
  argNames: readonly string[],
  wholeBody: boolean,
): RpcCall {
  const name = relationSql(fn.schema, fn.name);
  if (wholeBody) {
    const type = fn.args[0]?.type === 'jsonb' ? 'jsonb' : 'json';
    return { argsFrom: '', expr: `${name}(${params.add(argsJson, `::${type}`)})` };
  }
  const used = fn.args.filter((arg) => argNames.includes(arg.name));
  if (used.length === 0) return { argsFrom: '', expr: `${name}()` };
  const [only] = used;
  if (only && only.name === '') {
    // A single unnamed parameter given as the key "": passed by position.
    const arrow = only.type === 'json' || only.type === 'jsonb' ? '->' : '->>';
    return { argsFrom: '', expr: `${name}((${params.add(argsJson, '::json')} ${arrow} '')::${only.type})` };
  }
  // Types come from the catalog (format_type), so they are trusted SQL.
  const definition = used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ');
  return {
    argsFrom: `json_to_record(${params.add(argsJson, '::json')}) as pgrst_args(${definition})`,
    expr: `${name}(${used.map((arg) => `${ident(arg.name)} := pgrst_args.${ident(arg.name)}`).join(', ')})`,
  };
}

/** Scalar (or void) function calls: the body is the function's value as JSON. */
export function buildScalarCall(fn: PgFunction, call: RpcCall): string {
  const from = call.argsFrom === '' ? '' : ` from ${call.argsFrom}`;
  if (fn.returnKind === 'void')
    return `select null::text as total, '1' as page, (select '' from (select ${call.expr}) as pgrst_v) as body${from}`;
  return `select null::text as total, '1' as page, to_json(${call.expr})::text as body${from}`;
}

/** A set-returning function returning scalars: `[1, 2, 3]`, still filterable by its name. */
export function buildScalarSetRead(
  cache: SchemaCache,
  query: ParsedQuery,
  fn: PgFunction,
  call: RpcCall,
  params: Params,
  options: ReadOptions,
): ReadStatement {
  const ctx: Context = { cache, params, nodes: query.nodes, aliasCount: 0 };
  const from = `${call.argsFrom === '' ? '' : `${call.argsFrom} cross join lateral `}${call.expr} as ${ident(fn.name)}`;
  const where = whereSql(conditionsOf(ctx, '', fn.name, null));
  const root = nodeParams(ctx, '');
  const scope: Scope = { alias: fn.name, table: null, embedExists: new Map() };
  const order = orderSql(ctx, scope, root.order, () => {
    throw new RestError(400, 'PGRST118', 'A related order is not possible on a function result');
  });
  let limit = root.limit ?? options.range?.limit ?? null;
  const offset = root.offset ?? options.range?.offset ?? 0;
  if (options.maxRows !== null) limit = limit === null ? options.maxRows : Math.min(limit, options.maxRows);
  const page = `select ${ident(fn.name)}.${ident(fn.name)} as v from ${from}${where}${order}${limit === null ? '' : ` limit ${limit}`}${
    offset === 0 ? '' : ` offset ${offset}`
  }`;
  const count = countParts(from, where, options);
  return {
    sql: `select ${count.total} as total, count(*)::text as page, coalesce(json_agg(pgrst_t.v), '[]')::text as body from (${page}) as pgrst_t`,
    params: params.values,
    offset,
    countPlan: countPlan(count.plan, params, options),
  };
}

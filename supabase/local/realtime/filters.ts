/**
 * postgres_changes filters: `col=op.value`, several joined by top-level commas (AND), an
 * optional `not.` prefix, `in.(a,b)` and PostgREST-style "quoted" values, parsed like Realtime's
 * Subscriptions.parse_subscription_params. They are evaluated by PostgreSQL against the changed
 * row (typed by jsonb_populate_record), so comparisons follow the column's type exactly.
 */
import { quoteIdent } from './sql.ts';

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'like'
  | 'ilike'
  | 'is'
  | 'match'
  | 'imatch'
  | 'isdistinct';

export type Filter = { column: string; op: FilterOp; value: string; negate: boolean };

const ops = new Set<string>([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);

/** `is` compares against SQL keywords, which cannot be bound as parameters. */
const isValues: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let i = 0; i < filter.length; i++) {
    const char = filter[i] ?? '';
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) {
        current += char + (filter[i + 1] ?? '');
        i++;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && (previous === '.' || previous === '(' || previous === ',')) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth++;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
      previous = '';
      continue;
    } else {
      current += char;
    }
    previous = char;
  }
  segments.push(current);
  return segments;
}

function unquote(value: string): string {
  if (!value.startsWith('"') || value.length < 2 || !value.endsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length - 1; i++) {
    const char = value[i] ?? '';
    if (char === '\\' && i + 1 < value.length - 1) {
      out += value[i + 1] ?? '';
      i++;
    } else if (char === '"') {
      return value; // a bare quote inside: not a quoted value after all
    } else out += char;
  }
  return out;
}

export function parseFilters(filter: string): { ok: true; filters: Filter[] } | { ok: false; error: string } {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, filters: [] };
  const filters: Filter[] = [];
  for (const raw of splitTopLevel(trimmed)) {
    const segment = raw.trim();
    if (segment === '')
      return { ok: false, error: 'filter must not contain empty segments (check for extra commas)' };
    const eq = segment.indexOf('=');
    if (eq < 0) return { ok: false, error: `Error parsing \`filter\` params: ${JSON.stringify([segment])}` };
    const column = segment.slice(0, eq);
    let rest = segment.slice(eq + 1);
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    const op = dot < 0 ? rest : rest.slice(0, dot);
    const value = dot < 0 ? '' : rest.slice(dot + 1);
    if (dot < 0 || !ops.has(op)) {
      return {
        ok: false,
        error: `Error parsing \`filter\` params: ${JSON.stringify(dot < 0 ? [rest] : [op, value])}`,
      };
    }
    if (op === 'in') {
      if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
        return { ok: false, error: '`in` filter value must be wrapped by parentheses' };
      }
      // Realtime turns (a,b) into the array literal {a,b}; PostgreSQL parses it as column_type[].
      filters.push({ column, op, value: `{${value.slice(1, -1)}}`, negate });
      continue;
    }
    if (op === 'is' && !(value.toLowerCase() in isValues)) {
      return { ok: false, error: `Error parsing \`filter\` params: ${JSON.stringify([op, value])}` };
    }
    filters.push({ column, op: op as FilterOp, value: unquote(value), negate });
  }
  return { ok: true, filters };
}

/**
 * One boolean SQL expression over the row alias `r` for all `filters` (AND), binding values
 * by appending them to `params`. Never null: an unknown comparison counts as "no match".
 */
export function filtersSql(filters: readonly Filter[], params: unknown[]): string {
  if (filters.length === 0) return 'true';
  const parts = filters.map((filter) => {
    const column = `r.${quoteIdent(filter.column)}`;
    const bind = () => {
      params.push(filter.value);
      return `$${params.length}`;
    };
    let sql: string;
    switch (filter.op) {
      case 'eq':
        sql = `${column} = ${bind()}`;
        break;
      case 'neq':
        sql = `${column} <> ${bind()}`;
        break;
      case 'lt':
        sql = `${column} < ${bind()}`;
        break;
      case 'lte':
        sql = `${column} <= ${bind()}`;
        break;
      case 'gt':
        sql = `${column} > ${bind()}`;
        break;
      case 'gte':
        sql = `${column} >= ${bind()}`;
        break;
      case 'in':
        sql = `${column} = any(${bind()})`;
        break;
      case 'like':
        sql = `${column}::text like ${bind()}`;
        break;
      case 'ilike':
        sql = `${column}::text ilike ${bind()}`;
        break;
      case 'match':
        sql = `${column}::text ~ ${bind()}`;
        break;
      case 'imatch':
        sql = `${column}::text ~* ${bind()}`;
        break;
      case 'isdistinct':
        sql = `${column} is distinct from ${bind()}`;
        break;
      case 'is':
        sql = `${column} is ${isValues[filter.value.toLowerCase()] ?? 'null'}`;
        break;
    }
    return filter.negate ? `not (${sql})` : `(${sql})`;
  });
  return `coalesce(${parts.join(' and ')}, false)`;
}

/** SQL's three-valued logic: null is "unknown". */
type Truth = boolean | null;

/** A column value and a filter operand in a form where JavaScript compares them like PostgreSQL. */
type Scalar = string | bigint | boolean;

/**
 * Column types whose comparisons JavaScript can reproduce exactly, given the value to_jsonb()
 * rendered and the filter's text: how to read each. `undefined` means "cannot say" (the filter
 * is then left to PostgreSQL). Text types are absent on purpose: their comparisons depend on
 * the column's collation.
 */
const scalarTypes: Record<
  string,
  { column(value: unknown): Scalar | undefined; operand(text: string): Scalar | undefined }
> = {
  uuid: { column: (value) => (typeof value === 'string' ? uuidKey(value) : undefined), operand: uuidKey },
  int2: { column: integerColumn, operand: integerOperand },
  int4: { column: integerColumn, operand: integerOperand },
  int8: { column: integerColumn, operand: integerOperand },
  bool: {
    column: (value) => (typeof value === 'boolean' ? value : undefined),
    operand: (text) => {
      const word = text.trim().toLowerCase();
      if (['t', 'true', 'y', 'yes', 'on', '1'].includes(word)) return true;
      if (['f', 'false', 'n', 'no', 'off', '0'].includes(word)) return false;
      return undefined;
    },
  },
};

/** Types for which `is null` is exact in JavaScript (JSON null is SQL null for them). */
const nullableScalars = new Set([...Object.keys(scalarTypes), 'text', 'varchar']);

/** A uuid as its 32 hex digits (PostgreSQL accepts braces, upper case and hyphens in input). */
function uuidKey(text: string): string | undefined {
  let key = text.trim().toLowerCase();
  if (key.startsWith('{') && key.endsWith('}')) key = key.slice(1, -1);
  key = key.replaceAll('-', '');
  return /^[0-9a-f]{32}$/.test(key) ? key : undefined;
}

function integerColumn(value: unknown): bigint | undefined {
  // int8 beyond 2^53 lost its exact value in JSON.parse: only PostgreSQL can compare it.
  return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : undefined;
}

function integerOperand(text: string): bigint | undefined {
  const trimmed = text.trim();
  return /^[+-]?\d+$/.test(trimmed) ? BigInt(trimmed) : undefined;
}

/** The elements of an `in` list ('{a,b}'), when they are plain (no quotes, escapes or NULL). */
function listElements(value: string): string[] | undefined {
  if (!value.startsWith('{') || !value.endsWith('}')) return undefined;
  const inner = value.slice(1, -1);
  if (/["\\{}]/.test(inner)) return undefined;
  const elements = inner.split(',').map((element) => element.trim());
  return elements.some((element) => element === '' || element.toLowerCase() === 'null')
    ? undefined
    : elements;
}

function compare(op: FilterOp, column: Scalar | null, operand: Scalar): Truth {
  if (op === 'isdistinct') return column === null || column !== operand;
  if (column === null) return null;
  switch (op) {
    case 'eq':
      return column === operand;
    case 'neq':
      return column !== operand;
    case 'lt':
      return column < operand;
    case 'lte':
      return column <= operand;
    case 'gt':
      return column > operand;
    case 'gte':
      return column >= operand;
    default:
      return null;
  }
}

/** One filter on the row, or undefined when JavaScript cannot be sure to agree with PostgreSQL. */
function evaluateOne(
  filter: Filter,
  row: Record<string, unknown>,
  type: string | undefined,
): Truth | undefined {
  if (type === undefined || !(filter.column in row)) return undefined;
  const raw = row[filter.column];
  if (filter.op === 'is') {
    const wanted = filter.value.toLowerCase();
    if (wanted === 'null') return nullableScalars.has(type) ? raw === null : undefined;
    if (type !== 'bool' || (raw !== null && typeof raw !== 'boolean')) return undefined;
    return wanted === 'unknown' ? raw === null : raw === (wanted === 'true');
  }
  const scalar = scalarTypes[type];
  if (scalar === undefined) return undefined;
  const column = raw === null ? null : scalar.column(raw);
  if (column === undefined) return undefined;
  if (filter.op === 'in') {
    const operands = listElements(filter.value)?.map((element) => scalar.operand(element));
    if (operands === undefined || operands.some((operand) => operand === undefined)) return undefined;
    return column === null ? null : operands.includes(column);
  }
  if (!['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'isdistinct'].includes(filter.op)) return undefined;
  // Booleans have no order worth reproducing.
  if (type === 'bool' && !['eq', 'neq', 'isdistinct'].includes(filter.op)) return undefined;
  const operand = scalar.operand(filter.value);
  return operand === undefined ? undefined : compare(filter.op, column, operand);
}

/**
 * What filtersSql would answer for this row, computed without the database when every filter
 * is a comparison JavaScript reproduces exactly (uuid, integer and boolean columns; `is null`
 * on those and on text): the common `user_id=eq.<uuid>` then costs no round trip. Returns
 * undefined when any filter needs PostgreSQL. `row` is the change's record as to_jsonb()
 * rendered it; `typeOf` gives a column's type name (pg_type.typname).
 */
export function evaluateFiltersLocally(
  filters: readonly Filter[],
  row: Record<string, unknown>,
  typeOf: (column: string) => string | undefined,
): boolean | undefined {
  let unknown = false;
  for (const filter of filters) {
    let truth = evaluateOne(filter, row, typeOf(filter.column));
    if (truth === undefined) return undefined;
    if (filter.negate && truth !== null) truth = !truth;
    // false AND anything is false, whatever the other filters would say.
    if (truth === false) return false;
    if (truth === null) unknown = true;
  }
  // coalesce(…, false), as filtersSql: unknown is no match.
  return !unknown;
}

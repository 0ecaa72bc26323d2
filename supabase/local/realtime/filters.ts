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

/**
 * Parses PostgREST's query-string language (select, filters, logic trees, order, limit,
 * offset, embedded-resource parameters) into plain data. No SQL here: names stay names and
 * values stay strings, so the SQL builder can quote and bind every one of them.
 * Grammar: docs.postgrest.org api/tables_views, api/resource_embedding.
 */
import { parseError } from './errors.ts';

export type JsonStep = { arrow: '->' | '->>'; key: string };
/** A column, possibly followed by JSON path steps: `data->a->>b`. */
export type Field = { name: string; json: JsonStep[] };

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      field: Field;
      alias: string | null;
      cast: string | null;
      /** `col.sum()`, `count()` (field name "*"): an aggregate; `cast` then applies to its result. */
      aggregate: Aggregate | null;
    }
  | {
      kind: 'embed';
      name: string;
      alias: string | null;
      hint: string | null;
      join: 'inner' | 'left' | null;
      spread: boolean;
      select: SelectItem[];
    };

export const aggregates = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type Aggregate = (typeof aggregates)[number];

export const filterOperators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** Operators that accept `(any)` / `(all)` with a `{a,b}` list. */
const quantifiable = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const ftsOperators = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

export type Operation =
  | { op: 'in'; negate: boolean; values: string[] }
  | { op: 'is'; negate: boolean; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { op: 'fts' | 'plfts' | 'phfts' | 'wfts'; negate: boolean; config: string | null; value: string }
  | {
      op: Exclude<FilterOperator, 'in' | 'is' | 'fts' | 'plfts' | 'phfts' | 'wfts'>;
      negate: boolean;
      quantifier: 'any' | 'all' | null;
      value: string;
    };

export type Filter = { kind: 'filter'; field: Field; operation: Operation };
export type Logic = { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };
export type Condition = Filter | Logic;

export type OrderTerm = {
  /** Set when ordering by a column of a to-one embedded resource: `order=client(name).desc`. */
  relation: string | null;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
};

/** What applies to one node of the embedding tree (the root has path ""). */
export type NodeParams = {
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
};

export const emptyNodeParams = (): NodeParams => ({ conditions: [], order: [], limit: null, offset: null });

// ---------------------------------------------------------------------------------------------
// A tiny cursor over one parameter value.

class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}
  get done() {
    return this.pos >= this.text.length;
  }
  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }
  startsWith(s: string) {
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string) {
    if (!this.eat(s)) this.fail(`expecting "${s}"`);
  }
  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw parseError(
      `${this.what} (${this.text})`,
      `unexpected ${found} ${expecting} (line 1, column ${this.pos + 1})`,
    );
  }
}

/** Characters that end a bare name. A single "-" is allowed, "->" is not. */
const isNameChar = (c: Cursor) => {
  const ch = c.peek();
  if (ch === '' || ',()!:."*'.includes(ch)) return false;
  if (ch === '-' && c.peek(1) === '>') return false;
  return !/\s/.test(ch);
};

function quoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  for (;;) {
    if (c.done) c.fail('expecting closing quote');
    const ch = c.peek();
    if (ch === '\\' && c.pos + 1 < c.text.length) {
      out += c.peek(1);
      c.pos += 2;
    } else if (ch === '"') {
      c.pos += 1;
      return out;
    } else {
      out += ch;
      c.pos += 1;
    }
  }
}

function name(c: Cursor): string {
  if (c.peek() === '"') return quoted(c);
  const start = c.pos;
  while (isNameChar(c)) c.pos += 1;
  if (c.pos === start) c.fail('expecting a name');
  return c.text.slice(start, c.pos);
}

function field(c: Cursor): Field {
  const column = name(c);
  const json: JsonStep[] = [];
  for (;;) {
    const arrow = c.eat('->>') ? '->>' : c.eat('->') ? '->' : null;
    if (arrow === null) break;
    if (c.peek() === '"') json.push({ arrow, key: quoted(c) });
    else {
      const start = c.pos;
      if (c.peek() === '-') c.pos += 1;
      while (isNameChar(c)) c.pos += 1;
      if (c.pos === start) c.fail('expecting a JSON key');
      json.push({ arrow, key: c.text.slice(start, c.pos) });
    }
  }
  return { name: column, json };
}

/** Type names for `::cast`: letters, digits and underscores, with an optional trailing [] (inlined, so nothing else). */
const castPattern = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

function selectItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  const spread = c.eat('...');
  let alias: string | null = null;
  let first = field(c);
  if (!spread && first.json.length === 0 && c.peek() === ':' && c.peek(1) !== ':') {
    c.pos += 1;
    alias = first.name;
    first = field(c);
  }
  let aggregate: Aggregate | null = null;
  if (!spread && first.json.length === 0 && first.name === 'count' && c.startsWith('()')) {
    // `count()`: counts the rows (docs.postgrest.org aggregate functions).
    c.pos += 2;
    aggregate = 'count';
    first = { name: '*', json: [] };
  } else if (!spread && c.peek() === '.') {
    // `col.sum()`
    c.pos += 1;
    const fn = name(c);
    if (!(aggregates as readonly string[]).includes(fn)) c.fail('expecting an aggregate function');
    c.expect('()');
    aggregate = fn as Aggregate;
  }
  if (aggregate === null && (c.peek() === '!' || c.peek() === '(')) {
    if (first.json.length > 0) c.fail('expecting a relation name');
    let hint: string | null = null;
    let join: 'inner' | 'left' | null = null;
    while (c.eat('!')) {
      const word = name(c);
      if (word === 'inner' || word === 'left') join = word;
      else hint = word;
    }
    c.expect('(');
    const select = c.peek() === ')' ? [] : selectList(c);
    c.expect(')');
    return { kind: 'embed', name: first.name, alias, hint, join, spread, select };
  }
  if (spread) c.fail('expecting "(" after a spread relation');
  let cast: string | null = null;
  if (c.eat('::')) {
    const start = c.pos;
    while (!c.done && /[A-Za-z0-9_[]/.test(c.peek()) && c.peek() !== ']') c.pos += 1;
    if (c.eat(']')) {
      /* the closing bracket of a [] suffix */
    }
    cast = c.text.slice(start, c.pos);
    if (!castPattern.test(cast)) c.fail('expecting a type name');
  }
  return { kind: 'column', field: first, alias, cast, aggregate };
}

function selectList(c: Cursor): SelectItem[] {
  const items = [selectItem(c)];
  while (c.eat(',')) items.push(selectItem(c));
  return items;
}

/** Drops whitespace outside double quotes (what PostgREST and postgrest-js both do). */
function stripSpaces(text: string): string {
  let out = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (ch === '\\' && inQuotes) {
      out += ch + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (ch === '"') inQuotes = !inQuotes;
    if (inQuotes || !/\s/.test(ch)) out += ch;
  }
  return out;
}

export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(stripSpaces(text), 'select parameter');
  if (c.done) return [{ kind: 'star' }];
  const items = selectList(c);
  if (!c.done) c.fail('expecting "," or end of input');
  return items;
}

// ---------------------------------------------------------------------------------------------
// Filters.

/** Splits on top-level commas, respecting parentheses, braces and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (inQuotes) {
      current += ch;
      if (ch === '\\') {
        current += text[i + 1] ?? '';
        i += 1;
      } else if (ch === '"') inQuotes = false;
      continue;
    }
    if (ch === '"') inQuotes = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth += 1;
    else if (ch === ')' || ch === '}' || ch === ']') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** `"a,b"` → `a,b` (with backslash escapes); anything else unchanged. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** The list of `in.(a,b,"c,d")`. */
function parseInList(value: string, what: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(what, `unexpected "${value.slice(0, 1)}" expecting "("`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item));
}

/**
 * `[not.]op[(any|all)|(config)].value` → Operation. `inLogic` unquotes "…" values, as
 * PostgREST does inside or=(…) and and=(…).
 */
export function parseOperation(text: string, inLogic = false): Operation {
  const what = `filter (${text})`;
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  const op = match?.[1];
  if (!match || op === undefined || !(filterOperators as readonly string[]).includes(op)) {
    throw parseError(what, `unknown or missing operator in "${text}"`);
  }
  const modifier = match[2] ?? null;
  const raw = rest.slice(match[0].length);
  const value = inLogic ? unquote(raw) : raw;
  if (op === 'in') {
    if (modifier !== null) throw parseError(what);
    return { op, negate, values: parseInList(raw, what) };
  }
  if (op === 'is') {
    const lowered = value.toLowerCase();
    if (modifier !== null || !['null', 'not_null', 'true', 'false', 'unknown'].includes(lowered)) {
      throw parseError(what, 'unexpected value, expecting null, not_null, true, false or unknown');
    }
    return { op, negate, value: lowered as 'null' | 'not_null' | 'true' | 'false' | 'unknown' };
  }
  if (ftsOperators.has(op)) {
    if (modifier !== null && !/^[A-Za-z0-9_]+$/.test(modifier)) throw parseError(what);
    return { op: op as 'fts', negate, config: modifier, value };
  }
  let quantifier: 'any' | 'all' | null = null;
  if (modifier !== null) {
    if ((modifier !== 'any' && modifier !== 'all') || !quantifiable.has(op)) throw parseError(what);
    quantifier = modifier;
  }
  return { op: op as 'eq', negate, quantifier, value };
}

function parseFieldText(text: string, what: string): Field {
  const c = new Cursor(text, what);
  const result = field(c);
  if (!c.done) c.fail('expecting end of field');
  return result;
}

/** One element of a logic tree: `a.eq.1`, `and(…)`, `not.or(…)`. */
function parseLogicElement(text: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(text);
  if (nested?.[2] && nested[3]) {
    return parseLogic(nested[2] as 'and' | 'or', nested[3], nested[1] !== undefined);
  }
  const c = new Cursor(text, `logic tree (${text})`);
  const f = field(c);
  c.expect('.');
  return { kind: 'filter', field: f, operation: parseOperation(text.slice(c.pos), true) };
}

/** `(a.eq.1,b.gt.2)` under `or` / `and`. */
export function parseLogic(op: 'and' | 'or', value: string, negate = false): Logic {
  if (!value.startsWith('(') || !value.endsWith(')') || value.length < 3) {
    throw parseError(`logic tree (${value})`, 'expecting "(" … ")"');
  }
  const children = splitTopLevel(value.slice(1, -1)).map(parseLogicElement);
  return { kind: 'logic', op, negate, children };
}

export function parseFilter(key: string, value: string): Filter {
  return {
    kind: 'filter',
    field: parseFieldText(key, `filter key (${key})`),
    operation: parseOperation(value),
  };
}

// ---------------------------------------------------------------------------------------------
// Order, limit, offset.

export function parseOrder(text: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const part of splitTopLevel(stripSpaces(text))) {
    if (part === '') continue;
    const c = new Cursor(part, `order (${part})`);
    let relation: string | null = null;
    let f = field(c);
    if (c.eat('(')) {
      if (f.json.length > 0) c.fail('expecting a relation name');
      relation = f.name;
      f = field(c);
      c.expect(')');
    }
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    while (c.eat('.')) {
      const word = name(c);
      if (word === 'asc' || word === 'desc') direction = word;
      else if (word === 'nullsfirst') nulls = 'first';
      else if (word === 'nullslast') nulls = 'last';
      else c.fail('expecting asc, desc, nullsfirst or nullslast');
    }
    if (!c.done) c.fail('expecting "," or end of input');
    terms.push({ relation, field: f, direction, nulls });
  }
  return terms;
}

export function parseNonNegative(text: string, what: 'limit' | 'offset'): number {
  if (!/^\d{1,15}$/.test(text.trim())) throw parseError(`${what} parameter (${text})`);
  return Number(text.trim());
}

// ---------------------------------------------------------------------------------------------
// The whole query string.

export type ParsedQuery = {
  select: SelectItem[];
  /** Keyed by embedding path: "" for the root, "client", "client.owner", … (aliases or names). */
  nodes: Map<string, NodeParams>;
  columns: string[] | null;
  onConflict: string[] | null;
  /** For GET/HEAD rpc: parameters that are not reserved nor filters are candidate arguments. */
  rest: [string, string][];
};

const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** `"a","b"` or `a,b` → ["a","b"]. */
export function parseColumnList(text: string): string[] {
  return splitTopLevel(stripSpaces(text))
    .filter((part) => part !== '')
    .map((part) => unquote(part));
}

/** Splits `client.owner.name` into the embed path and the last key, respecting quotes. */
function splitKey(key: string): { path: string; last: string } {
  const parts: string[] = [];
  let current = '';
  let inQuotes = false;
  for (const ch of key) {
    if (ch === '"') inQuotes = !inQuotes;
    if (ch === '.' && !inQuotes) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  let last = parts.pop() ?? '';
  // not.or / not.and keep their prefix.
  if ((last === 'or' || last === 'and') && parts[parts.length - 1] === 'not') {
    parts.pop();
    last = `not.${last}`;
  }
  return { path: parts.map(unquote).join('.'), last };
}

/**
 * `isArgument` tells rpc calls which plain keys are function arguments rather than filters.
 */
export function parseQuery(
  params: URLSearchParams,
  isArgument: (key: string) => boolean = () => false,
): ParsedQuery {
  const nodes = new Map<string, NodeParams>();
  const node = (path: string) => {
    let found = nodes.get(path);
    if (!found) {
      found = emptyNodeParams();
      nodes.set(path, found);
    }
    return found;
  };
  node('');
  let select: SelectItem[] = [{ kind: 'star' }];
  let columns: string[] | null = null;
  let onConflict: string[] | null = null;
  const rest: [string, string][] = [];

  for (const [key, value] of params) {
    if (key === 'select') select = parseSelect(value);
    else if (key === 'columns') columns = parseColumnList(value);
    else if (key === 'on_conflict') onConflict = parseColumnList(value);
    else if (isArgument(key)) rest.push([key, value]);
    else {
      const { path, last } = reserved.has(key) ? { path: '', last: key } : splitKey(key);
      const target = node(path);
      if (last === 'order') target.order.push(...parseOrder(value));
      else if (last === 'limit') target.limit = parseNonNegative(value, 'limit');
      else if (last === 'offset') target.offset = parseNonNegative(value, 'offset');
      else if (last === 'or' || last === 'and') target.conditions.push(parseLogic(last, value));
      else if (last === 'not.or' || last === 'not.and') {
        target.conditions.push(parseLogic(last.slice(4) as 'or' | 'and', value, true));
      } else target.conditions.push(parseFilter(last, value));
    }
  }
  return { select, nodes, columns, onConflict, rest };
}

// ---------------------------------------------------------------------------------------------
// Prefer header.

export type Preferences = {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
  params: 'single-object' | null;
  invalid: string[];
};

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    maxAffected: null,
    params: null,
    invalid: [],
  };
  for (const raw of (header ?? '').split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const [key = '', value = ''] = part.split('=').map((s) => s.trim());
    const pick = <T extends string>(allowed: readonly T[]): T | null =>
      (allowed as readonly string[]).includes(value) ? (value as T) : null;
    let ok = true;
    if (key === 'return') ok = (prefs.return = pick(['minimal', 'representation', 'headers-only'])) !== null;
    else if (key === 'count') ok = (prefs.count = pick(['exact', 'planned', 'estimated'])) !== null;
    else if (key === 'resolution')
      ok = (prefs.resolution = pick(['merge-duplicates', 'ignore-duplicates'])) !== null;
    else if (key === 'missing') ok = (prefs.missing = pick(['default', 'null'])) !== null;
    else if (key === 'tx') ok = (prefs.tx = pick(['commit', 'rollback'])) !== null;
    else if (key === 'handling') ok = (prefs.handling = pick(['strict', 'lenient'])) !== null;
    else if (key === 'params') ok = (prefs.params = pick(['single-object'])) !== null;
    else if (key === 'max-affected') {
      ok = /^\d+$/.test(value);
      if (ok) prefs.maxAffected = Number(value);
    } else ok = key === 'timezone';
    if (!ok) prefs.invalid.push(part);
  }
  return prefs;
}

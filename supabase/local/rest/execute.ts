/**
 * Runs one request's statement the way PostgREST does: inside its own transaction, read-only
 * for GET/HEAD, as the JWT's role (SET LOCAL ROLE), with request.jwt.claims, request.headers,
 * request.method, request.path and search_path set locally, so RLS policies and auth.uid()
 * see the caller. Response GUCs (response.status / response.headers) are read back.
 */
import pg from 'pg';

import type { Db, Queryable } from '../db/database.ts';
import type { Identity } from './auth.ts';
import { ident, type CountPlan, type Statement } from './buildSql.ts';
import { RestError } from './errors.ts';

export type ResultRow = {
  total: string | null;
  page: string;
  body: string | null;
  location?: string | null;
  /** Upserts into a table: how many rows were inserted (not updated). */
  inserted?: string | null;
};

export type RequestSettings = {
  identity: Identity;
  readOnly: boolean;
  method: string;
  path: string;
  headers: Record<string, string>;
  searchPath: string[];
};

export type Outcome = {
  row: ResultRow;
  responseStatus: number | null;
  responseHeaders: Record<string, string>;
};

/** Thrown to roll back a transaction whose result is nevertheless the response. */
class Rollback extends Error {
  constructor(readonly value: Outcome) {
    super('rollback requested');
  }
}

function cookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

function parseResponseHeaders(text: string | null): Record<string, string> {
  if (text === null || text === '') return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    const out: Record<string, string> = {};
    if (Array.isArray(parsed)) {
      for (const entry of parsed) {
        if (typeof entry === 'object' && entry !== null) {
          for (const [k, v] of Object.entries(entry as Record<string, unknown>))
            out[k.toLowerCase()] = String(v);
        }
      }
    }
    return out;
  } catch {
    throw new RestError(
      500,
      'PGRST111',
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    );
  }
}

/** Roles known to exist, per database: checked once instead of on every request. */
const knownRoles = new WeakMap<Db, Set<string>>();

async function assertRoleExists(db: Db, role: string): Promise<void> {
  let roles = knownRoles.get(db);
  if (roles?.has(role)) return;
  const { rows } = await db.query<{ ok: boolean }>(
    'select exists (select 1 from pg_catalog.pg_roles where rolname = $1) as ok',
    [role],
  );
  if (rows[0]?.ok !== true) {
    throw new RestError(401, 'PGRST301', `role "${role}" does not exist`, null, null, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  if (!roles) knownRoles.set(db, (roles = new Set()));
  roles.add(role);
}

/**
 * The request's settings, sent with BEGIN in one round trip as PostgREST does:
 * set_config('role', …, true) is SET LOCAL ROLE, and transaction_read_only may be switched on
 * at any point. Values are escaped literals (pg's escapeLiteral), never spliced raw.
 */
export function setupSql(settings: RequestSettings): string {
  const set = (name: string, value: string) =>
    `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`;
  return `select ${[
    set('role', settings.identity.role),
    set('transaction_read_only', settings.readOnly ? 'on' : 'off'),
    set('request.jwt.claims', JSON.stringify(settings.identity.claims)),
    set('request.headers', JSON.stringify(settings.headers)),
    set('request.method', settings.method),
    set('request.path', settings.path),
    set('request.cookies', JSON.stringify(cookies(settings.headers['cookie']))),
    set('search_path', settings.searchPath.map((schema) => ident(schema)).join(', ')),
  ].join(', ')}`;
}

/** "Plan Rows" of the top plan node in EXPLAIN (FORMAT JSON) output (json, or its text). */
function planRows(value: unknown): number | null {
  let plan: unknown = value;
  if (typeof plan === 'string') {
    try {
      plan = JSON.parse(plan) as unknown;
    } catch {
      return null;
    }
  }
  const top: unknown = Array.isArray(plan) ? (plan as unknown[])[0] : null;
  if (typeof top !== 'object' || top === null) return null;
  const node = (top as { Plan?: unknown }).Plan;
  if (typeof node !== 'object' || node === null) return null;
  const rows = (node as { 'Plan Rows'?: unknown })['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : null;
}

/**
 * Prefer: count=planned: the planner's estimate. count=estimated: the exact count (taken up
 * to threshold + 1 rows) while it is not above the threshold (max_rows), else the larger of
 * it and the estimate, as PostgREST does. Same transaction and role as the statement.
 */
async function plannedTotal(tx: Queryable, plan: CountPlan, exact: string | null): Promise<string | null> {
  if (plan.mode === 'estimated') {
    const counted = exact === null ? null : Number(exact);
    if (counted !== null && plan.threshold !== null && counted <= plan.threshold) return exact;
  }
  const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${plan.sql}`, plan.params);
  const first = rows[0];
  const estimate = first ? planRows(Object.values(first)[0]) : null;
  if (plan.mode === 'planned') return estimate === null ? null : String(estimate);
  const counted = exact === null ? null : Number(exact);
  if (estimate === null) return exact;
  return String(counted === null ? estimate : Math.max(counted, estimate));
}

const responseGucsSql =
  "select nullif(current_setting('response.status', true), '') as status, nullif(current_setting('response.headers', true), '') as headers";

type ResponseGucs = { status: string | null; headers: string | null };

function outcomeOf(row: ResultRow | undefined, gucs: ResponseGucs | undefined): Outcome {
  const status = gucs?.status ? Number(gucs.status) : null;
  return {
    row: row ?? { total: null, page: '0', body: null },
    responseStatus:
      status !== null && Number.isInteger(status) && status >= 100 && status < 600 ? status : null,
    responseHeaders: parseResponseHeaders(gucs?.headers ?? null),
  };
}

/**
 * `check` sees the result inside the transaction and may throw (single-object violations,
 * max-affected) so the writes roll back, as PostgREST does.
 */
export async function execute(
  db: Db,
  settings: RequestSettings,
  statement: Statement & { countPlan?: CountPlan | null },
  /** `responseGucs: false` skips reading response.status/headers (plain table reads). */
  options: { rollback: boolean; check?: (row: ResultRow) => void; responseGucs?: boolean },
): Promise<Outcome> {
  await assertRoleExists(db, settings.identity.role);
  const setup = setupSql(settings);
  const readGucs = options.responseGucs !== false;

  // Most requests need nothing from JavaScript between their statements: send them all at once.
  if (!statement.countPlan && !options.check) {
    const [main, gucs] = await db.batch(
      [{ sql: statement.sql, params: statement.params }, ...(readGucs ? [{ sql: responseGucsSql }] : [])],
      { setup, rollback: options.rollback },
    );
    return outcomeOf(main?.rows[0] as ResultRow | undefined, gucs?.rows[0] as ResponseGucs | undefined);
  }

  try {
    return await db.transaction(
      async (tx) => {
        const { rows } = await tx.query<ResultRow>(statement.sql, statement.params);
        const row = rows[0] ?? { total: null, page: '0', body: null };
        if (statement.countPlan) row.total = await plannedTotal(tx, statement.countPlan, row.total);
        options.check?.(row);
        const gucs = readGucs ? (await tx.query<ResponseGucs>(responseGucsSql)).rows[0] : undefined;
        const outcome = outcomeOf(row, gucs);
        if (options.rollback) throw new Rollback(outcome);
        return outcome;
      },
      { setup },
    );
  } catch (error) {
    if (error instanceof Rollback) return error.value;
    throw error;
  }
}

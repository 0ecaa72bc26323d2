/**
 * Runs one request's statement the way PostgREST does: inside its own transaction, read-only
 * for GET/HEAD, as the JWT's role (SET LOCAL ROLE), with request.jwt.claims, request.headers,
 * request.method, request.path and search_path set locally, so RLS policies and auth.uid()
 * see the caller. Response GUCs (response.status / response.headers) are read back.
 */
import type { Db, Queryable } from '../db/database.ts';
import type { Identity } from './auth.ts';
import { ident, type Statement } from './buildSql.ts';
import { RestError } from './errors.ts';

export type ResultRow = { total: string | null; page: string; body: string | null; location?: string | null };

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

async function prepare(tx: Queryable, settings: RequestSettings): Promise<void> {
  // Must come first: SET TRANSACTION is refused once the transaction has run a query.
  if (settings.readOnly) await tx.query('set transaction read only');
  const { rows } = await tx.query<{ ok: boolean }>(
    'select exists (select 1 from pg_catalog.pg_roles where rolname = $1) as ok',
    [settings.identity.role],
  );
  if (rows[0]?.ok !== true) {
    throw new RestError(401, 'PGRST301', `role "${settings.identity.role}" does not exist`, null, null, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  await tx.query(`set local role ${ident(settings.identity.role)}`);
  await tx.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('request.cookies', $5, true), set_config('search_path', $6, true)`,
    [
      JSON.stringify(settings.identity.claims),
      JSON.stringify(settings.headers),
      settings.method,
      settings.path,
      JSON.stringify(cookies(settings.headers['cookie'])),
      settings.searchPath.map((schema) => ident(schema)).join(', '),
    ],
  );
}

/**
 * `check` sees the result inside the transaction and may throw (single-object violations,
 * max-affected) so the writes roll back, as PostgREST does.
 */
export async function execute(
  db: Db,
  settings: RequestSettings,
  statement: Statement,
  options: { rollback: boolean; check?: (row: ResultRow) => void },
): Promise<Outcome> {
  try {
    return await db.transaction(async (tx) => {
      await prepare(tx, settings);
      const { rows } = await tx.query<ResultRow>(statement.sql, statement.params);
      const row = rows[0] ?? { total: null, page: '0', body: null };
      options.check?.(row);
      const gucs = (
        await tx.query<{ status: string | null; headers: string | null }>(
          "select nullif(current_setting('response.status', true), '') as status, nullif(current_setting('response.headers', true), '') as headers",
        )
      ).rows[0];
      const status = gucs?.status ? Number(gucs.status) : null;
      const outcome: Outcome = {
        row,
        responseStatus:
          status !== null && Number.isInteger(status) && status >= 100 && status < 600 ? status : null,
        responseHeaders: parseResponseHeaders(gucs?.headers ?? null),
      };
      if (options.rollback) throw new Rollback(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value;
    throw error;
  }
}

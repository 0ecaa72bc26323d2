/**
 * PostgREST's error shape ({code, message, details, hint}) and its HTTP status mapping, for
 * its own PGRSTxxx errors and for PostgreSQL errors (by SQLSTATE), as documented in
 * docs.postgrest.org/en/stable/references/errors.html. supabase-js hands the body to the
 * caller verbatim as `error`, so the field names and nulls matter.
 */
export type ErrorBody = {
  code: string;
  message: string;
  details: string | null | Record<string, unknown>[];
  hint: string | null;
};

export class RestError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: ErrorBody['details'] = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.body = { code, message, details, hint };
    this.headers = headers;
  }
}

/** PGRST100: the query string does not parse. */
export const parseError = (what: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details);

/** PGRST102: the body is not the JSON PostgREST expects. */
export const bodyError = (message = 'Empty or invalid json') => new RestError(400, 'PGRST102', message);

/** HTTP status for a SQLSTATE, following PostgREST's table (src/PostgREST/Error.hs). */
export function statusForSqlState(code: string, message: string, anonymous: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      // pg-safeupdate's "DELETE requires a WHERE clause" is the client's fault.
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return anonymous ? 401 : 403;
    case '53400':
      return 500;
    case 'P0001':
      return 400;
  }
  const ptStatus = /^PT(\d{3})$/.exec(code)?.[1];
  if (ptStatus) return Number(ptStatus);
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  )
    return 500;
  return 400;
}

type PgErrorLike = { code: string; message: string; detail?: unknown; hint?: unknown };

export function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/**
 * A database error as PostgREST reports it. `raise sqlstate 'PGRST'` with a JSON message and
 * detail lets functions choose the whole response, as PostgREST allows.
 */
export function fromPgError(error: PgErrorLike, anonymous: boolean): RestError {
  const detail = typeof error.detail === 'string' && error.detail !== '' ? error.detail : null;
  const hint = typeof error.hint === 'string' && error.hint !== '' ? error.hint : null;
  if (error.code === 'PGRST') {
    try {
      const body = JSON.parse(error.message) as Partial<ErrorBody>;
      const extra = JSON.parse(detail ?? '{}') as { status?: unknown; headers?: unknown };
      const headers =
        typeof extra.headers === 'object' && extra.headers !== null
          ? Object.fromEntries(Object.entries(extra.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
          : {};
      return new RestError(
        typeof extra.status === 'number' ? extra.status : 400,
        typeof body.code === 'string' ? body.code : 'PGRST',
        typeof body.message === 'string' ? body.message : '',
        typeof body.details === 'string' ? body.details : null,
        typeof body.hint === 'string' ? body.hint : null,
        headers,
      );
    } catch {
      return new RestError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error');
    }
  }
  const status = statusForSqlState(error.code, error.message, anonymous);
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, detail, hint, headers);
}

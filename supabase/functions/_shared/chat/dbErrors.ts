import { HttpError } from '../http.ts';

export type DbError = { code?: string; message: string; details?: string | null; hint?: string | null };

/** Maps the SQL rules' errors to the function's documented HTTP errors. */
export function httpErrorOf(error: DbError): HttpError {
  switch (error.code) {
    case 'PT402':
      return new HttpError(402, 'no_credits', error.message);
    case 'PT429':
      return new HttpError(429, 'rate_limited', error.message, { 'Retry-After': error.hint ?? '3' });
    case 'PT403':
      return new HttpError(403, 'consent_required', error.message);
    case 'PT401':
      return new HttpError(401, 'not_authenticated', error.message);
    case '22023':
      return new HttpError(400, error.details ?? 'invalid_request', error.message);
    case '23505':
      return new HttpError(409, error.details ?? 'conflict', error.message);
    default:
      return new HttpError(500, 'internal', 'Erreur serveur');
  }
}

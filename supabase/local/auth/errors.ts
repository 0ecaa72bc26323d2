/**
 * Errors the way Supabase Auth (GoTrue) writes them. The body depends on the request's
 * X-Supabase-Api-Version header (internal/api/errors.go): from 2024-01-01 on it is
 * `{code, message}` and the version is echoed back; before (or without the header) it is
 * `{code: <status>, error_code, msg}`. auth-js reads `code` only when the header is echoed.
 */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';

export const apiVersionHeader = 'x-supabase-api-version';
const apiVersion20240101 = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields (weak_password). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-style errors (`{error, error_description}`), e.g. a missing refresh token. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const tooManyRequests = (message: string) => new AuthError(429, 'over_email_send_rate_limit', message);

/** The version the server answers with: only 2024-01-01 (or later dates, which map to it). */
function requestedVersion(request: ApiRequest): string | null {
  const raw = request.headers[apiVersionHeader];
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  return raw >= apiVersion20240101 ? apiVersion20240101 : null;
}

export function errorResponse(request: ApiRequest, error: unknown): ApiResponse {
  if (error instanceof OAuthError) {
    return json(400, { error: error.error, error_description: error.description });
  }
  const authError =
    error instanceof AuthError ? error : new AuthError(500, 'unexpected_failure', 'Internal server error');
  if (!(error instanceof AuthError)) console.error('auth: unexpected error', error);
  const version = requestedVersion(request);
  const headers: Record<string, string> = { 'x-sb-error-code': authError.code };
  if (version) {
    headers['x-supabase-api-version'] = version;
    return json(
      authError.status,
      { code: authError.code, message: authError.message, ...authError.extra },
      headers,
    );
  }
  return json(
    authError.status,
    { code: authError.status, error_code: authError.code, msg: authError.message, ...authError.extra },
    headers,
  );
}

/** Bearer-token checks of GoTrue's middleware (internal/api/auth.go). */
import type { ApiRequest } from '../http.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { AuthContext } from './context.ts';
import { AuthError, forbidden } from './errors.ts';
import { findUserById, isUuid, type UserRecord } from './users.ts';

function bearer(request: ApiRequest): string {
  const header = request.headers['authorization'];
  const token = header ? /^bearer\s+(.+)$/i.exec(header)?.[1] : undefined;
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return token;
}

export async function verifiedClaims(ctx: AuthContext, request: ApiRequest): Promise<JwtClaims> {
  const result = await verifyJwt(bearer(request), ctx.stack.keys.jwt);
  if (!result.ok) {
    const reason =
      result.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : result.reason === 'bad_signature'
          ? 'token signature is invalid: signature is invalid'
          : 'token is malformed';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  return result.claims;
}

export type Authenticated = { claims: JwtClaims; user: UserRecord; sessionId: string | null };

/** A signed-in user's request: valid JWT, existing user, existing session. */
export async function authenticate(ctx: AuthContext, request: ApiRequest): Promise<Authenticated> {
  const claims = await verifiedClaims(ctx, request);
  const sub = claims.sub;
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.stack.db, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims['session_id'] === 'string' ? claims['session_id'] : null;
  if (sessionId) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await ctx.stack.db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (rows.length === 0)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId };
}

/** GOTRUE_JWT_ADMIN_ROLES on Supabase: the service role and the platform's supabase_admin. */
const adminRoles = new Set(['service_role', 'supabase_admin']);

/** Admin routes: a JWT whose role is an admin role. */
export async function requireAdmin(ctx: AuthContext, request: ApiRequest): Promise<void> {
  const claims = await verifiedClaims(ctx, request);
  if (typeof claims.role !== 'string' || !adminRoles.has(claims.role))
    throw forbidden('not_admin', 'User not allowed');
}

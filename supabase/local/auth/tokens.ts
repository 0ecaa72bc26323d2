/**
 * Sessions, access tokens and refresh tokens as GoTrue issues them (internal/tokens/service.go,
 * legacy opaque refresh tokens): a session row per sign-in, a chain of refresh tokens per
 * session (each refresh revokes its token and issues a child), the AMR claims per session.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import type { Queryable } from '../db/database.ts';
import type { ApiRequest } from '../http.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest, OAuthError } from './errors.ts';
import { findUserById, isBanned, type UserJson } from './users.ts';

export type TokenResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  provider_token?: string;
  provider_refresh_token?: string;
  weak_password?: unknown;
};

/** How a session was authenticated (GoTrue's AuthenticationMethod, the `amr` claim). */
export type AuthMethod =
  'password' | 'otp' | 'oauth' | 'magiclink' | 'email/signup' | 'recovery' | 'email_change' | 'invite';

/** AMR methods that make a session AAL2 (models/amr.go IsAAL2Claim). */
const aal2Methods = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Like crypto.SecureAlphanumeric(12) in GoTrue: short, opaque, unique per row. */
function newRefreshToken(): string {
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function amrOf(tx: Queryable, sessionId: string) {
  const { rows } = await tx.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::float8 as at
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Math.floor(row.at) }));
}

/**
 * The token response for a session (GenerateAccessToken): `aal` and `amr` come from the
 * session's AMR claims (CalculateAALAndAMR), most recent first.
 */
export async function sessionTokenResponse(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(tx, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error loading user');
  const text = (key: string, fallback: string) => {
    const value = user.json[key];
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  const iat = nowSeconds();
  const exp = iat + ctx.stack.config.auth.jwtExpiry;
  const amr = await amrOf(tx, sessionId);
  const claims = {
    iss: ctx.issuer,
    sub: user.id,
    aud: text('aud', 'authenticated'),
    exp,
    iat,
    email: user.json.email,
    phone: text('phone', ''),
    app_metadata: user.json.app_metadata,
    user_metadata: user.json.user_metadata,
    role: text('role', 'authenticated'),
    aal: amr.some((entry) => aal2Methods.has(entry.method)) ? 'aal2' : 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.isAnonymous,
  };
  return {
    access_token: await ctx.stack.keys.jwt.sign(claims),
    token_type: 'bearer',
    expires_in: exp - iat,
    expires_at: exp,
    refresh_token: refreshToken,
    user: user.json,
  };
}

/** A new session for the user (IssueRefreshToken): session, first refresh token, AMR, token pair. */
export async function issueSession(
  ctx: AuthContext,
  tx: Queryable,
  request: ApiRequest,
  userId: string,
  method: AuthMethod,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const ip = request.ip.replace(/^::ffff:/, '') || null;
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, request.headers['user-agent'] ?? null, ip],
  );
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, now(), now())`,
    [token, userId, sessionId],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  return sessionTokenResponse(ctx, tx, userId, sessionId, token);
}

type TokenRow = {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  session_exists: boolean;
  age: number;
};

/**
 * grant_type=refresh_token. Rotation: the used token is revoked and a child issued. Reusing a
 * revoked token is allowed when it is the parent of the active one (the client lost the
 * answer) or within refresh_token_reuse_interval; otherwise the whole session's tokens are
 * revoked (committed) and the request fails with refresh_token_already_used.
 */
export async function refreshTokenGrant(
  ctx: AuthContext,
  refreshToken: string | undefined,
): Promise<TokenResponse> {
  if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token required');
  const { refreshTokenReuseInterval, enableRefreshTokenRotation } = ctx.stack.config.auth;
  const outcome = await ctx.stack.db.transaction(async (tx): Promise<TokenResponse | AuthError> => {
    const { rows } = await tx.query<TokenRow>(
      `select t.id::text as id, t.token, t.user_id, t.revoked, t.session_id::text as session_id,
         s.id is not null as session_exists, extract(epoch from now() - t.updated_at)::float8 as age
       from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id
       where t.token = $1 for update of t`,
      [refreshToken],
    );
    const row = rows[0];
    if (!row) return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const user = await findUserById(tx, row.user_id);
    if (!user) return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) return badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (!row.session_id || !row.session_exists)
      return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');

    let issued: string | null = null;
    if (row.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [row.session_id],
      );
      const current = active.rows[0];
      if (current && current.parent === row.token) {
        issued = current.token;
      } else if (row.age > refreshTokenReuseInterval) {
        if (enableRefreshTokenRotation) {
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
            [row.session_id],
          );
        }
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    if (issued === null) {
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
        row.id,
      ]);
      issued = newRefreshToken();
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
        [issued, row.user_id, row.token, row.session_id],
      );
    }
    await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
      row.session_id,
    ]);
    return sessionTokenResponse(ctx, tx, row.user_id, row.session_id, issued);
  });
  // Returned, not thrown, so that the family revocation above is committed.
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/**
 * GrantRefreshTokenSwap: the session's active refresh token is revoked and a child issued (MFA
 * verification hands out a new one, so the AAL1 token cannot refresh into the AAL2 session).
 */
export async function rotateRefreshToken(tx: Queryable, sessionId: string, userId: string): Promise<string> {
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and revoked = false returning token`,
    [sessionId],
  );
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [token, userId, rows[0]?.token ?? null, sessionId],
  );
  return token;
}

/**
 * Multi-factor authentication with TOTP authenticator apps, as GoTrue does it
 * (internal/api/mfa.go, models/factor.go, challenge.go, sessions.go): enroll → challenge →
 * verify turns the session into an AAL2 one (`aal: 'aal2'`, a `totp` entry in `amr`, a new
 * refresh token) and signs out the user's other AAL1 sessions; unenroll, and the admin routes.
 * Switched on by `[auth.mfa.totp] enroll_enabled / verify_enabled` (the CLI's defaults are off).
 * Phone and WebAuthn factors answer as a GoTrue with them switched off does.
 *
 * TOTP is RFC 6238 with GoTrue's settings (pquerna/otp): a 20-byte secret in base32, HMAC-SHA1,
 * 30-second steps, 6 digits, one step of clock skew either way.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import qrcode from 'qrcode-generator';

import type { Queryable } from '../db/database.ts';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import { authenticate, requireAdmin, type Authenticated } from './authenticate.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { readBody, str } from './request.ts';
import { rotateRefreshToken, sessionTokenResponse } from './tokens.ts';
import { factorJsonSql, findUserById, isUuid } from './users.ts';

/** GoTrue's defaults (conf.MFAConfiguration). */
const challengeExpirySeconds = 300;
const factorExpirySeconds = 300;
const maxVerifiedFactors = 10;
const totpStep = 30;
const totpDigits = 6;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code of the 30-second step `counter` (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** totpDigits).padStart(totpDigits, '0');
}

/** totp.ValidateCustom with Skew 1: the current step or its neighbours, compared in constant time. */
export function totpValid(secret: string, code: string, nowMs = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(nowMs / 1000 / totpStep);
  let valid = false;
  for (const counter of [step - 1, step, step + 1])
    if (timingSafeEqual(Buffer.from(totpCode(secret, counter)), Buffer.from(code))) valid = true;
  return valid;
}

type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
};

async function factorsOf(db: Queryable, userId: string): Promise<unknown[]> {
  const { rows } = await db.query<{ factor: string }>(
    `select (${factorJsonSql('f')})::text as factor from auth.mfa_factors f where f.user_id = $1 order by f.created_at`,
    [userId],
  );
  return rows.map((row) => JSON.parse(row.factor) as unknown);
}

/** internal/api/auth.go requireNotAnonymous: /factors is for users with an identity. */
async function signedIn(
  ctx: AuthContext,
  request: ApiRequest,
): Promise<Authenticated & { sessionId: string }> {
  const auth = await authenticate(ctx, request);
  if (auth.claims['is_anonymous'] === true)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  if (auth.sessionId === null)
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    );
  return { ...auth, sessionId: auth.sessionId };
}

async function sessionAal(db: Queryable, sessionId: string): Promise<string> {
  const { rows } = await db.query<{ aal: string | null }>(`select aal from auth.sessions where id = $1`, [
    sessionId,
  ]);
  return rows[0]?.aal ?? 'aal1';
}

/** loadFactor (internal/api/admin.go): the factor in the path, owned by the user. */
async function loadFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorRow>(
    `select id::text as id, user_id::text as user_id, friendly_name, factor_type, status, secret
     from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  const factor = rows[0];
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** The /factors/<id> routes: a signed-in user and their factor. */
async function factorRequest(ctx: AuthContext, request: ApiRequest, factorId: string) {
  const auth = await signedIn(ctx, request);
  return { ...auth, factor: await loadFactor(ctx.stack.db, auth.user.id, factorId) };
}

/** validateFactors: expired unverified factors go, then the name and count rules. */
async function validateFactors(
  ctx: AuthContext,
  userId: string,
  friendlyName: string,
  sessionId: string,
): Promise<void> {
  const db = ctx.stack.db;
  await db.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [factorExpirySeconds],
  );
  const { rows } = await db.query<{ friendly_name: string | null; status: string }>(
    `select friendly_name, status from auth.mfa_factors where user_id = $1`,
    [userId],
  );
  if (rows.some((row) => (row.friendly_name ?? '') === friendlyName))
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  const verified = rows.filter((row) => row.status === 'verified').length;
  if (rows.length >= ctx.stack.config.auth.mfa.maxEnrolledFactors || verified >= maxVerifiedFactors)
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (verified > 0 && (await sessionAal(db, sessionId)) !== 'aal2')
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
}

/** POST /factors {factor_type, friendly_name, issuer}. */
export async function enrollFactor(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, sessionId } = await signedIn(ctx, request);
  const body = readBody(request);
  const factorType = str(body, 'factor_type') ?? '';
  const friendlyName = str(body, 'friendly_name') ?? '';
  if (factorType === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn')
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp')
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  if (!ctx.stack.config.auth.mfa.totp.enrollEnabled)
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');

  const issuer = str(body, 'issuer') || new URL(ctx.stack.config.auth.siteUrl).host;
  await validateFactors(ctx, user.id, friendlyName, sessionId);
  const secret = base32Encode(randomBytes(20));
  const account = user.email ?? '';
  // pquerna/otp's Key.URL(): the label is "issuer:account", the parameters in key order.
  const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${new URLSearchParams(
    {
      algorithm: 'SHA1',
      digits: String(totpDigits),
      issuer,
      period: String(totpStep),
      secret,
    },
  ).toString()}`;
  const id = randomUUID();
  await ctx.stack.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
     values ($1, $2, $3, 'totp', 'unverified', $4, now(), now())`,
    [id, user.id, friendlyName, secret],
  );
  // GoTrue answers the QR code as a bare SVG document; auth-js prefixes it with
  // `data:image/svg+xml;utf-8,` so an <img> can show it.
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  const qrCode = qr.createSvgTag({ scalable: true });
  return json(200, { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } });
}

/** POST /factors/<id>/challenge. */
export async function challengeFactor(
  ctx: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const { factor } = await factorRequest(ctx, request, factorId);
  if (!ctx.stack.config.auth.mfa.totp.verifyEnabled)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const id = randomUUID();
  const { rows } = await ctx.stack.db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id]);
    return tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning floor(extract(epoch from created_at))::int8 + $4 as expires_at`,
      [id, factor.id, clientIp(request), challengeExpirySeconds],
    );
  });
  return json(200, { id, type: factor.factor_type, expires_at: Number(rows[0]?.expires_at) });
}

const clientIp = (request: ApiRequest) => request.ip.replace(/^::ffff:/, '') || '127.0.0.1';

/** POST /factors/<id>/verify {challenge_id, code}: the session becomes AAL2. */
export async function verifyFactor(
  ctx: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const { user, sessionId, factor } = await factorRequest(ctx, request, factorId);
  const body = readBody(request);
  const code = str(body, 'code') ?? '';
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty');
  if (!ctx.stack.config.auth.mfa.totp.verifyEnabled)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const challengeId = str(body, 'challenge_id') ?? '';
  const db = ctx.stack.db;
  const { rows } = isUuid(challengeId)
    ? await db.query<{ verified: boolean; ip: string; expired: boolean }>(
        `select verified_at is not null as verified, host(ip_address) as ip,
           created_at + make_interval(secs => $3) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id, challengeExpirySeconds],
      )
    : { rows: [] };
  const challenge = rows[0];
  if (!challenge)
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (challenge.verified || challenge.ip !== clientIp(request))
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  if (challenge.expired) {
    await db.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (!totpValid(factor.secret ?? '', code))
    throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

  const token = await db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'`,
      [factor.id],
    );
    // updateMFASessionAndClaims: the method joins the session's AMR, a new refresh token
    // (the AAL1 one can no longer refresh into this session's AAL2), the session's AAL.
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId],
    );
    const refreshToken = await rotateRefreshToken(tx, sessionId, user.id);
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [sessionId, factor.id],
    );
    // InvalidateSessionsWithAALLessThan, DeleteUnverifiedFactors.
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2`,
      [user.id, factor.factor_type],
    );
    return sessionTokenResponse(ctx, tx, user.id, sessionId, refreshToken);
  });
  return json(200, token);
}

/** DowngradeSessionsToAAL1: sessions that reached AAL2 with the factor lose it. */
async function removeFactor(tx: Queryable, factor: FactorRow): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where user_id = $1 and factor_id = $2)`,
    [factor.user_id, factor.id],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  );
}

/** DELETE /factors/<id>: a verified factor only from an AAL2 session. */
export async function unenrollFactor(
  ctx: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const { sessionId, factor } = await factorRequest(ctx, request, factorId);
  if (factor.status === 'verified' && (await sessionAal(ctx.stack.db, sessionId)) !== 'aal2')
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  await ctx.stack.db.transaction((tx) => removeFactor(tx, factor));
  return json(200, { id: factor.id });
}

/** /admin/users/<id>/factors[/<factor id>]: list, delete, rename (internal/api/admin.go). */
export async function adminFactors(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  await requireAdmin(ctx, request);
  const [, userId = '', factorId] =
    /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(request.path.replace(/\/+$/, '')) ?? [];
  if (!isUuid(userId)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.stack.db, userId);
  if (!user) throw notFound('user_not_found', 'User not found');
  if (factorId === undefined) {
    if (request.method !== 'GET') throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    return json(200, await factorsOf(ctx.stack.db, userId));
  }
  const factor = await loadFactor(ctx.stack.db, userId, factorId);
  if (request.method === 'PUT') {
    const friendlyName = str(readBody(request), 'friendly_name') ?? '';
    if (friendlyName !== '')
      await ctx.stack.db.query(
        `update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1`,
        [factor.id, friendlyName],
      );
  } else if (request.method !== 'DELETE') {
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }
  const [current] = (await factorsOf(ctx.stack.db, userId)).filter(
    (row) => (row as { id: string }).id === factor.id,
  );
  if (request.method === 'DELETE') await ctx.stack.db.transaction((tx) => removeFactor(tx, factor));
  return json(200, current);
}

/**
 * HS256 JSON Web Tokens with node:crypto: what Supabase's gateway, GoTrue and PostgREST use
 * with a shared secret. Verification is constant-time and checks `exp` (and `nbf`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired' | 'not_yet_valid';
export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

/**
 * Tokens whose signature checked out, per secret: the same few tokens (the service-role key,
 * a user's session) come with every request, several times per request once functions call
 * the API. A hit skips the HMAC; expiry and not-before are still checked against the clock
 * each time, and the claims are parsed afresh so no caller shares an object. Failures are never
 * cached. Bounded: the oldest entry goes first.
 */
const verified = new Map<string, Map<string, string>>();
const maxVerified = 1000;

function remember(secret: string, token: string, payloadJson: string): void {
  let tokens = verified.get(secret);
  if (!tokens) verified.set(secret, (tokens = new Map<string, string>()));
  if (tokens.size >= maxVerified) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, payloadJson);
}

function timeCheck(claims: JwtClaims, nowSeconds: number): JwtResult {
  const { exp, nbf } = claims as { exp?: unknown; nbf?: unknown };
  if (typeof exp === 'number' && exp <= nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof nbf === 'number' && nbf > nowSeconds) return { ok: false, reason: 'not_yet_valid' };
  return { ok: true, claims };
}

export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtResult {
  const known = verified.get(secret)?.get(token);
  if (known !== undefined) return timeCheck(JSON.parse(known) as JwtClaims, nowSeconds);
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let parsedHeader: unknown;
  let claims: unknown;
  let payloadJson: string;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    payloadJson = Buffer.from(payload, 'base64url').toString('utf8');
    claims = JSON.parse(payloadJson);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof parsedHeader !== 'object' ||
    parsedHeader === null ||
    (parsedHeader as { alg?: unknown }).alg !== 'HS256'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad_signature' };
  remember(secret, token, payloadJson);
  return timeCheck(claims as JwtClaims, nowSeconds);
}

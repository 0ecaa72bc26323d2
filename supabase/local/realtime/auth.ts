/**
 * Access tokens of channels, checked the way Supabase Realtime does (realtime_channel.ex
 * confirm_token): a valid signature (the project's secret or signing keys, API_JWT_JWKS), an integer `exp` in the future and a `role`.
 * Failures carry Realtime's error code and message so clients see the same reasons.
 */
import { verifyJwt, type JwtClaims, type JwtKeys } from '../jwt.ts';

export type TokenCheck =
  { ok: true; claims: JwtClaims; role: string; exp: number } | { ok: false; code: string; message: string };

function unverifiedExp(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

export async function checkToken(
  token: string,
  keys: JwtKeys,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<TokenCheck> {
  const result = await verifyJwt(token, keys, nowSeconds);
  if (!result.ok) {
    switch (result.reason) {
      case 'bad_signature':
        return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
      case 'expired': {
        const exp = unverifiedExp(token) ?? nowSeconds;
        return {
          ok: false,
          code: 'InvalidJWTToken',
          message: `Token has expired ${Math.max(0, nowSeconds - exp)} seconds ago`,
        };
      }
      case 'not_yet_valid':
        return { ok: false, code: 'InvalidJWTToken', message: 'Token is not yet valid' };
      default:
        return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
    }
  }
  const { claims } = result;
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number' || !Number.isInteger(claims.exp)) {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, claims, role: claims.role, exp: claims.exp };
}

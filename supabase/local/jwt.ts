/**
 * JSON Web Tokens as Supabase's services sign and check them, with `jose`:
 * - the project's legacy JWT secret (HS256), which every project still verifies with (the API
 *   keys of `supabase start` are signed with it);
 * - asymmetric signing keys (RS256, ES256: `[auth] signing_keys_path`, GoTrue's GOTRUE_JWT_KEYS),
 *   found by the token's `kid`; their public halves are served at /auth/v1/.well-known/jwks.json.
 * New sessions are signed with the signing key when there is one, else with the secret.
 * Verification follows GoTrue's parseJWTClaims: a `kid` naming a signing key selects it,
 * otherwise only HS256 with the secret is accepted (no algorithm confusion); then `exp` and `nbf`.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';

import { errors, importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired' | 'not_yet_valid';
export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

/** One entry of signing_keys.json (`supabase gen signing-key`): a private JWK. */
export type SigningKeyJwk = JWK & { kid?: string; alg?: string; key_ops?: string[] };

export type JwtKeys = {
  readonly secret: string;
  /** What new access tokens are signed with: 'HS256' (the secret), 'RS256' or 'ES256'. */
  readonly algorithm: string;
  /** Signs with the signing key (its `kid` in the header) or, without one, the secret. */
  sign(claims: JwtClaims): Promise<string>;
  /** Signs with the secret (HS256) whatever the signing key: GoTrue's own state tokens, API keys. */
  signWithSecret(claims: JwtClaims): Promise<string>;
  verify(token: string, nowSeconds?: number): Promise<JwtResult>;
  /** GET /auth/v1/.well-known/jwks.json: the public keys, never the secret (GoTrue's api/jwks.go). */
  publicJwks(): { keys: JWK[] };
};

const privateMembers = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k', 'key_ops', 'use', 'ext']);

/** The public half as GoTrue publishes it: use 'sig', key_ops ['verify'], members sorted (jwx). */
function publicJwkOf(key: SigningKeyJwk): JWK {
  const entries = Object.entries(key).filter(([name]) => !privateMembers.has(name));
  entries.push(['use', 'sig'], ['key_ops', ['verify']]);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

type Asymmetric = { kid: string; alg: string; publicKey: CryptoKey; privateKey: CryptoKey | null };

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function timeCheck(claims: JwtClaims, nowSeconds: number): JwtResult {
  const { exp, nbf } = claims as { exp?: unknown; nbf?: unknown };
  if (typeof exp === 'number' && exp <= nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof nbf === 'number' && nbf > nowSeconds) return { ok: false, reason: 'not_yet_valid' };
  return { ok: true, claims };
}

function failureOf(error: unknown): JwtFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') return 'not_yet_valid';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad_signature';
  // A kid naming no key of the project: as GoTrue, a signature that cannot be checked.
  if (error instanceof UnknownKey) return 'bad_signature';
  return 'malformed';
}

class UnknownKey extends Error {}

/** Tokens whose signature checked out, per key set: see verify(). */
const maxVerified = 1000;

/**
 * The project's keys. `signingKeys` as GoTrue takes them: the one whose key_ops include 'sign'
 * (else the first) signs; all verify, by kid.
 */
export async function createJwtKeys(secret: string, signingKeys: SigningKeyJwk[] = []): Promise<JwtKeys> {
  const secretKey: KeyObject = createSecretKey(Buffer.from(secret, 'utf8'));
  const asymmetric = new Map<string, Asymmetric>();
  let signer: Asymmetric | null = null;
  for (const jwk of signingKeys) {
    const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : 'RS256');
    if (!jwk.kid) throw new Error('signing key without a kid');
    const publicJwk = publicJwkOf({ ...jwk, alg });
    const entry: Asymmetric = {
      kid: jwk.kid,
      alg,
      publicKey: (await importJWK(publicJwk, alg)) as CryptoKey,
      privateKey: 'd' in jwk ? ((await importJWK({ ...jwk, key_ops: ['sign'] }, alg)) as CryptoKey) : null,
    };
    asymmetric.set(jwk.kid, entry);
    if (entry.privateKey && jwk.key_ops?.includes('sign')) signer ??= entry;
  }
  signer ??= [...asymmetric.values()].find((entry) => entry.privateKey !== null) ?? null;
  const publicKeys = signingKeys.map((jwk) =>
    publicJwkOf({ ...jwk, alg: jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : 'RS256') }),
  );

  /**
   * The same few tokens (the service-role key, a user's session) come with every request,
   * several times per request once functions call the API. A hit skips the signature check;
   * expiry and not-before are still checked against the clock each time, and the claims are
   * parsed afresh so no caller shares an object. Failures are never cached. Bounded: the
   * oldest entry goes first.
   */
  const verified = new Map<string, string>();

  const signWith = (claims: JwtClaims, key: CryptoKey | KeyObject, header: { alg: string; kid?: string }) =>
    new SignJWT(claims).setProtectedHeader({ ...header, typ: 'JWT' }).sign(key);

  return {
    secret,
    algorithm: signer?.alg ?? 'HS256',
    sign(claims) {
      if (signer?.privateKey)
        return signWith(claims, signer.privateKey, { alg: signer.alg, kid: signer.kid });
      return signWith(claims, secretKey, { alg: 'HS256' });
    },
    signWithSecret: (claims) => signWith(claims, secretKey, { alg: 'HS256' }),
    async verify(token, nowSeconds = nowInSeconds()) {
      const known = verified.get(token);
      if (known !== undefined) return timeCheck(JSON.parse(known) as JwtClaims, nowSeconds);
      try {
        const { payload } = await jwtVerify(
          token,
          (header) => {
            const byKid = header.kid === undefined ? undefined : asymmetric.get(header.kid);
            if (byKid) {
              if (header.alg !== byKid.alg) throw new UnknownKey();
              return byKid.publicKey;
            }
            if (header.alg === 'HS256') return secretKey;
            throw new UnknownKey();
          },
          { algorithms: ['HS256', 'RS256', 'ES256'], currentDate: new Date(nowSeconds * 1000) },
        );
        const json = JSON.stringify(payload);
        if (verified.size >= maxVerified) verified.delete(verified.keys().next().value as string);
        verified.set(token, json);
        return { ok: true, claims: JSON.parse(json) as JwtClaims };
      } catch (error) {
        return { ok: false, reason: failureOf(error) };
      }
    },
    publicJwks: () => ({ keys: publicKeys.map((key) => ({ ...key })) }),
  };
}

/** Key sets made from a bare secret, built once each (tests and tools sign with a secret). */
const bySecret = new Map<string, Promise<JwtKeys>>();

export function secretKeys(secret: string): Promise<JwtKeys> {
  let keys = bySecret.get(secret);
  if (!keys) bySecret.set(secret, (keys = createJwtKeys(secret)));
  return keys;
}

/** An HS256 token signed with `secret`. */
export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return (await secretKeys(secret)).signWithSecret(claims);
}

/** Checks a token against a project's keys, or against a bare HS256 secret. */
export async function verifyJwt(
  token: string,
  keys: JwtKeys | string,
  nowSeconds = nowInSeconds(),
): Promise<JwtResult> {
  return (typeof keys === 'string' ? await secretKeys(keys) : keys).verify(token, nowSeconds);
}

import {
  base64url,
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type CryptoKey,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

import { env } from './env.ts';
import { HttpError } from './http.ts';

export type Caller = { userId: string; token: string };

/**
 * The signed-in user behind a request. The signature is checked here, whatever the gateway did:
 * `chat` acts with the service role for this user, so a function deployed with
 * `--no-verify-jwt` (or a config slip) must not take a forged token's word for who is calling.
 * Only a session token of Supabase Auth is accepted: role `authenticated`, audience
 * `authenticated`, a `sub`, not expired.
 */
export async function callerOf(request: Request): Promise<Caller> {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (token === undefined) throw notSignedIn();
  let claims: JWTPayload;
  try {
    claims = await verifySession(token, projectKeys());
  } catch {
    throw notSignedIn();
  }
  if (claims['role'] !== 'authenticated' || typeof claims.sub !== 'string') throw notSignedIn();
  return { userId: claims.sub, token };
}

function notSignedIn(): HttpError {
  return new HttpError(401, 'not_authenticated', 'Utilisateur non connecté');
}

/**
 * The keys Supabase Auth signs sessions with, as Supabase gives them to functions:
 * - SUPABASE_JWKS (hosted and the CLI's local runtime): a JSON Web Key Set. Its public keys are
 *   the project's asymmetric signing keys (ES256/RS256); the CLI also puts the legacy HS256
 *   secret in it as an `oct` key, and so does this repository's local stack.
 * - without SUPABASE_JWKS, the public keys are fetched from Auth's JWKS endpoint
 *   (`<SUPABASE_URL>/auth/v1/.well-known/jwks.json`), cached by jose (10 minutes, refetched
 *   at most every 30 s when a token names an unknown key).
 * - JWT_SECRET: a hosted project still signing with the legacy HS256 secret does not give it to
 *   functions; set it as a function secret (`supabase secrets set JWT_SECRET=…`). Without it,
 *   HS256 sessions are refused rather than trusted.
 */
type ProjectKeys = { secrets: CryptoKey[]; publicKeys: JWTVerifyGetKey | null };

/** Per distinct set of variables (tests run several stacks in one process); built once each. */
const keysByEnv = new Map<string, Promise<ProjectKeys>>();

function projectKeys(): Promise<ProjectKeys> {
  const jwks = env('SUPABASE_JWKS');
  const url = env('SUPABASE_URL');
  const secret = env('JWT_SECRET');
  const cacheKey = JSON.stringify([jwks, url, secret]);
  let keys = keysByEnv.get(cacheKey);
  if (keys === undefined) {
    keys = loadKeys(jwks, url, secret);
    keysByEnv.set(cacheKey, keys);
    // A broken variable is reported on every request, not remembered as "no keys".
    keys.catch(() => keysByEnv.delete(cacheKey));
  }
  return keys;
}

async function loadKeys(
  jwksText: string | undefined,
  url: string | undefined,
  secret: string | undefined,
): Promise<ProjectKeys> {
  const set = jwksText === undefined ? { keys: [] } : (JSON.parse(jwksText) as JSONWebKeySet);
  const rawSecrets = set.keys
    .filter((key) => key.kty === 'oct' && typeof key.k === 'string')
    .map((key) => base64url.decode(key.k as string));
  if (secret !== undefined) rawSecrets.push(new TextEncoder().encode(secret));
  // Imported once: a session check is then one HMAC, with no network.
  const secrets = await Promise.all(
    rawSecrets.map((raw) =>
      // A copy on a plain ArrayBuffer: what Deno's WebCrypto types ask for.
      crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'verify',
      ]),
    ),
  );
  const asymmetric = set.keys.filter((key) => key.kty !== 'oct');
  const publicKeys =
    asymmetric.length > 0
      ? createLocalJWKSet({ keys: asymmetric })
      : url !== undefined
        ? createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', url))
        : null;
  return { secrets, publicKeys };
}

/** What Supabase Auth signs with: the legacy secret (HS256) or a signing key (ES256, RS256). */
const asymmetricAlgorithms = ['ES256', 'RS256', 'EdDSA'];
const claimChecks = { audience: 'authenticated', requiredClaims: ['exp', 'sub'] };

async function verifySession(token: string, keysReady: Promise<ProjectKeys>): Promise<JWTPayload> {
  const keys = await keysReady;
  const { alg } = decodeProtectedHeader(token);
  if (alg === 'HS256') {
    for (const secret of keys.secrets) {
      try {
        return (await jwtVerify(token, secret, { ...claimChecks, algorithms: ['HS256'] })).payload;
      } catch {
        // The next secret (a rotation leaves two), else refused below.
      }
    }
    if (keys.secrets.length === 0) console.error('auth: an HS256 session but no JWT secret (JWT_SECRET)');
    throw new Error('HS256 session not signed by this project');
  }
  if (keys.publicKeys === null) throw new Error('no signing keys (SUPABASE_JWKS or SUPABASE_URL)');
  return (await jwtVerify(token, keys.publicKeys, { ...claimChecks, algorithms: asymmetricAlgorithms }))
    .payload;
}

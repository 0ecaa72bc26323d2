import { HttpError } from './http.ts';

export type Caller = { userId: string; token: string };

/**
 * The signed-in user behind a request. The API gateway has already checked the JWT's signature
 * and expiry (functions keep `verify_jwt = true` in config.toml), as Supabase's own examples
 * rely on; here we only read its claims and insist on a signed-in user, not the anon key.
 */
export function callerOf(request: Request): Caller {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (token === undefined || payload === undefined) throw notSignedIn();
  let claims: { sub?: unknown; role?: unknown; exp?: unknown };
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    claims = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))),
    ) as typeof claims;
  } catch {
    throw notSignedIn();
  }
  const expired = typeof claims.exp === 'number' && claims.exp * 1000 < Date.now();
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || expired) throw notSignedIn();
  return { userId: claims.sub, token };
}

function notSignedIn(): HttpError {
  return new HttpError(401, 'not_authenticated', 'Utilisateur non connecté');
}

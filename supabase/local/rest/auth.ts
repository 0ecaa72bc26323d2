/**
 * Who a request is, as PostgREST decides it: the Bearer token (else the apikey header)
 * verified with the project's keys (jwt.ts); no token at all means the anonymous role.
 */
import { requestToken, type ApiRequest } from '../http.ts';
import type { JwtClaims, JwtKeys } from '../jwt.ts';
import { RestError } from './errors.ts';

export type Identity = { role: string; claims: JwtClaims; anonymous: boolean };

export const anonRole = 'anon';

const invalidToken = (message: string, code = 'PGRST301') =>
  new RestError(401, code, message, null, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });

export async function authenticate(request: Pick<ApiRequest, 'headers'>, keys: JwtKeys): Promise<Identity> {
  const token = requestToken(request);
  if (token === null) return { role: anonRole, claims: { role: anonRole }, anonymous: true };
  const result = await keys.verify(token);
  if (!result.ok) {
    switch (result.reason) {
      case 'expired':
        throw invalidToken('JWT expired', 'PGRST303');
      case 'not_yet_valid':
        throw invalidToken('JWT not yet valid', 'PGRST303');
      case 'malformed': {
        const parts = token.split('.').length;
        throw invalidToken(
          parts === 3 ? 'JWT cryptographic operation failed' : `Expected 3 parts in JWT; got ${parts}`,
        );
      }
      default:
        throw invalidToken('JWT cryptographic operation failed');
    }
  }
  const role =
    typeof result.claims.role === 'string' && result.claims.role !== '' ? result.claims.role : anonRole;
  return { role, claims: result.claims, anonymous: role === anonRole };
}

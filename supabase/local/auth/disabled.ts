/**
 * Features this auth server does not offer, answered as a GoTrue with them switched off does
 * (its own error codes and messages), never with a 404 of an unknown route: SAML SSO, Web3 and
 * ID-token sign-ins, phone OTPs, MFA, OAuth server clients; plus GET /reauthenticate.
 */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import { authenticate, requireAdmin } from './authenticate.ts';
import type { AuthContext } from './context.ts';
import { generateOtp, tokenHash } from './emails.ts';
import { AuthError, badRequest, notFound } from './errors.ts';
import { readBody, str } from './request.ts';

/** internal/api/router.go requireSAMLEnabled. */
export const samlDisabled = (): Promise<ApiResponse> =>
  Promise.reject(notFound('saml_provider_disabled', 'SAML 2.0 is disabled'));

/** /admin/oauth/clients: the admin check, then disabled. */
export async function adminDisabled(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  await requireAdmin(ctx, request);
  throw notFound('oauth_server_disabled', 'OAuth 2.1 server is disabled');
}

/** grant_type=web3 and grant_type=id_token when no such provider is enabled. */
export function disabledGrant(grant: string, request: ApiRequest): never {
  if (grant === 'web3') throw badRequest('web3_provider_disabled', 'Web3 provider is disabled');
  const provider = str(readBody(request), 'provider') ?? '';
  throw badRequest('provider_disabled', `Provider (issuer "${provider}") is not enabled`);
}

/** POST /verify with a phone: no phone provider, so no phone token can match (internal/api/verify.go). */
export function verifyPhone(phone: string): never {
  const digits = phone.replace(/[\s+]/g, '');
  if (!/^[1-9]\d{1,14}$/.test(digits))
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}

/**
 * GET /reauthenticate (internal/api/reauthenticate.go): emails the signed-in user a code that
 * a password change must carry as its nonce when secure_password_change is on.
 */
export async function reauthenticate(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user } = await authenticate(ctx, request);
  const email = user.email ?? '';
  if (email === '')
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  const otp = generateOtp(ctx.stack.config.auth.email.otpLength);
  await ctx.mailbox.send({
    to: email,
    kind: 'reauthentication',
    otp,
    subject: 'Confirm reauthentication',
    html: `<p>Enter the code: ${otp}</p>`,
    text: `Enter the code: ${otp}`,
  });
  await ctx.stack.db.query(
    `update auth.users set reauthentication_token = $2, updated_at = now() where id = $1`,
    [user.id, tokenHash(email, otp)],
  );
  return json(200, {});
}

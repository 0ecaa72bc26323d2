/** POST /otp (magic link + code), /recover and /resend (internal/api/otp.go, magic_link.go, recover.go, resend.go). */
import { randomUUID } from 'node:crypto';

import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { sendEmailChange, sendTokenEmail } from './emails.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { readChallenge } from './pkce.ts';
import { referrer } from './redirect.ts';
import { bool, obj, readBody, str, validEmail } from './request.ts';
import { emailIdentityData, findUserByEmail, findUserById, insertUser, userLocale } from './users.ts';

const ok = () => json(200, {});

export async function otp(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const config = ctx.stack.config.auth;
  const body = readBody(request);
  const email = str(body, 'email');
  if (str(body, 'phone') && email)
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!email) throw badRequest('validation_failed', 'One of email or phone must be set');
  const address = validEmail(email);
  const challenge = readChallenge(body);
  const data = obj(body, 'data') ?? {};
  const createUser = bool(body, 'create_user') ?? true;
  const redirectTo = referrer(request, config);
  const locale = typeof data['locale'] === 'string' ? data['locale'] : undefined;

  const existing = await findUserByEmail(ctx.stack.db, address);
  if (!existing && !createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  if ((!existing || !existing.emailConfirmed) && !(config.enableSignup && config.email.enableSignup))
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');

  await ctx.stack.db.transaction(async (tx) => {
    let user = existing ? await findUserById(tx, existing.id) : null;
    if (!user) {
      // A passwordless account, as GoTrue's magic link creates through its sign-up path.
      const id = randomUUID();
      await insertUser(tx, {
        id,
        email: address,
        passwordHash: null,
        userMetadata: data,
        appMetadata: { provider: 'email', providers: ['email'] },
        confirmed: ctx.autoconfirm,
        identity: { provider: 'email', data: emailIdentityData(id, address, ctx.autoconfirm, data) },
      });
      user = await findUserById(tx, id);
    }
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    // Not confirmed yet (and confirmations on): the email is the sign-up confirmation.
    const kind = user.emailConfirmed ? 'magiclink' : 'signup';
    await sendTokenEmail(ctx, tx, user, kind, challenge, redirectTo, locale ?? userLocale(user));
  });
  return ok();
}

export async function recover(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = readBody(request);
  const address = validEmail(str(body, 'email'));
  const challenge = readChallenge(body);
  const redirectTo = referrer(request, ctx.stack.config.auth);
  const existing = await findUserByEmail(ctx.stack.db, address);
  // Unknown addresses get the same answer, so the endpoint cannot probe for accounts.
  if (!existing) return ok();
  await ctx.stack.db.transaction(async (tx) => {
    const user = await findUserById(tx, existing.id);
    if (!user) return;
    await sendTokenEmail(ctx, tx, user, 'recovery', challenge, redirectTo);
  });
  return ok();
}

export async function resend(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = readBody(request);
  const type = str(body, 'type');
  if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change')
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  if (type === 'sms' || type === 'phone_change')
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!str(body, 'email')) throw badRequest('validation_failed', 'Type provided requires an email address');
  const address = validEmail(str(body, 'email'));
  const challenge = readChallenge(body);
  const redirectTo = referrer(request, ctx.stack.config.auth);
  const existing = await findUserByEmail(ctx.stack.db, address);
  if (!existing) return ok();
  await ctx.stack.db.transaction(async (tx) => {
    const user = await findUserById(tx, existing.id);
    if (!user) return;
    if (type === 'signup') {
      if (user.emailConfirmed) return;
      await sendTokenEmail(ctx, tx, user, 'signup', challenge, redirectTo);
      return;
    }
    if (!user.emailChange) return;
    await sendEmailChange(ctx, tx, user, user.emailChange, challenge, redirectTo);
  });
  return ok();
}

/**
 * POST /admin/generate_link and POST /invite (internal/api/mail.go, invite.go): links an
 * operator hands out. generate_link sends nothing and answers the user with the link's parts;
 * invite creates the user (invited_at) and emails the invitation.
 */
import { randomUUID } from 'node:crypto';

import type { Queryable } from '../db/database.ts';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import { requireAdmin } from './authenticate.ts';
import type { AuthContext } from './context.ts';
import { generateOtp, sendTokenEmail, storeOneTimeToken, tokenHash } from './emails.ts';
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts';
import { checkPasswordStrength } from './passwordRules.ts';
import { referrer } from './redirect.ts';
import { obj, readBody, str, validEmail } from './request.ts';
import { emailIdentityData, findUserByEmail, findUserById, insertUser, type UserRecord } from './users.ts';

const linkTypes = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

async function newUser(
  tx: Queryable,
  email: string,
  passwordHash: string | null,
  data: Record<string, unknown>,
  invited: boolean,
): Promise<UserRecord> {
  const id = randomUUID();
  await insertUser(tx, {
    id,
    email,
    passwordHash,
    userMetadata: data,
    appMetadata: { provider: 'email', providers: ['email'] },
    confirmed: false,
    identity: { provider: 'email', data: emailIdentityData(id, email, false, data) },
  });
  if (invited) await tx.query('update auth.users set invited_at = now() where id = $1', [id]);
  const user = await findUserById(tx, id);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  return user;
}

export async function generateLink(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  await requireAdmin(ctx, request);
  const body = readBody(request);
  const type = str(body, 'type') ?? '';
  if (!linkTypes.includes(type))
    throw badRequest('validation_failed', 'Invalid email action link type requested');
  const email = validEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirectTo = referrer(request, ctx.stack.config.auth, str(body, 'redirect_to'));
  const password = str(body, 'password');
  if (type === 'signup' && password === undefined)
    throw unprocessable('validation_failed', 'Signup requires a valid password');
  if (password !== undefined) checkPasswordStrength(ctx.stack.config.auth.minimumPasswordLength, password);
  const passwordHash = password === undefined ? null : await ctx.hasher.hash(password);
  const existing = await findUserByEmail(ctx.stack.db, email);

  const result = await ctx.stack.db.transaction(async (tx) => {
    let user = existing ? await findUserById(tx, existing.id) : null;
    if (type === 'signup' || type === 'invite') {
      if (user && (user.emailConfirmed || type === 'invite'))
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      user ??= await newUser(tx, email, passwordHash, data, type === 'invite');
    }
    if (!user) throw notFound('user_not_found', 'User with this email not found');
    const otp = generateOtp(ctx.stack.config.auth.email.otpLength);
    let target = email;
    let column = 'recovery_token';
    let tokenType = 'recovery_token';
    let verification = type;
    if (type === 'signup' || type === 'invite') {
      column = 'confirmation_token';
      tokenType = 'confirmation_token';
    } else if (type.startsWith('email_change')) {
      const newEmail = validEmail(str(body, 'new_email'));
      if (await findUserByEmail(tx, newEmail))
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      await tx.query('update auth.users set email_change = $2, email_change_sent_at = now() where id = $1', [
        user.id,
        newEmail,
      ]);
      verification = 'email_change';
      if (type === 'email_change_new') target = newEmail;
      column = type === 'email_change_new' ? 'email_change_token_new' : 'email_change_token_current';
      tokenType = column;
    }
    const hashed = tokenHash(target, otp);
    const sentAt =
      column === 'confirmation_token'
        ? 'confirmation_sent_at'
        : column === 'recovery_token'
          ? 'recovery_sent_at'
          : 'email_change_sent_at';
    await tx.query(
      `update auth.users set ${column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`,
      [user.id, hashed],
    );
    await storeOneTimeToken(tx, user.id, tokenType, hashed, target);
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return { user: fresh, otp, hashed, verification };
  });
  const actionLink = `${ctx.issuer}/verify?token=${encodeURIComponent(result.hashed)}&type=${result.verification}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return json(200, {
    ...result.user.json,
    action_link: actionLink,
    email_otp: result.otp,
    hashed_token: result.hashed,
    verification_type: result.verification,
    redirect_to: redirectTo,
  });
}

export async function invite(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  await requireAdmin(ctx, request);
  const body = readBody(request);
  const email = validEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirectTo = referrer(request, ctx.stack.config.auth, str(body, 'redirect_to'));
  const existing = await findUserByEmail(ctx.stack.db, email);
  if (existing?.emailConfirmed)
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  const user = await ctx.stack.db.transaction(async (tx) => {
    const invited = existing
      ? await findUserById(tx, existing.id)
      : await newUser(tx, email, null, data, true);
    if (!invited) throw notFound('user_not_found', 'User not found');
    if (existing) await tx.query('update auth.users set invited_at = now() where id = $1', [invited.id]);
    // The invitation is a confirmation link; following it confirms the address and signs in.
    await sendTokenEmail(ctx, tx, invited, 'signup', null, redirectTo);
    return (await findUserById(tx, invited.id)) ?? invited;
  });
  return json(200, user.json);
}

/** GET/PUT /user and POST /logout (internal/api/user.go, logout.go). */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { authenticate } from './authenticate.ts';
import { sendEmailChange } from './emails.ts';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { checkPasswordStrength } from './passwordRules.ts';
import { readChallenge } from './pkce.ts';
import { referrer } from './redirect.ts';
import { obj, readBody, str, validEmail } from './request.ts';
import { findUserByEmail, findUserById, mergeMetadata } from './users.ts';

export async function getUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user } = await authenticate(ctx, request);
  return json(200, user.json);
}

export async function updateUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, sessionId } = await authenticate(ctx, request);
  const config = ctx.stack.config.auth;
  const body = readBody(request);
  if (body['app_metadata'] !== undefined && body['app_metadata'] !== null)
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const password = typeof body['password'] === 'string' ? body['password'] : undefined;
  const data = obj(body, 'data');
  const requestedEmail = str(body, 'email');
  const newEmail =
    requestedEmail && requestedEmail.toLowerCase() !== user.email ? validEmail(requestedEmail) : undefined;
  const challenge = readChallenge(body);

  let passwordHash: string | null = null;
  if (password !== undefined) {
    checkPasswordStrength(config.minimumPasswordLength, password);
    if (user.passwordHash && (await ctx.hasher.compare(password, user.passwordHash)))
      throw unprocessable('same_password', 'New password should be different from the old password.');
    passwordHash = await ctx.hasher.hash(password);
  }
  if (newEmail) {
    const other = await findUserByEmail(ctx.stack.db, newEmail);
    if (other && other.id !== user.id)
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }

  const updated = await ctx.stack.db.transaction(async (tx) => {
    if (passwordHash !== null) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        user.id,
        passwordHash,
      ]);
      // GoTrue's UpdatePassword signs the user out everywhere else.
      await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
        user.id,
        sessionId,
      ]);
    }
    if (data) {
      const fresh = await findUserById(tx, user.id);
      await tx.query(
        `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(mergeMetadata(fresh?.json.user_metadata ?? {}, data))],
      );
    }
    if (newEmail) {
      const fresh = await findUserById(tx, user.id);
      if (fresh) {
        await sendEmailChange(ctx, tx, fresh, newEmail, challenge, referrer(request, config));
      }
    }
    return findUserById(tx, user.id);
  });
  return json(200, updated?.json ?? user.json);
}

export async function logout(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const scope = request.url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others')
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await authenticate(ctx, request);
  if (scope === 'local' && sessionId) {
    await ctx.stack.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others' && sessionId) {
    await ctx.stack.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      sessionId,
    ]);
  } else {
    await ctx.stack.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
  return { status: 204 };
}

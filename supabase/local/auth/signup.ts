/** POST /signup and grant_type=password (internal/api/signup.go, token.go). */
import { randomUUID } from 'node:crypto';

import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { sendTokenEmail } from './emails.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { checkPasswordStrength, weakPassword } from './passwordRules.ts';
import { readChallenge } from './pkce.ts';
import { referrer } from './redirect.ts';
import { obj, readBody, str, validEmail } from './request.ts';
import { issueSession } from './tokens.ts';
import {
  confirmEmail,
  emailIdentityData,
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
} from './users.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

export async function signup(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const config = ctx.stack.config.auth;
  if (!config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const body = readBody(request);
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (!email && !phone) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(config.minimumPasswordLength, password);
  if (email && phone)
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!config.email.enableSignup) throw badRequest('email_provider_disabled', 'Email signups are disabled');
  const challenge = readChallenge(body);
  const address = validEmail(email);
  const data = obj(body, 'data') ?? {};
  const redirectTo = referrer(request, config);

  const existing = await findUserByEmail(ctx.stack.db, address);
  // Hash before the transaction: on PGlite a transaction holds the only connection.
  const passwordHash = existing ? null : await ctx.hasher.hash(password);

  const outcome = await ctx.stack.db.transaction(async (tx) => {
    let user = existing ? await findUserById(tx, existing.id) : null;
    if (user?.emailConfirmed) return { exists: true as const };
    if (!user) {
      const id = randomUUID();
      await insertUser(tx, {
        id,
        email: address,
        passwordHash,
        userMetadata: data,
        appMetadata: { provider: 'email', providers: ['email'] },
        confirmed: false,
        identity: { provider: 'email', data: emailIdentityData(id, address, false, data) },
      });
      user = await findUserById(tx, id);
    }
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    if (ctx.autoconfirm) {
      await confirmEmail(tx, user.id);
      return { token: await issueSession(ctx, tx, request, user.id, 'password') };
    }
    await sendTokenEmail(ctx, tx, user, 'signup', challenge, redirectTo);
    return { user: (await findUserById(tx, user.id))?.json };
  });

  if ('token' in outcome) return json(200, outcome.token);
  if ('user' in outcome) return json(200, outcome.user);
  if (ctx.autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
  // Confirmations on: answer as for a new address so sign-up cannot probe for accounts.
  const now = new Date().toISOString();
  return json(200, {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email: address,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  });
}

export async function passwordGrant(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = readBody(request);
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password') ?? '';
  if (email && phone)
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'missing email or phone');
  const user = await findUserByEmail(ctx.stack.db, email);
  if (!user?.passwordHash) throw invalidCredentials();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await ctx.hasher.compare(password, user.passwordHash))) throw invalidCredentials();
  if (!user.emailConfirmed) throw badRequest('email_not_confirmed', 'Email not confirmed');
  const token = await ctx.stack.db.transaction((tx) => issueSession(ctx, tx, request, user.id, 'password'));
  const weak = weakPassword(ctx.stack.config.auth.minimumPasswordLength, password);
  if (weak) token.weak_password = { reasons: ['length'], message: weak.message };
  return json(200, token);
}

/**
 * /verify (internal/api/verify.go). POST: a code (with the email) or a token_hash → a session.
 * GET: the email link → 303 to redirect_to with the session in the fragment (implicit) or
 * ?code= (tokens prefixed pkce_), or the error in the fragment.
 */
import type { Queryable } from '../db/database.ts';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { verifyPhone } from './disabled.ts';
import { tokenHash } from './emails.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { issueAuthCode } from './pkce.ts';
import {
  codeRedirect,
  errorRedirect,
  messageRedirect,
  redirect,
  referrer,
  tokenRedirect,
} from './redirect.ts';
import { readBody, str } from './request.ts';
import { issueSession, type AuthMethod, type TokenResponse } from './tokens.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserByToken,
  isBanned,
  syncProviders,
  type TokenColumn,
  type UserRecord,
} from './users.ts';

type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';
const verifyTypes = new Set<string>(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);

const singleConfirmationAccepted =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const columnsFor: Record<VerifyType, TokenColumn[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
};

const methodFor: Record<Exclude<VerifyType, 'email'>, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

const stripPkce = (token: string) => token.replace(/^pkce_/, '');

function sentAtFor(user: UserRecord, type: VerifyType): number | null {
  if (type === 'signup' || type === 'invite') return user.confirmationSentAt;
  if (type === 'email_change') return user.emailChangeSentAt;
  return user.recoverySentAt;
}

/** Which token of the user `hash` is, narrowing type "email" to signup or magiclink. */
function matchToken(user: UserRecord, type: VerifyType, hash: string): Exclude<VerifyType, 'email'> | null {
  const same = (stored: string) => stored !== '' && stripPkce(stored) === stripPkce(hash);
  if (type === 'email') {
    if (same(user.confirmationToken)) return 'signup';
    if (same(user.recoveryToken)) return 'magiclink';
    return null;
  }
  if (type === 'signup' || type === 'invite') return same(user.confirmationToken) ? type : null;
  if (type === 'email_change')
    return same(user.emailChangeTokenNew) || same(user.emailChangeTokenCurrent) ? type : null;
  return same(user.recoveryToken) ? type : null;
}

function expired(ctx: AuthContext, sentAt: number | null): boolean {
  return sentAt === null || sentAt + ctx.stack.config.auth.email.otpExpiry < Date.now() / 1000;
}

/** Applies a verified token; null when an email change still awaits its second link. */
async function apply(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRecord,
  type: Exclude<VerifyType, 'email'>,
  hash: string,
): Promise<'done' | 'pending'> {
  if (type === 'signup' || type === 'invite') await confirmEmail(tx, user.id);
  else if (type === 'magiclink' || type === 'recovery') {
    await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
    await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'`, [
      user.id,
    ]);
    if (!user.emailConfirmed) await confirmEmail(tx, user.id);
  } else {
    const email = ctx.stack.config.auth.email;
    if (!ctx.autoconfirm && email.doubleConfirmChanges && user.emailChangeConfirmStatus === 0 && user.email) {
      const current = stripPkce(user.emailChangeTokenCurrent) === stripPkce(hash);
      await tx.query(
        `update auth.users set email_change_confirm_status = 1, ${current ? 'email_change_token_current' : 'email_change_token_new'} = '',
           updated_at = now() where id = $1`,
        [user.id],
      );
      return 'pending';
    }
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0, email_change_sent_at = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = case when raw_user_meta_data ? 'email'
           then raw_user_meta_data || jsonb_build_object('email', email_change) else raw_user_meta_data end,
         updated_at = now()
       where id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
         updated_at = now() from auth.users u where u.id = $1 and i.user_id = u.id and i.provider = 'email'`,
      [user.id],
    );
    await tx.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
      [user.id],
    );
  }
  await syncProviders(tx, user.id);
  return 'done';
}

function readType(value: string | undefined | null): VerifyType {
  if (!value) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!verifyTypes.has(value)) throw badRequest('validation_failed', 'Unsupported verification type');
  return value as VerifyType;
}

export async function verifyPost(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = readBody(request);
  const phone = str(body, 'phone');
  if (phone && ['sms', 'phone_change'].includes(str(body, 'type') ?? '')) verifyPhone(phone);
  const type = readType(str(body, 'type'));
  const token = str(body, 'token');
  const givenHash = str(body, 'token_hash');
  if ((!token && !givenHash) || (token && givenHash))
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  const outcome = await ctx.stack.db.transaction(async (tx): Promise<TokenResponse | 'pending'> => {
    let user: UserRecord | null;
    let hash: string;
    let invalid: AuthError;
    if (token) {
      const email = str(body, 'email');
      if (!email || str(body, 'phone'))
        throw badRequest(
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      hash = tokenHash(email.toLowerCase(), token);
      invalid = forbidden('otp_expired', 'Token has expired or is invalid');
      user =
        type === 'email_change'
          ? await findUserByToken(tx, columnsFor.email_change, hash)
          : await findUserByEmail(tx, email);
    } else {
      hash = givenHash ?? '';
      invalid = forbidden('otp_expired', 'Email link is invalid or has expired');
      user = await findUserByToken(tx, columnsFor[type], hash);
    }
    if (!user) throw invalid;
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    const actual = matchToken(user, type, hash);
    if (!actual || expired(ctx, sentAtFor(user, actual))) throw invalid;
    if ((await apply(ctx, tx, user, actual, hash)) === 'pending') return 'pending';
    return issueSession(ctx, tx, request, user.id, 'otp');
  });
  if (outcome === 'pending') return json(200, { msg: singleConfirmationAccepted, code: '200' });
  return json(200, outcome);
}

export async function verifyGet(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const params = request.url.searchParams;
  const type = readType(params.get('type'));
  const token = params.get('token');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = referrer(request, ctx.stack.config.auth);
  const pkce = token.startsWith('pkce_');
  try {
    const location = await ctx.stack.db.transaction(async (tx) => {
      const user = await findUserByToken(tx, columnsFor[type], token);
      if (!user) throw forbidden('otp_expired', 'Email link is invalid or has expired');
      if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
      const actual = matchToken(user, type, token);
      if (!actual || expired(ctx, sentAtFor(user, actual)))
        throw forbidden('otp_expired', 'Email link is invalid or has expired');
      if ((await apply(ctx, tx, user, actual, token)) === 'pending')
        return messageRedirect(redirectTo, singleConfirmationAccepted, pkce);
      if (pkce) return codeRedirect(redirectTo, await issueAuthCode(tx, user.id, methodFor[actual]));
      return tokenRedirect(redirectTo, await issueSession(ctx, tx, request, user.id, 'otp'), {
        type: actual,
      });
    });
    return redirect(location);
  } catch (error) {
    if (error instanceof AuthError) return redirect(errorRedirect(redirectTo, error, pkce));
    throw error;
  }
}

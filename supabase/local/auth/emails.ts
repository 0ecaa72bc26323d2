/**
 * Sending the auth emails like GoTrue (internal/api/mail.go): a per-user frequency limit
 * (max_frequency), an instance-wide hourly limit (rate_limit.email_sent, applied only when
 * confirmations are on, as GoTrue does), then a one-time code whose hash is stored on the user
 * (prefixed pkce_ for PKCE) and linked as /auth/v1/verify?token=<hash>.
 */
import { createHash, randomInt } from 'node:crypto';

import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './context.ts';
import { AuthError, tooManyRequests } from './errors.ts';
import { createFlowState, type Challenge } from './pkce.ts';
import { renderAuthEmail, type EmailKind } from './templates.ts';
import { userLocale, type UserRecord } from './users.ts';

export type EmailLimiter = { allow(): boolean };

/** At most `perHour` emails in any sliding hour (0 → none at all, like GoTrue). */
export function createEmailLimiter(perHour: number, now = () => Date.now()): EmailLimiter {
  const sent: number[] = [];
  return {
    allow() {
      const t = now();
      while (sent.length > 0 && (sent[0] ?? 0) <= t - 3_600_000) sent.shift();
      if (sent.length >= perHour) return false;
      sent.push(t);
      return true;
    },
  };
}

/** crypto.GenerateTokenHash: hex SHA-224 of email + code. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export const generateOtp = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

function checkFrequency(ctx: AuthContext, sentAt: number | null): void {
  const frequency = ctx.stack.config.auth.email.maxFrequency;
  const wait = sentAt === null ? 0 : sentAt + frequency - Date.now() / 1000;
  if (wait > 0)
    throw tooManyRequests(
      `For security purposes, you can only request this after ${Math.floor(wait)} seconds.`,
    );
}

function checkInstanceLimit(ctx: AuthContext): void {
  if (ctx.stack.config.auth.rateLimit.emailSent === 0 || (!ctx.autoconfirm && !ctx.emailLimiter.allow()))
    throw tooManyRequests('email rate limit exceeded');
}

const verifyLink = (ctx: AuthContext, token: string, type: EmailKind, redirectTo: string) =>
  `${ctx.issuer}/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

/** What a template may show besides the link: GoTrue's TokenHash, RedirectTo, Data (user_metadata). */
type MailValues = {
  link: string;
  otp: string;
  tokenHash: string;
  redirectTo: string;
  email: string;
  newEmail?: string;
};

async function deliver(
  ctx: AuthContext,
  to: string,
  kind: EmailKind,
  user: UserRecord,
  locale: string,
  values: MailValues,
): Promise<void> {
  try {
    const rendered = renderAuthEmail(
      kind,
      ctx.stack.config.auth.email.templates,
      {
        ConfirmationURL: values.link,
        Token: values.otp,
        TokenHash: values.tokenHash,
        SiteURL: ctx.stack.config.auth.siteUrl,
        RedirectTo: values.redirectTo,
        Email: values.email,
        ...(values.newEmail === undefined ? {} : { NewEmail: values.newEmail }),
        Data: user.json.user_metadata,
      },
      locale,
    );
    await ctx.mailbox.send({ to, kind, otp: values.otp, ...rendered });
  } catch (error) {
    console.error('auth: sending email failed', error);
    throw new AuthError(
      500,
      'unexpected_failure',
      `Error sending ${kind === 'signup' ? 'confirmation' : kind} email`,
    );
  }
}

export async function storeOneTimeToken(
  tx: Queryable,
  userId: string,
  type: string,
  hash: string,
  relatesTo: string,
) {
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, updated_at = now()`,
    [userId, type, hash, relatesTo],
  );
}

/** The flow state each emailed link completes (GoTrue's provider type and auth method). */
const flowStateKinds = {
  signup: { providerType: 'email', authMethod: 'email/signup' },
  magiclink: { providerType: 'magiclink', authMethod: 'magiclink' },
  recovery: { providerType: 'recovery', authMethod: 'recovery' },
  email_change: { providerType: 'email_change', authMethod: 'email_change' },
} as const;

/** A request that carried a code_challenge gets a PKCE flow state; its link then yields ?code=. */
async function startPkceFlow(
  tx: Queryable,
  challenge: Challenge,
  kind: (typeof flowStateKinds)[keyof typeof flowStateKinds],
  userId: string,
): Promise<void> {
  if (challenge) await createFlowState(tx, { challenge, ...kind, userId });
}

/**
 * Confirmation (signup), magic link or recovery email; with a PKCE challenge, its flow state
 * too, so the link redirects with ?code= instead of tokens.
 */
export async function sendTokenEmail(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRecord,
  kind: 'signup' | 'magiclink' | 'recovery',
  challenge: Challenge,
  redirectTo: string,
  locale = userLocale(user),
): Promise<void> {
  const email = user.email ?? '';
  // Magic links share the recovery timer, as in GoTrue, to stop abuse through either door.
  checkFrequency(ctx, kind === 'signup' ? user.confirmationSentAt : user.recoverySentAt);
  checkInstanceLimit(ctx);
  await startPkceFlow(tx, challenge, flowStateKinds[kind], user.id);
  const otp = generateOtp(ctx.stack.config.auth.email.otpLength);
  const stored = (challenge ? 'pkce_' : '') + tokenHash(email, otp);
  await deliver(ctx, email, kind, user, locale, {
    link: verifyLink(ctx, stored, kind, redirectTo),
    otp,
    tokenHash: stored,
    redirectTo,
    email,
  });
  const [column, sentAt, type] =
    kind === 'signup'
      ? ['confirmation_token', 'confirmation_sent_at', 'confirmation_token']
      : ['recovery_token', 'recovery_sent_at', 'recovery_token'];
  await tx.query(
    `update auth.users set ${column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, stored],
  );
  await storeOneTimeToken(tx, user.id, type, stored, email);
}

/**
 * Email change: a link to the new address and, with double_confirm_changes ("secure email
 * change"), one to the current address too; both must be followed unless autoconfirm.
 */
export async function sendEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRecord,
  newEmail: string,
  challenge: Challenge,
  redirectTo: string,
): Promise<void> {
  checkFrequency(ctx, user.emailChangeSentAt);
  checkInstanceLimit(ctx);
  await startPkceFlow(tx, challenge, flowStateKinds.email_change, user.id);
  const prefix = challenge ? 'pkce_' : '';
  const locale = userLocale(user);
  const oldEmail = user.email ?? '';
  const otpNew = generateOtp(ctx.stack.config.auth.email.otpLength);
  const tokenNew = prefix + tokenHash(newEmail, otpNew);
  let tokenCurrent = '';
  const values = { email: oldEmail, newEmail, redirectTo };
  await deliver(ctx, newEmail, 'email_change', user, locale, {
    ...values,
    otp: otpNew,
    tokenHash: tokenNew,
    link: verifyLink(ctx, tokenNew, 'email_change', redirectTo),
  });
  if (ctx.stack.config.auth.email.doubleConfirmChanges && oldEmail) {
    const otpCurrent = generateOtp(ctx.stack.config.auth.email.otpLength);
    tokenCurrent = prefix + tokenHash(oldEmail, otpCurrent);
    await deliver(ctx, oldEmail, 'email_change', user, locale, {
      ...values,
      otp: otpCurrent,
      tokenHash: tokenCurrent,
      link: verifyLink(ctx, tokenCurrent, 'email_change', redirectTo),
    });
    await storeOneTimeToken(tx, user.id, 'email_change_token_current', tokenCurrent, oldEmail);
  }
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  );
  await storeOneTimeToken(tx, user.id, 'email_change_token_new', tokenNew, newEmail);
}

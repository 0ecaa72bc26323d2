/**
 * Manual identity linking (internal/api/identity.go), behind `[auth] enable_manual_linking`:
 * linkIdentity sends the signed-in user through a provider's consent (only Google here, through
 * the local test page) and the callback adds that identity to the user; unlinkIdentity removes
 * one of several. With linking off, GoTrue's own 'Manual linking is disabled'.
 */
import type { Queryable } from '../db/database.ts';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import { authenticate } from './authenticate.ts';
import type { AuthContext } from './context.ts';
import { notFound, unprocessable } from './errors.ts';
import { providerRedirect } from './google.ts';
import { confirmEmail, findUserById, isUuid, syncProviders } from './users.ts';

/** requireAuthentication, then requireManualLinkingEnabled. */
async function linkingUser(ctx: AuthContext, request: ApiRequest) {
  const auth = await authenticate(ctx, request);
  if (!ctx.stack.config.auth.enableManualLinking)
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  return auth;
}

/** GET /user/identities/authorize?provider=…: the provider's URL ({url} with skip_http_redirect). */
export async function linkIdentity(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user } = await linkingUser(ctx, request);
  return providerRedirect(ctx, request, user.id);
}

/** linkIdentityToUser: the provider's identity joins the target user, unless it is anyone's already. */
export async function linkIdentityToUser(
  tx: Queryable,
  targetUserId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
): Promise<string> {
  const { rows } = await tx.query<{ user_id: string }>(
    `select user_id::text as user_id from auth.identities where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  const owner = rows[0]?.user_id;
  if (owner === targetUserId) throw unprocessable('identity_already_exists', 'Identity is already linked');
  if (owner) throw unprocessable('identity_already_exists', 'Identity is already linked to another user');
  const target = await findUserById(tx, targetUserId);
  if (!target) throw unprocessable('user_not_found', 'Linking target user not found');
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [providerId, targetUserId, JSON.stringify(data), provider],
  );
  // A user without an email (an anonymous one) takes the provider's verified email.
  if (!target.email && typeof data['email'] === 'string' && data['email_verified'] === true) {
    await tx.query(
      `update auth.users set email = $2, is_anonymous = false, updated_at = now() where id = $1`,
      [targetUserId, data['email']],
    );
    await confirmEmail(tx, targetUserId);
  }
  await syncProviders(tx, targetUserId);
  return targetUserId;
}

/** DELETE /user/identities/<identity id>: never the last one. */
export async function unlinkIdentity(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user } = await linkingUser(ctx, request);
  const identityId = request.path.split('/')[3] ?? '';
  if (!isUuid(identityId)) throw notFound('validation_failed', 'identity_id must be an UUID');
  const identities = user.json['identities'] as { identity_id: string; provider: string }[];
  if (identities.length <= 1)
    throw unprocessable(
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    );
  if (!identities.some((identity) => identity.identity_id === identityId))
    throw unprocessable('identity_not_found', "Identity doesn't exist");
  await ctx.stack.db.transaction(async (tx) => {
    await tx.query(`delete from auth.identities where id = $1 and user_id = $2`, [identityId, user.id]);
    // UpdateUserEmailFromIdentities: keep the email if an identity still has it, else take the
    // first remaining one's (verified emails first, then the oldest).
    await tx.query(
      `update auth.users u set email = i.email, updated_at = now()
       from (select email from auth.identities where user_id = $1 and coalesce(email, '') <> ''
             order by (identity_data ->> 'email_verified')::boolean is not true, created_at, id limit 1) i
       where u.id = $1 and not exists (
         select 1 from auth.identities k where k.user_id = $1 and k.email = lower(u.email))`,
      [user.id],
    );
    await syncProviders(tx, user.id);
  });
  return json(200, {});
}

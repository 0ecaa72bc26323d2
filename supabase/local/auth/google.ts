/**
 * Sign in with Google, locally (DEVELOPMENT ONLY). /authorize?provider=google sends the
 * browser to a page of this server standing in for Google's consent screen, where the
 * developer picks or types a test identity. That page then goes to /callback?code&state
 * exactly as Google would, and the callback ends like GoTrue's (internal/api/external.go):
 * a redirect to redirect_to with the session in the fragment, or ?code= for PKCE.
 * The state and the code are JWTs signed with the stack's secret, so nothing is kept in memory.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { Queryable } from '../db/database.ts';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { createFlowState, readChallenge } from './pkce.ts';
import { codeRedirect, errorRedirect, redirect, referrer, tokenRedirect } from './redirect.ts';
import { linkIdentityToUser } from './identities.ts';
import { issueSession } from './tokens.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  mergeMetadata,
  syncProviders,
} from './users.ts';

export const devGooglePath = '/_dev/google';
const lifetimeSeconds = 600;
const now = () => Math.floor(Date.now() / 1000);

/** linkingTargetId: the signed-in user a manual link (linkIdentity) adds the identity to. */
type State = { referrer: string; flowStateId: string | null; linkingTargetId: string | null };

function sign(ctx: AuthContext, claims: Record<string, unknown>): Promise<string> {
  return ctx.stack.keys.jwt.signWithSecret({ ...claims, iat: now(), exp: now() + lifetimeSeconds });
}

async function readState(ctx: AuthContext, raw: string | null): Promise<State> {
  const result = raw ? await ctx.stack.keys.jwt.verify(raw) : null;
  if (
    !result?.ok ||
    result.claims['typ'] !== 'dev-google-state' ||
    typeof result.claims['referrer'] !== 'string'
  )
    throw badRequest('bad_oauth_state', 'OAuth state parameter is invalid');
  const { flow_state_id: flow, linking_target_id: target } = result.claims;
  return {
    referrer: result.claims['referrer'],
    flowStateId: typeof flow === 'string' ? flow : null,
    linkingTargetId: typeof target === 'string' ? target : null,
  };
}

/** A stable Google-like numeric subject per email, so the same test identity comes back. */
const googleSub = (email: string) =>
  BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`)
    .toString()
    .padStart(21, '1');

export function authorize(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  return providerRedirect(ctx, request, null);
}

/**
 * GetExternalProviderRedirectURL: to the provider's consent page, with the PKCE flow state and,
 * for linkIdentity, the user to link to in the (signed) state.
 */
export async function providerRedirect(
  ctx: AuthContext,
  request: ApiRequest,
  linkingTargetId: string | null,
): Promise<ApiResponse> {
  const params = request.url.searchParams;
  const provider = params.get('provider') ?? '';
  if (provider !== 'google' || !ctx.stack.config.auth.external['google']?.enabled)
    throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  const challenge = readChallenge({
    code_challenge: params.get('code_challenge'),
    code_challenge_method: params.get('code_challenge_method'),
  });
  const flowStateId = challenge
    ? (
        await ctx.stack.db.transaction((tx) =>
          createFlowState(tx, { challenge, providerType: 'google', authMethod: 'oauth', userId: null }),
        )
      ).id
    : null;
  const state = await sign(ctx, {
    typ: 'dev-google-state',
    provider: 'google',
    referrer: referrer(request, ctx.stack.config.auth),
    flow_state_id: flowStateId,
    linking_target_id: linkingTargetId,
  });
  const target = `${ctx.issuer}${devGooglePath}?${new URLSearchParams({ state, scope: params.get('scopes') ?? '' }).toString()}`;
  if (params.get('skip_http_redirect') === 'true') return json(200, { url: target });
  return redirect(target, 302);
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stand-in consent page (French, like the app). */
async function page(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const state = request.url.searchParams.get('state') ?? '';
  await readState(ctx, state);
  const { rows } = await ctx.stack.db.query<{ email: string; name: string | null }>(
    `select identity_data ->> 'email' as email, identity_data ->> 'name' as name from auth.identities
     where provider = 'google' order by last_sign_in_at desc nulls last limit 20`,
  );
  const action = `${ctx.issuer}${devGooglePath}/continue`;
  const known = rows
    .map(
      (
        row,
      ) => `<form method="get" action="${action}"><input type="hidden" name="state" value="${escape(state)}">
        <input type="hidden" name="email" value="${escape(row.email)}"><input type="hidden" name="name" value="${escape(row.name ?? '')}">
        <button type="submit">${escape(row.name ? `${row.name} <${row.email}>` : row.email)}</button></form>`,
    )
    .join('');
  const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google (test local)</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
form{margin:.5rem 0}label{display:block;margin:.5rem 0}input[type=email],input[type=text]{width:100%;padding:.4rem}button{padding:.5rem 1rem}</style></head>
<body><h1>Connexion avec Google (test local)</h1>
<p>Fournisseur d'identité de développement : aucune donnée n'est envoyée à Google. Choisissez ou saisissez une identité de test.</p>
${known ? `<h2>Identités déjà utilisées</h2>${known}` : ''}
<h2>Nouvelle identité</h2>
<form method="get" action="${action}"><input type="hidden" name="state" value="${escape(state)}">
<label>Adresse e-mail <input type="email" name="email" required autocomplete="email" value="test@example.com"></label>
<label>Nom <input type="text" name="name" autocomplete="name" value="Test Google"></label>
<button type="submit">Continuer</button></form></body></html>`;
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body,
  };
}

/** What Google does after consent: back to the callback with a code (here a signed identity). */
async function proceed(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const params = request.url.searchParams;
  const state = params.get('state') ?? '';
  await readState(ctx, state);
  const email = (params.get('email') ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw badRequest('validation_failed', 'A test email address is required');
  const name = (params.get('name') ?? '').trim() || (email.split('@')[0] ?? email);
  const code = await sign(ctx, { typ: 'dev-google-code', sub: googleSub(email), email, name });
  return redirect(`${ctx.issuer}/callback?${new URLSearchParams({ code, state }).toString()}`, 302);
}

function identityData(claims: { sub: string; email: string; name: string }): Record<string, unknown> {
  const picture = `https://www.gravatar.com/avatar/${createHash('md5').update(claims.email).digest('hex')}?d=identicon`;
  return {
    iss: 'https://accounts.google.com',
    sub: claims.sub,
    provider_id: claims.sub,
    email: claims.email,
    email_verified: true,
    phone_verified: false,
    name: claims.name,
    full_name: claims.name,
    picture,
    avatar_url: picture,
  };
}

/** Finds or creates the user of a Google identity (linking by verified email, like GoTrue). */
async function signInUser(
  ctx: AuthContext,
  tx: Queryable,
  data: Record<string, unknown>,
  sub: string,
  email: string,
) {
  const { rows } = await tx.query<{ user_id: string }>(
    `select user_id::text as user_id from auth.identities where provider = 'google' and provider_id = $1`,
    [sub],
  );
  let userId = rows[0]?.user_id;
  if (userId) {
    await tx.query(
      `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now()
       where provider = 'google' and provider_id = $1`,
      [sub, JSON.stringify(data)],
    );
  } else {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      userId = existing.id;
      await insertIdentity(tx, userId, 'google', sub, data);
    } else {
      const config = ctx.stack.config.auth;
      if (!config.enableSignup)
        throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      userId = await insertUser(tx, {
        id: randomUUID(),
        email,
        passwordHash: null,
        userMetadata: data,
        appMetadata: { provider: 'google', providers: ['google'] },
        confirmed: true,
        identity: { provider: 'google', providerId: sub, data },
      });
    }
  }
  const user = await findUserById(tx, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error loading user');
  // GoTrue refreshes user_metadata from the provider's claims on every sign-in.
  await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
    userId,
    JSON.stringify(mergeMetadata(user.json.user_metadata, data)),
  ]);
  if (!user.emailConfirmed) await confirmEmail(tx, userId);
  await syncProviders(tx, userId);
  return userId;
}

export async function callback(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const params = request.url.searchParams;
  const state = await readState(ctx, params.get('state'));
  const pkce = state.flowStateId !== null;
  try {
    const providerError = params.get('error');
    if (providerError)
      throw new AuthError(403, 'provider_error', params.get('error_description') ?? providerError);
    const result = await ctx.stack.keys.jwt.verify(params.get('code') ?? '');
    const claims = result.ok ? result.claims : null;
    if (
      !claims ||
      claims['typ'] !== 'dev-google-code' ||
      typeof claims['email'] !== 'string' ||
      typeof claims.sub !== 'string'
    )
      throw new AuthError(400, 'bad_oauth_callback', 'OAuth callback with invalid code');
    const identity = {
      sub: claims.sub,
      email: claims['email'],
      name: typeof claims['name'] === 'string' ? claims['name'] : '',
    };
    const providerToken = `dev-google-${randomBytes(16).toString('hex')}`;
    const location = await ctx.stack.db.transaction(async (tx) => {
      const data = identityData(identity);
      const userId = state.linkingTargetId
        ? await linkIdentityToUser(tx, state.linkingTargetId, 'google', identity.sub, data)
        : await signInUser(ctx, tx, data, identity.sub, identity.email);
      if (state.flowStateId) {
        const { rows } = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set user_id = $2, provider_access_token = $3, auth_code_issued_at = now(), updated_at = now()
           where id = $1 returning auth_code`,
          [state.flowStateId, userId, providerToken],
        );
        const code = rows[0]?.auth_code;
        if (!code)
          throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        return codeRedirect(state.referrer, code);
      }
      const token = await issueSession(ctx, tx, request, userId, 'oauth');
      token.provider_token = providerToken;
      return tokenRedirect(state.referrer, token);
    });
    return redirect(location, 302);
  } catch (error) {
    if (error instanceof AuthError) return redirect(errorRedirect(state.referrer, error, pkce), 302);
    throw error;
  }
}

export function devGoogle(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  if (request.path === devGooglePath) return page(ctx, request);
  return proceed(ctx, request);
}

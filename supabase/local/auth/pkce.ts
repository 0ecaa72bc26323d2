/**
 * PKCE flow states (internal/models/flow_state.go): created when a request carries a
 * code_challenge, given an auth code when the email link / OAuth callback completes, and
 * exchanged once at grant_type=pkce for a session.
 */
import { createHash, randomUUID } from 'node:crypto';

import type { Queryable } from '../db/database.ts';
import type { ApiRequest } from '../http.ts';
import type { AuthContext } from './context.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { str, type Body } from './request.ts';
import { issueSession, type AuthMethod, type TokenResponse } from './tokens.ts';

/** GoTrue's FlowStateExpiryDuration default. */
const flowStateExpirySeconds = 300;

export type Challenge = { method: 's256' | 'plain'; challenge: string } | null;

/** validatePKCEParams: both or neither; null (what auth-js sends in implicit mode) is absent. */
export function readChallenge(body: Body): Challenge {
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method');
  if (!challenge && !method) return null;
  if (!challenge || !method)
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain')
    throw badRequest('validation_failed', 'code challenge method not supported');
  return { method: normalized, challenge };
}

export async function createFlowState(
  tx: Queryable,
  options: {
    challenge: NonNullable<Challenge>;
    providerType: string;
    authMethod: AuthMethod;
    userId: string | null;
  },
): Promise<{ id: string; authCode: string }> {
  const id = randomUUID();
  const authCode = randomUUID();
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
    [
      id,
      options.userId,
      authCode,
      options.challenge.method,
      options.challenge.challenge,
      options.providerType,
      options.authMethod,
    ],
  );
  return { id, authCode };
}

/** The auth code of the user's latest flow state for this method (issueAuthCode). */
export async function issueAuthCode(tx: Queryable, userId: string, authMethod: AuthMethod): Promise<string> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `select id::text as id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, authMethod],
  );
  const row = rows[0];
  if (!row)
    throw notFound(
      'flow_state_not_found',
      'No associated flow state found. invalid flow state, no valid flow state found',
    );
  await tx.query(`update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`, [
    row.id,
  ]);
  return row.auth_code;
}

function verifierMatches(method: string, challenge: string, verifier: string): boolean {
  if (method === 'plain') return verifier === challenge;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

type FlowRow = {
  id: string;
  user_id: string | null;
  code_challenge_method: string;
  code_challenge: string;
  authentication_method: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  age: number;
};

/** grant_type=pkce */
export async function pkceGrant(ctx: AuthContext, request: ApiRequest, body: Body): Promise<TokenResponse> {
  const authCode = str(body, 'auth_code');
  const verifier = str(body, 'code_verifier');
  if (!authCode || !verifier)
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  return ctx.stack.db.transaction(async (tx) => {
    const { rows } = await tx.query<FlowRow>(
      `select id::text as id, user_id::text as user_id, code_challenge_method, code_challenge, authentication_method,
         provider_access_token, provider_refresh_token,
         extract(epoch from now() - coalesce(auth_code_issued_at, created_at))::float8 as age
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow || !flow.user_id)
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (flow.age > flowStateExpirySeconds)
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    if (!verifierMatches(flow.code_challenge_method, flow.code_challenge, verifier))
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
    const token = await issueSession(
      ctx,
      tx,
      request,
      flow.user_id,
      flow.authentication_method as AuthMethod,
    );
    if (flow.provider_access_token) token.provider_token = flow.provider_access_token;
    if (flow.provider_refresh_token) token.provider_refresh_token = flow.provider_refresh_token;
    await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
    return token;
  });
}

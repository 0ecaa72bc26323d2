/** /admin/users (internal/api/admin.go), for JWTs whose role is service_role. */
import { randomUUID } from 'node:crypto';

import { parseDuration } from '../config.ts';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { requireAdmin } from './authenticate.ts';
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts';
import { checkPasswordStrength } from './passwordRules.ts';
import { bool, obj, readBody, str, validEmail, type Body } from './request.ts';
import {
  confirmEmail,
  emailIdentityData,
  findUserByEmail,
  findUserById,
  insertUser,
  isUuid,
  listUsers,
  mergeMetadata,
} from './users.ts';

const methodNotAllowed = () => new AuthError(405, 'method_not_allowed', 'Method not allowed');

const duplicateEmail = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** ban_duration: "none" lifts a ban, otherwise a Go duration ("24h", "30m"). */
function banUntil(body: Body): Date | null | undefined {
  const value = str(body, 'ban_duration');
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  if (!/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(value))
    throw badRequest('validation_failed', 'invalid format for ban duration: ' + value);
  return new Date(Date.now() + parseDuration(value, 0) * 1000);
}

async function hashFrom(ctx: AuthContext, body: Body): Promise<string | null | undefined> {
  const password = str(body, 'password');
  const given = str(body, 'password_hash');
  if (password !== undefined) {
    checkPasswordStrength(ctx.stack.config.auth.minimumPasswordLength, password);
    return ctx.hasher.hash(password);
  }
  if (given !== undefined) {
    if (!/^\$2[aby]\$\d\d\$/.test(given))
      throw badRequest('validation_failed', 'Invalid password hash format');
    return given;
  }
  return undefined;
}

async function createUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = readBody(request);
  if (str(body, 'phone'))
    throw badRequest('phone_provider_disabled', 'Phone users are not supported by the local auth server');
  const email = validEmail(str(body, 'email'));
  const id = str(body, 'id') ?? randomUUID();
  if (!isUuid(id)) throw badRequest('validation_failed', 'id must be a valid UUID');
  if (await findUserByEmail(ctx.stack.db, email)) throw duplicateEmail();
  if (await findUserById(ctx.stack.db, id))
    throw unprocessable('user_already_exists', 'User already registered');
  const passwordHash = (await hashFrom(ctx, body)) ?? null;
  const confirmed = bool(body, 'email_confirm') ?? false;
  const bannedUntil = banUntil(body);
  const user = await ctx.stack.db.transaction(async (tx) => {
    await insertUser(tx, {
      id,
      email,
      passwordHash,
      userMetadata: obj(body, 'user_metadata') ?? {},
      appMetadata: mergeMetadata(
        { provider: 'email', providers: ['email'] },
        obj(body, 'app_metadata') ?? {},
      ),
      confirmed,
      ...(str(body, 'role') ? { role: str(body, 'role') ?? 'authenticated' } : {}),
      ...(bannedUntil ? { bannedUntil } : {}),
      identity: { provider: 'email', data: emailIdentityData(id, email, confirmed) },
    });
    return findUserById(tx, id);
  });
  return json(200, user?.json);
}

async function updateUser(ctx: AuthContext, request: ApiRequest, id: string): Promise<ApiResponse> {
  const body = readBody(request);
  const existing = await findUserById(ctx.stack.db, id);
  if (!existing) throw notFound('user_not_found', 'User not found');
  const requestedEmail = str(body, 'email');
  const email = requestedEmail ? validEmail(requestedEmail) : undefined;
  if (email && email !== existing.email) {
    const other = await findUserByEmail(ctx.stack.db, email);
    if (other && other.id !== id) throw duplicateEmail();
  }
  const passwordHash = await hashFrom(ctx, body);
  const bannedUntil = banUntil(body);
  const userMetadata = obj(body, 'user_metadata');
  const appMetadata = obj(body, 'app_metadata');
  const role = str(body, 'role');
  const user = await ctx.stack.db.transaction(async (tx) => {
    const fresh = (await findUserById(tx, id)) ?? existing;
    const set = (sql: string, value: unknown) =>
      tx.query(`update auth.users set ${sql}, updated_at = now() where id = $1`, [id, value]);
    if (email && email !== fresh.email) {
      await set('email = $2', email);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
         where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (passwordHash !== undefined) await set('encrypted_password = $2', passwordHash);
    if (userMetadata)
      await set(
        'raw_user_meta_data = $2::jsonb',
        JSON.stringify(mergeMetadata(fresh.json.user_metadata, userMetadata)),
      );
    if (appMetadata)
      await set(
        'raw_app_meta_data = $2::jsonb',
        JSON.stringify(mergeMetadata(fresh.json.app_metadata, appMetadata)),
      );
    if (role) await set('role = $2', role);
    if (bannedUntil !== undefined)
      await set('banned_until = $2::timestamptz', bannedUntil?.toISOString() ?? null);
    if (bool(body, 'email_confirm') === true) await confirmEmail(tx, id);
    return findUserById(tx, id);
  });
  return json(200, user?.json);
}

async function deleteUser(ctx: AuthContext, request: ApiRequest, id: string): Promise<ApiResponse> {
  const body = readBody(request);
  if (!(await findUserById(ctx.stack.db, id))) throw notFound('user_not_found', 'User not found');
  if (bool(body, 'should_soft_delete') === true) {
    // Soft delete (SoftDeleteUser): the row stays, unusable, its identities and sessions go.
    await ctx.stack.db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
           raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
        [id],
      );
      await tx.query('delete from auth.identities where user_id = $1', [id]);
      await tx.query('delete from auth.sessions where user_id = $1', [id]);
    });
  } else {
    await ctx.stack.db.query('delete from auth.users where id = $1', [id]);
  }
  return json(200, {});
}

async function list(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const params = request.url.searchParams;
  const page = Number(params.get('page') || 1);
  const perPage = Number(params.get('per_page') || 50);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1)
    throw badRequest('validation_failed', 'Bad Pagination Parameters');
  const { users, total } = await listUsers(ctx.stack.db, page, perPage);
  // pagination.go: path as GoTrue sees it, query keys sorted (page first, as auth-js expects).
  const link = (target: number) => `</admin/users?page=${target}&per_page=${perPage}>`;
  const pages = Math.ceil(total / perPage);
  const links = [...(pages > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(pages)}; rel="last"`];
  return json(
    200,
    { users, aud: 'authenticated' },
    { 'x-total-count': String(total), link: links.join(', ') },
  );
}

export async function admin(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  await requireAdmin(ctx, request);
  const match = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(request.path);
  if (!match) throw notFound('not_found', 'Not found');
  const id = match[1];
  if (id === undefined) {
    if (request.method === 'GET') return list(ctx, request);
    if (request.method === 'POST') return createUser(ctx, request);
    throw methodNotAllowed();
  }
  if (!isUuid(id)) throw notFound('user_not_found', 'User not found');
  if (request.method === 'GET') {
    const user = await findUserById(ctx.stack.db, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    return json(200, user.json);
  }
  if (request.method === 'PUT') return updateUser(ctx, request, id);
  if (request.method === 'DELETE') return deleteUser(ctx, request, id);
  throw methodNotAllowed();
}

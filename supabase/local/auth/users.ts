/**
 * auth.users rows as GoTrue reads and writes them, and the User JSON it answers with
 * (internal/models/user.go). The JSON is built by PostgreSQL so PGlite and node-postgres
 * render timestamps and jsonb the same way.
 */
import { randomUUID } from 'node:crypto';

import type { Queryable } from '../db/database.ts';

export type UserJson = Record<string, unknown> & {
  id: string;
  email: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
};

export type UserRecord = {
  json: UserJson;
  id: string;
  email: string | null;
  passwordHash: string | null;
  emailConfirmed: boolean;
  confirmationToken: string;
  /** Epoch seconds. */
  confirmationSentAt: number | null;
  recoveryToken: string;
  recoverySentAt: number | null;
  emailChange: string;
  emailChangeTokenNew: string;
  emailChangeTokenCurrent: string;
  emailChangeSentAt: number | null;
  emailChangeConfirmStatus: number;
  bannedUntil: number | null;
  isAnonymous: boolean;
};

type Row = {
  user_json: string;
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed: boolean;
  confirmation_token: string | null;
  confirmation_sent_at: number | null;
  recovery_token: string | null;
  recovery_sent_at: number | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: number | null;
  email_change_confirm_status: number | null;
  banned_until: number | null;
  is_anonymous: boolean;
};

/** The Factor JSON of GoTrue (models/factor.go), built by the database like the User JSON. */
export const factorJsonSql = (alias: string) => `jsonb_strip_nulls(jsonb_build_object(
    'id', ${alias}.id, 'friendly_name', nullif(${alias}.friendly_name, ''), 'factor_type', ${alias}.factor_type,
    'status', ${alias}.status, 'created_at', ${alias}.created_at, 'updated_at', ${alias}.updated_at))
    || jsonb_build_object('phone', coalesce(${alias}.phone, ''), 'last_challenged_at', ${alias}.last_challenged_at)`;

const epoch = (column: string) => `extract(epoch from u.${column})::float8 as ${column}`;

const selectUser = `
  select jsonb_build_object(
    'id', u.id, 'aud', coalesce(u.aud, ''), 'role', coalesce(u.role, ''), 'email', coalesce(u.email, ''),
    'email_confirmed_at', u.email_confirmed_at, 'invited_at', u.invited_at,
    'phone', coalesce(u.phone, ''), 'phone_confirmed_at', u.phone_confirmed_at,
    'confirmation_sent_at', u.confirmation_sent_at, 'confirmed_at', u.confirmed_at,
    'recovery_sent_at', u.recovery_sent_at, 'new_email', nullif(u.email_change, ''),
    'email_change_sent_at', u.email_change_sent_at, 'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
        'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
        'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
      from auth.identities i where i.user_id = u.id), '[]'::jsonb),
    'factors', (
      select jsonb_agg(${factorJsonSql('f')} order by f.created_at)
      from auth.mfa_factors f where f.user_id = u.id),
    'created_at', u.created_at, 'updated_at', u.updated_at, 'banned_until', u.banned_until,
    'deleted_at', u.deleted_at, 'is_anonymous', u.is_anonymous
  )::text as user_json,
  u.id::text as id, u.email, u.encrypted_password, u.email_confirmed_at is not null as email_confirmed,
  u.confirmation_token, ${epoch('confirmation_sent_at')}, u.recovery_token, ${epoch('recovery_sent_at')},
  u.email_change, u.email_change_token_new, u.email_change_token_current, ${epoch('email_change_sent_at')},
  u.email_change_confirm_status::int as email_change_confirm_status, ${epoch('banned_until')}, u.is_anonymous
  from auth.users u`;

/** Fields GoTrue marks `omitempty`: absent rather than null in its JSON. */
const omitWhenNull = new Set([
  'factors',
  'email_confirmed_at',
  'invited_at',
  'phone_confirmed_at',
  'confirmation_sent_at',
  'confirmed_at',
  'recovery_sent_at',
  'new_email',
  'email_change_sent_at',
  'last_sign_in_at',
  'banned_until',
  'deleted_at',
]);

function toRecord(row: Row): UserRecord {
  const json = JSON.parse(row.user_json) as UserJson;
  for (const key of omitWhenNull) if (json[key] === null) delete json[key];
  for (const identity of json['identities'] as Record<string, unknown>[])
    if (identity['email'] === null) delete identity['email'];
  return {
    json,
    id: row.id,
    email: row.email,
    passwordHash: row.encrypted_password || null,
    emailConfirmed: row.email_confirmed,
    confirmationToken: row.confirmation_token ?? '',
    confirmationSentAt: row.confirmation_sent_at,
    recoveryToken: row.recovery_token ?? '',
    recoverySentAt: row.recovery_sent_at,
    emailChange: row.email_change ?? '',
    emailChangeTokenNew: row.email_change_token_new ?? '',
    emailChangeTokenCurrent: row.email_change_token_current ?? '',
    emailChangeSentAt: row.email_change_sent_at,
    emailChangeConfirmStatus: row.email_change_confirm_status ?? 0,
    bannedUntil: row.banned_until,
    isAnonymous: row.is_anonymous,
  };
}

async function findOne(db: Queryable, where: string, params: unknown[]): Promise<UserRecord | null> {
  const { rows } = await db.query<Row>(`${selectUser} where ${where} limit 1`, params);
  return rows[0] ? toRecord(rows[0]) : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

export const findUserById = (db: Queryable, id: string) =>
  isUuid(id) ? findOne(db, 'u.id = $1', [id]) : Promise.resolve(null);

export const findUserByEmail = (db: Queryable, email: string) =>
  findOne(db, 'lower(u.email) = lower($1) and u.is_sso_user = false', [email]);

export type TokenColumn =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

/** Users whose stored token (with or without the pkce_ prefix) is `hash`. */
export const findUserByToken = (db: Queryable, columns: readonly TokenColumn[], hash: string) =>
  findOne(db, `(${columns.map((column) => `u.${column} in ($1::text, 'pkce_' || $1::text)`).join(' or ')})`, [
    hash,
  ]);

export function isBanned(user: UserRecord, now = Date.now() / 1000): boolean {
  return user.bannedUntil !== null && user.bannedUntil > now;
}

/** The user's language for emails: user_metadata.locale, else French. */
export function userLocale(user: UserRecord): string {
  const locale = user.json.user_metadata['locale'];
  return typeof locale === 'string' && locale !== '' ? locale : 'fr';
}

export type NewUser = {
  id?: string;
  email: string | null;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  confirmed: boolean;
  role?: string;
  bannedUntil?: Date | null;
  /** The identity created with the user (GoTrue creates one per provider). */
  identity: { provider: string; providerId?: string; data: Record<string, unknown> } | null;
};

const nullUuid = '00000000-0000-0000-0000-000000000000';

export async function insertUser(tx: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, confirmation_token, recovery_token, email_change_token_new,
       email_change, banned_until, created_at, updated_at)
     values ($1, $2, 'authenticated', $3, $4, $5, case when $6::boolean then now() end, $7::jsonb, $8::jsonb,
       '', '', '', '', $9::timestamptz, now(), now())`,
    [
      nullUuid,
      id,
      user.role ?? 'authenticated',
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.bannedUntil?.toISOString() ?? null,
    ],
  );
  if (user.identity) {
    await insertIdentity(tx, id, user.identity.provider, user.identity.providerId ?? id, user.identity.data);
  }
  return id;
}

export async function insertIdentity(
  tx: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [providerId, userId, JSON.stringify(data), provider],
  );
}

/** GoTrue's identity_data for an email identity. */
export function emailIdentityData(
  userId: string,
  email: string,
  verified: boolean,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...extra, sub: userId, email, email_verified: verified, phone_verified: false };
}

/** Marks the email confirmed, and email_verified on the matching identity (signupVerify). */
export async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities i set identity_data = i.identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     from auth.users u where u.id = $1 and i.user_id = u.id and i.email = lower(u.email)`,
    [userId],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`,
    [userId],
  );
}

/** Adds `provider` to app_metadata.providers (UpdateAppMetaDataProviders). */
export async function syncProviders(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
       'providers', coalesce((select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = u.id),
         coalesce(u.raw_app_meta_data -> 'providers', '[]'::jsonb)))
     where u.id = $1`,
    [userId],
  );
}

/** A page of users, newest first (GoTrue's default sort), and the total count. */
export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: UserJson[]; total: number }> {
  const { rows } = await db.query<Row>(`${selectUser} order by u.created_at desc, u.id limit $1 offset $2`, [
    perPage,
    (page - 1) * perPage,
  ]);
  const count = await db.query<{ total: number }>('select count(*)::int as total from auth.users');
  return { users: rows.map((row) => toRecord(row).json), total: count.rows[0]?.total ?? 0 };
}

/** GoTrue's UpdateUserMetaData/UpdateAppMetaData: merge, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * What the auth service needs beyond bootstrap.sql, created idempotently at start with
 * GoTrue's own table and column names (so SQL written for hosted Supabase keeps working).
 */
import type { Queryable } from '../db/database.ts';

export async function ensureAuthSchema(db: Queryable): Promise<void> {
  await db.exec(`
    create table if not exists auth.mfa_amr_claims (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references auth.sessions (id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      authentication_method text not null,
      unique (session_id, authentication_method)
    );
    alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
    alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
    create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
    create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);
    -- MFA (GoTrue's enums are plain text here: same values, same comparisons).
    create table if not exists auth.mfa_factors (
      id uuid primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      friendly_name text,
      factor_type text not null,
      status text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      secret text,
      phone text,
      last_challenged_at timestamptz
    );
    create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
    create table if not exists auth.mfa_challenges (
      id uuid primary key,
      factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
      created_at timestamptz not null,
      verified_at timestamptz,
      ip_address inet not null,
      otp_code text
    );
  `);
}

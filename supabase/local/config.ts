/**
 * Reads a Supabase project's config.toml (the CLI's format) into the settings the local
 * stack honours, with the CLI template's defaults for anything absent.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

import { parse } from 'smol-toml';

import type { SigningKeyJwk } from './jwt.ts';

export type ProjectConfig = {
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    enableSignup: boolean;
    enableRefreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    minimumPasswordLength: number;
    email: {
      enableSignup: boolean;
      enableConfirmations: boolean;
      doubleConfirmChanges: boolean;
      /** Seconds between two emails to one address. */
      maxFrequency: number;
      otpLength: number;
      otpExpiry: number;
      /** [auth.email.template.<name>]: subject and the file's contents (loadProjectConfig reads it). */
      templates: Record<string, EmailTemplate>;
    };
    rateLimit: RateLimits;
    external: Record<string, { enabled: boolean }>;
    /** [auth] signing_keys_path, relative to the supabase folder (loadProjectConfig reads it). */
    signingKeysPath: string | null;
    /** The private JWKs of that file: asymmetric signing keys (jwt.ts). */
    signingKeys: SigningKeyJwk[];
    /** [auth] enable_manual_linking: linkIdentity / unlinkIdentity (CLI default off). */
    enableManualLinking: boolean;
    /** [auth.mfa]: TOTP only (CLI defaults: off, 10 factors). */
    mfa: { maxEnrolledFactors: number; totp: { enrollEnabled: boolean; verifyEnabled: boolean } };
  };
  functions: Record<string, { verifyJwt: boolean }>;
  seedPaths: string[];
};

/** A project email template: Go-template subject and HTML body (auth/templates.ts renders them). */
export type EmailTemplate = { subject?: string; contentPath?: string; content?: string };

/**
 * [auth.rate_limit], as GoTrue applies it (see auth/rateLimits.ts). Emails and SMS are counted
 * per hour for the whole project; the others per client IP, anonymous sign-ins per hour and the
 * rest per 5 minutes.
 */
export type RateLimits = {
  emailSent: number;
  smsSent: number;
  anonymousUsers: number;
  tokenRefresh: number;
  signInSignUps: number;
  tokenVerifications: number;
  web3: number;
};

/** The Supabase CLI's defaults (its config schema), used for any key config.toml leaves out. */
const rateLimitDefaults: Record<string, [keyof RateLimits, number]> = {
  email_sent: ['emailSent', 2],
  sms_sent: ['smsSent', 30],
  anonymous_users: ['anonymousUsers', 30],
  token_refresh: ['tokenRefresh', 150],
  sign_in_sign_ups: ['signInSignUps', 30],
  token_verifications: ['tokenVerifications', 30],
  web3: ['web3', 30],
};

/**
 * config.toml's keys, each overridable like the CLI does by SUPABASE_AUTH_RATE_LIMIT_<KEY>
 * (e.g. SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS): how the end-to-end stack loosens them.
 */
function rateLimits(table: Table, env: Record<string, string | undefined>): RateLimits {
  const limits = {} as RateLimits;
  for (const [key, [field, fallback]] of Object.entries(rateLimitDefaults)) {
    const raw = env[`SUPABASE_AUTH_RATE_LIMIT_${key.toUpperCase()}`]?.trim();
    const override = raw ? Number(raw) : Number.NaN;
    limits[field] = Number.isFinite(override) && override >= 0 ? override : num(table[key], fallback);
  }
  return limits;
}

type Table = Record<string, unknown>;

const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const strs = (value: unknown, fallback: string[]) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : fallback;

/** "1s", "1m30s", "60" → seconds. */
export function parseDuration(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)?/g)];
  if (parts.length === 0) return fallback;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce(
    (sum, [, amount, suffix]) => sum + Number(amount) * unit[(suffix ?? 's') as keyof typeof unit],
    0,
  );
}

export function configFromToml(raw: Table, env: Record<string, string | undefined> = {}): ProjectConfig {
  const api = table(raw['api']);
  const auth = table(raw['auth']);
  const email = table(auth['email']);
  const rateLimit = table(auth['rate_limit']);
  const external = table(auth['external']);
  const mfa = table(auth['mfa']);
  const totp = table(mfa['totp']);
  const seed = table(table(raw['db'])['seed']);
  const functions = table(raw['functions']);
  return {
    api: {
      schemas: strs(api['schemas'], ['public', 'graphql_public']),
      extraSearchPath: strs(api['extra_search_path'], ['public', 'extensions']),
      maxRows: num(api['max_rows'], 1000),
    },
    auth: {
      siteUrl: str(auth['site_url'], 'http://127.0.0.1:3000'),
      additionalRedirectUrls: strs(auth['additional_redirect_urls'], ['https://127.0.0.1:3000']),
      jwtExpiry: num(auth['jwt_expiry'], 3600),
      enableSignup: bool(auth['enable_signup'], true),
      enableRefreshTokenRotation: bool(auth['enable_refresh_token_rotation'], true),
      refreshTokenReuseInterval: num(auth['refresh_token_reuse_interval'], 10),
      minimumPasswordLength: num(auth['minimum_password_length'], 6),
      email: {
        enableSignup: bool(email['enable_signup'], true),
        enableConfirmations: bool(email['enable_confirmations'], false),
        doubleConfirmChanges: bool(email['double_confirm_changes'], true),
        maxFrequency: parseDuration(email['max_frequency'], 1),
        otpLength: num(email['otp_length'], 6),
        otpExpiry: num(email['otp_expiry'], 3600),
        templates: Object.fromEntries(
          Object.entries(table(email['template'])).map(([name, settings]) => {
            const { subject, content_path: contentPath } = table(settings);
            return [
              name,
              {
                ...(typeof subject === 'string' ? { subject } : {}),
                ...(typeof contentPath === 'string' ? { contentPath } : {}),
              },
            ];
          }),
        ),
      },
      rateLimit: rateLimits(rateLimit, env),
      external: Object.fromEntries(
        Object.entries(external).map(([provider, settings]) => [
          provider,
          { enabled: bool(table(settings)['enabled'], false) },
        ]),
      ),
      signingKeysPath: typeof auth['signing_keys_path'] === 'string' ? auth['signing_keys_path'] : null,
      signingKeys: [],
      enableManualLinking: bool(auth['enable_manual_linking'], false),
      mfa: {
        maxEnrolledFactors: num(mfa['max_enrolled_factors'], 10),
        totp: {
          enrollEnabled: bool(totp['enroll_enabled'], false),
          verifyEnabled: bool(totp['verify_enabled'], false),
        },
      },
    },
    functions: Object.fromEntries(
      Object.entries(functions).map(([name, settings]) => [
        name,
        { verifyJwt: bool(table(settings)['verify_jwt'], true) },
      ]),
    ),
    seedPaths: bool(seed['enabled'], true) ? strs(seed['sql_paths'], ['./seed.sql']) : [],
  };
}

export async function loadProjectConfig(
  projectDir: string,
  env: Record<string, string | undefined> = {},
): Promise<ProjectConfig> {
  const text = await readFile(join(projectDir, 'config.toml'), 'utf8').catch(() => '');
  const config = configFromToml(parse(text), env);
  // content_path is relative to the project root (the folder holding supabase/), as for the CLI.
  for (const template of Object.values(config.auth.email.templates)) {
    if (template.contentPath)
      template.content = await readFile(resolve(dirname(projectDir), template.contentPath), 'utf8');
  }
  config.auth.signingKeys = await readSigningKeys(projectDir, config.auth.signingKeysPath);
  return config;
}

/**
 * signing_keys.json: a JSON array of private JWKs. A missing file falls back to the legacy
 * secret with a warning, as the CLI does; a broken one stops the start.
 */
async function readSigningKeys(projectDir: string, path: string | null): Promise<SigningKeyJwk[]> {
  if (path === null) return [];
  const file = resolve(projectDir, path);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.warn(
      `Warning: no signing keys at ${file}, tokens are signed with the JWT secret (${String(error)})`,
    );
    return [];
  }
  const keys: unknown = JSON.parse(text);
  if (!Array.isArray(keys)) throw new Error(`${file}: expected a JSON array of JWKs`);
  return keys as SigningKeyJwk[];
}

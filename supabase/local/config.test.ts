// @vitest-environment node
import { parse } from 'smol-toml';
import { expect, it } from 'vitest';

import { configFromToml, parseDuration } from './config.ts';

it('uses the Supabase CLI template defaults for an empty config', () => {
  const config = configFromToml({});
  expect(config.api).toEqual({
    schemas: ['public', 'graphql_public'],
    extraSearchPath: ['public', 'extensions'],
    maxRows: 1000,
  });
  expect(config.auth).toMatchObject({
    jwtExpiry: 3600,
    refreshTokenReuseInterval: 10,
    minimumPasswordLength: 6,
  });
  expect(config.auth.email).toMatchObject({ enableConfirmations: false, maxFrequency: 1, otpLength: 6 });
  expect(config.seedPaths).toEqual(['./seed.sql']);
});

it('reads the settings the local stack honours', () => {
  const config = configFromToml(
    parse(`
[api]
schemas = ["public"]
max_rows = 50
[auth]
site_url = "http://127.0.0.1:4173"
additional_redirect_urls = ["http://localhost:4173/**"]
jwt_expiry = 600
[auth.email]
enable_confirmations = true
max_frequency = "1m"
[auth.external.google]
enabled = true
[functions.stripe-webhook]
verify_jwt = false
`),
  );
  expect(config.api.maxRows).toBe(50);
  expect(config.auth.siteUrl).toBe('http://127.0.0.1:4173');
  expect(config.auth.email).toMatchObject({ enableConfirmations: true, maxFrequency: 60 });
  expect(config.auth.external['google']).toEqual({ enabled: true });
  expect(config.functions['stripe-webhook']).toEqual({ verifyJwt: false });
});

it.each([
  ['1s', 1],
  ['1m30s', 90],
  ['2h', 7200],
  [45, 45],
])('parses the duration %s', (value, seconds) => {
  expect(parseDuration(value, 0)).toBe(seconds);
});

it("reads this project's own config.toml", async () => {
  const { loadProjectConfig } = await import('./config.ts');
  const { projectDir } = await import('./testing.ts');
  const config = await loadProjectConfig(projectDir);
  expect(config.auth.siteUrl).toBe('http://127.0.0.1:4173');
  expect(config.auth.email.enableConfirmations).toBe(true);
  expect(config.auth.external['google']).toEqual({ enabled: true });
  // Hosted's limits, which `npm start` applies.
  expect(config.auth.rateLimit).toEqual({
    emailSent: 30,
    smsSent: 30,
    anonymousUsers: 30,
    tokenRefresh: 150,
    signInSignUps: 30,
    tokenVerifications: 30,
    web3: 30,
  });
  // Importing the test helpers (supabase-js, pg) takes seconds on a busy machine.
}, 30_000);

it('reads [auth.rate_limit] with the CLI defaults for absent keys, and the CLI env overrides', () => {
  expect(configFromToml({}).auth.rateLimit).toEqual({
    emailSent: 2,
    smsSent: 30,
    anonymousUsers: 30,
    tokenRefresh: 150,
    signInSignUps: 30,
    tokenVerifications: 30,
    web3: 30,
  });
  const config = configFromToml(parse('[auth.rate_limit]\nemail_sent = 10\nsign_in_sign_ups = 5\n'), {
    SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '9000',
    SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '7',
    SUPABASE_AUTH_RATE_LIMIT_WEB3: 'lots',
    SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '',
  });
  expect(config.auth.rateLimit).toMatchObject({
    emailSent: 10,
    signInSignUps: 7,
    tokenRefresh: 9000,
    web3: 30,
  });
});

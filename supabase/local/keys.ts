/**
 * The keys of the local stack. By default the Supabase CLI's well-known demo secret and keys,
 * so tools written for `supabase start` work unchanged. FOR LOCAL DEVELOPMENT ONLY.
 */
import { demoAnonKey } from './defaults.mjs';
import { signJwt } from './jwt.ts';

export const demoJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** {"iss":"supabase-demo","role":"service_role","exp":1983812996} signed with the demo secret. */
export const demoServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export type StackKeys = { jwtSecret: string; anonKey: string; serviceRoleKey: string };

/** JWT_SECRET / ANON_KEY / SERVICE_ROLE_KEY override; keys are derived from a custom secret. */
export function resolveKeys(env: NodeJS.ProcessEnv = process.env): StackKeys {
  const jwtSecret = env['JWT_SECRET'] ?? demoJwtSecret;
  const custom = jwtSecret !== demoJwtSecret;
  const apiKey = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, jwtSecret);
  return {
    jwtSecret,
    anonKey: env['ANON_KEY'] ?? (custom ? apiKey('anon') : demoAnonKey),
    serviceRoleKey: env['SERVICE_ROLE_KEY'] ?? (custom ? apiKey('service_role') : demoServiceRoleKey),
  };
}

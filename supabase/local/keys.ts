/**
 * The keys of the local stack. By default the Supabase CLI's well-known demo secret and keys,
 * so tools written for `supabase start` work unchanged. FOR LOCAL DEVELOPMENT ONLY.
 */
import { demoAnonKey } from './defaults.mjs';
import { createJwtKeys, type JwtKeys, type SigningKeyJwk } from './jwt.ts';

export const demoJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** {"iss":"supabase-demo","role":"service_role","exp":1983812996} signed with the demo secret. */
export const demoServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export type StackKeys = {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Signs sessions and checks every token the services receive (jwt.ts). */
  jwt: JwtKeys;
};

/**
 * JWT_SECRET / ANON_KEY / SERVICE_ROLE_KEY override. With asymmetric signing keys
 * (`[auth] signing_keys_path`) the API keys are signed with the signing key, as the CLI does;
 * with a custom secret, with that secret; otherwise they are the CLI's demo keys.
 */
export async function resolveKeys(
  env: NodeJS.ProcessEnv = process.env,
  signingKeys: SigningKeyJwk[] = [],
): Promise<StackKeys> {
  const jwtSecret = env['JWT_SECRET'] ?? demoJwtSecret;
  const jwt = await createJwtKeys(jwtSecret, signingKeys);
  const derived = jwt.algorithm !== 'HS256' || jwtSecret !== demoJwtSecret;
  const apiKey = (role: string) => jwt.sign({ iss: 'supabase-demo', role, exp: 1983812996 });
  return {
    jwtSecret,
    anonKey: env['ANON_KEY'] ?? (derived ? await apiKey('anon') : demoAnonKey),
    serviceRoleKey: env['SERVICE_ROLE_KEY'] ?? (derived ? await apiKey('service_role') : demoServiceRoleKey),
    jwt,
  };
}

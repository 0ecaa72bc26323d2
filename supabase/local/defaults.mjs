/**
 * Local development defaults, the same as the Supabase CLI's local stack so that any tool or
 * test written for `supabase start` works unchanged. FOR LOCAL DEVELOPMENT ONLY: these demo
 * keys are public knowledge; a hosted project has its own URL and keys.
 */
export const localApiUrl = 'http://127.0.0.1:54321';

/** The end-to-end tests' own backend (started by Playwright), apart from a developer's one on 54321. */
export const e2eApiPort = 54331;
export const e2eApiUrl = `http://127.0.0.1:${e2eApiPort}`;

/** HS256 JWT signed with the CLI's demo secret: {"iss":"supabase-demo","role":"anon","exp":1983812996}. */
export const demoAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The app's build environment: the operator's values win, the local stack otherwise. */
export function appBuildEnv(env = process.env) {
  return {
    ...env,
    VITE_SUPABASE_URL: env.VITE_SUPABASE_URL ?? localApiUrl,
    VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? demoAnonKey,
  };
}

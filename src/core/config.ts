import { err, ok, type Result } from './result.ts';

/** What the app needs to reach its backend. Both values are public (anon key, not a secret). */
export type AppConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
};

export type ConfigProblem =
  | { variable: 'VITE_SUPABASE_URL'; problem: 'missing' | 'invalid' }
  | { variable: 'VITE_SUPABASE_ANON_KEY'; problem: 'missing' };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Parses the build-time environment. A missing backend URL or key is fatal (spec §7):
 * the app shows a configuration screen instead of failing later on every call.
 */
export function parseConfig(env: Readonly<Record<string, unknown>>): Result<AppConfig, ConfigProblem[]> {
  const url = typeof env['VITE_SUPABASE_URL'] === 'string' ? env['VITE_SUPABASE_URL'].trim() : '';
  const key = typeof env['VITE_SUPABASE_ANON_KEY'] === 'string' ? env['VITE_SUPABASE_ANON_KEY'].trim() : '';
  const problems: ConfigProblem[] = [];
  if (url === '') problems.push({ variable: 'VITE_SUPABASE_URL', problem: 'missing' });
  else if (!isHttpUrl(url)) problems.push({ variable: 'VITE_SUPABASE_URL', problem: 'invalid' });
  if (key === '') problems.push({ variable: 'VITE_SUPABASE_ANON_KEY', problem: 'missing' });
  if (problems.length > 0) return err(problems);
  return ok({ supabaseUrl: url.replace(/\/+$/, ''), supabaseAnonKey: key });
}

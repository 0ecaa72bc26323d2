/** Edge-function variables: Supabase's own, then the project's (supabase/functions/.env). */
export function env(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value === '' ? undefined : value;
}

export function requireEnv(name: string): string {
  const value = env(name);
  if (value === undefined) throw new Error(`Missing function variable ${name}`);
  return value;
}

/**
 * `npm run admin:promote -- <email>`: makes an existing user an administrator, as an operator.
 * Calls promote_to_admin over REST with the service-role key, so it works the same against the
 * local stack (default: http://127.0.0.1:54321 and the local demo key) and a hosted project
 * (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY). The promotion is audited like any admin action.
 */
import { localApiUrl } from '../local/defaults.mjs';
import { demoServiceRoleKey } from '../local/keys.ts';

export async function promoteAdmin(
  email: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ success: boolean; message: string }> {
  const url = env['SUPABASE_URL'] ?? localApiUrl;
  const key = env['SUPABASE_SERVICE_ROLE_KEY'] ?? demoServiceRoleKey;
  const response = await fetch(`${url}/rest/v1/rpc/promote_to_admin`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email }),
  }).catch(() => new Error(`Cannot reach ${url}: is the backend running (npm run backend)?`));
  if (response instanceof Error) return { success: false, message: response.message };
  const data = (await response.json()) as { success: boolean; message: string };
  if (!response.ok) return { success: false, message: `${url}: ${data.message}` };
  return data;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run admin:promote -- <email>');
    process.exit(2);
  }
  const result = await promoteAdmin(email);
  console.log(result.message);
  process.exit(result.success ? 0 : 1);
}

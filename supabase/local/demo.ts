/**
 * Local development only: a demo user and a demo admin, so the app and the back-office can be
 * tried at once. Created through the auth admin API (as an operator would), on projects that
 * have the product's profiles table; never part of migrations or seed.sql, so hosted
 * deployments get none.
 */
import type { LocalStack } from './server.ts';

export type DemoAccount = { email: string; password: string; name: string; role: 'user' | 'admin' };

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'demo@emma-louis.test', password: 'demo-emma-louis', name: 'Camille Démo', role: 'user' },
  { email: 'admin@emma-louis.test', password: 'admin-emma-louis', name: 'Admin Démo', role: 'admin' },
];

/** Creates the missing demo accounts; returns them, or none when the project has no profiles. */
export async function ensureDemoAccounts(stack: LocalStack): Promise<readonly DemoAccount[]> {
  const { rows } = await stack.db.query<{ ok: boolean }>(
    "select to_regclass('public.profiles') is not null as ok",
  );
  if (rows[0]?.ok !== true) return [];
  for (const account of demoAccounts) {
    const existing = await stack.db.query('select 1 from auth.users where lower(email) = $1', [
      account.email,
    ]);
    if (existing.rows.length === 0) {
      const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: {
          apikey: stack.keys.serviceRoleKey,
          authorization: `Bearer ${stack.keys.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          email: account.email,
          password: account.password,
          email_confirm: true,
          user_metadata: { name: account.name },
        }),
      });
      if (!response.ok)
        throw new Error(`demo account ${account.email}: ${response.status} ${await response.text()}`);
    }
    await stack.db.query(
      'update public.profiles set role = $1, account_verified = true where lower(email) = $2',
      [account.role, account.email],
    );
  }
  return demoAccounts;
}

/**
 * Tells the database it serves local development (private.deployment, migration
 * 20261128200100): the credit diagnostic's emergency +50 then works for each person on their own
 * account. Only this command line sets it; hosted projects keep the default, false.
 */
export async function markLocalDevelopment(stack: LocalStack): Promise<void> {
  const { rows } = await stack.db.query<{ ok: boolean }>(
    "select to_regclass('private.deployment') is not null as ok",
  );
  if (rows[0]?.ok === true) await stack.db.query('update private.deployment set local_development = true');
}

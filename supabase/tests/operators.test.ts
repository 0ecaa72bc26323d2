// @vitest-environment node
/**
 * What operators run: `npm run admin:promote -- <email>`, `npm run coach` and the local demo
 * accounts that `npm run backend` creates.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { demoAccounts, ensureDemoAccounts } from '../local/demo.ts';
import { createTestClient } from '../local/testing.ts';
import { promoteAdmin } from '../tools/promote-admin.ts';

import { createUser, startProductStack, type ProductStack } from './support.ts';

let product: ProductStack;

beforeAll(async () => {
  product = await startProductStack();
}, 60_000);

afterAll(() => product?.close());

it('admin:promote makes a user an admin with the service-role key, and says when there is no such user', async () => {
  const user = await createUser(product);
  const env = {
    SUPABASE_URL: product.stack.url,
    SUPABASE_SERVICE_ROLE_KEY: product.stack.keys.serviceRoleKey,
  };
  expect(await promoteAdmin(user.email, env)).toEqual({
    success: true,
    message: 'Utilisateur promu administrateur',
  });
  const [profile] = await product.sql<{ role: string }>('select role from public.profiles where id = $1', [
    user.id,
  ]);
  expect(profile!.role).toBe('admin');
  expect(await promoteAdmin('nobody@example.test', env)).toMatchObject({ success: false });
  // A wrong key is refused by the API, not silently accepted.
  expect(await promoteAdmin(user.email, { ...env, SUPABASE_SERVICE_ROLE_KEY: 'not-a-key' })).toMatchObject({
    success: false,
  });
});

// Several password sign-ups or sign-ins in one test: past 5 s when the 2-core machine is busy.
it('the local demo user and admin exist once, can sign in, and have their roles', async () => {
  await ensureDemoAccounts(product.stack);
  await ensureDemoAccounts(product.stack); // idempotent across restarts
  for (const account of demoAccounts) {
    const client = createTestClient(product.stack.url, product.stack.keys.anonKey);
    const { data, error } = await client.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    expect(error).toBeNull();
    const { data: profile } = await client
      .from('profiles')
      .select('role, nom')
      .eq('id', data.user!.id)
      .single();
    expect(profile).toEqual({ role: account.role, nom: account.name });
  }
  const [count] = await product.sql<{ n: number }>(
    "select count(*)::int as n from auth.users where email like '%@emma-louis.test'",
  );
  expect(count!.n).toBe(demoAccounts.length);
}, 20_000);

it('npm run coach prints the reply, the crisis flag and the themes as JSON', async () => {
  const coach = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'supabase/tools/coach.ts', ...args]).then(
      ({ stdout }) => JSON.parse(stdout) as { reply: string; crisis: boolean; themes: string[] },
    );
  const ordinary = await coach(
    '--character',
    'louis',
    '--locale',
    'en',
    'I keep putting off my exam revision',
  );
  expect(ordinary.crisis).toBe(false);
  expect(ordinary.reply.length).toBeGreaterThan(20);
  expect(ordinary.themes).toContain('motivation');
  const crisis = await coach('--character', 'emma', "je n'ai plus envie de vivre");
  expect(crisis.crisis).toBe(true);
  expect(crisis.reply).toContain('3114');
}, 30_000);

/**
 * The product's database as tests meet it: the repository's own migrations and seed on the
 * local stack (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), users created through
 * the auth admin API, and supabase-js clients acting as anon, a user, an admin or the service
 * role.
 */
import { randomUUID } from 'node:crypto';

import type { SupabaseClient } from '@supabase/supabase-js';

import type { LocalStack } from '../local/server.ts';
import { createTestClient, signUserToken, startTestStack } from '../local/testing.ts';

export type ProductStack = {
  stack: LocalStack;
  anon: SupabaseClient;
  service: SupabaseClient;
  /** Runs SQL as the database owner (outside RLS): fixtures and the private functions. */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
};

export type TestUser = { id: string; email: string; client: SupabaseClient };

export async function startProductStack(
  options: { functionEnv?: Record<string, string> } = {},
): Promise<ProductStack> {
  const stack = await startTestStack(options);
  return {
    stack,
    anon: createTestClient(stack.url, stack.keys.anonKey),
    service: createTestClient(stack.url, stack.keys.serviceRoleKey),
    async sql<R>(text: string, params: unknown[] = []) {
      return (await stack.db.query<R>(text, params)).rows;
    },
    close: () => stack.close(),
  };
}

/** A client that acts as `userId` (an access token like GoTrue's, without a password login). */
export async function clientFor(product: ProductStack, userId: string): Promise<SupabaseClient> {
  // Signed before the client exists: Realtime joins with the token it has at once, so a
  // callback still resolving would join as anon and hear nothing under RLS.
  const token = await signUserToken(product.stack, userId);
  // accessToken (as for third-party auth) also authorises Realtime, unlike a global header.
  return createTestClient(product.stack.url, product.stack.keys.anonKey, {
    accessToken: () => Promise.resolve(token),
  });
}

/** A confirmed user, created as the auth server creates them (so the sign-up trigger runs). */
export async function createUser(
  product: ProductStack,
  options: {
    name?: string;
    timezone?: string;
    role?: 'user' | 'admin' | 'super_admin';
    /** False: a user who has not consented to processing their conversations (cannot chat). */
    consent?: boolean;
  } = {},
): Promise<TestUser> {
  const email = `user-${randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await product.service.auth.admin.createUser({
    email,
    password: 'correct-horse-battery',
    email_confirm: true,
    user_metadata: {
      name: options.name ?? 'Test User',
      ...(options.timezone ? { timezone: options.timezone } : {}),
      ...(options.consent === false ? {} : { consent: { policy_version: 'test' } }),
    },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const id = data.user.id;
  if (options.role && options.role !== 'user')
    await product.sql('update public.profiles set role = $1 where id = $2', [options.role, id]);
  return { id, email, client: await clientFor(product, id) };
}

/** Consumes credits through the private rule with an injected clock. */
export async function consumeAt(
  product: ProductStack,
  userId: string,
  at: string,
  messageId: string = randomUUID(),
): Promise<Record<string, unknown>> {
  const rows = await product.sql<{ result: Record<string, unknown> }>(
    'select private.consume_credit_for($1, $2, $3, $4::timestamptz) as result',
    [userId, messageId, 'emma', at],
  );
  return rows[0]!.result;
}

export async function creditStatusAt(
  product: ProductStack,
  userId: string,
  at: string,
): Promise<Record<string, unknown>> {
  const rows = await product.sql<{ result: Record<string, unknown> }>(
    'select private.credit_status($1, $2::timestamptz) as result',
    [userId, at],
  );
  return rows[0]!.result;
}

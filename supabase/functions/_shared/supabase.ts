import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { requireEnv } from './env.ts';

const clients = new Map<string, SupabaseClient>();

/**
 * A service-role client for the project the function is serving. Read per request and cached
 * by URL and key: one process may serve several projects (the local stack's tests).
 */
export function serviceClient(): SupabaseClient {
  const url = requireEnv('SUPABASE_URL');
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const cacheKey = `${url} ${key}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
    clients.set(cacheKey, client);
  }
  return client;
}

/** A client acting as the caller: PostgREST checks the token and RLS applies. */
export function userClient(token: string) {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

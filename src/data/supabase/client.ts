/**
 * The Supabase client, built once from the validated app config. Loaded with a dynamic
 * import by `loadSupabaseClient()` so the landing page does not ship the client library.
 */
import { createClient } from '@supabase/supabase-js';

import type { AppConfig } from '#core/config.ts';

export function createSupabaseClient(config: AppConfig) {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
    realtime: { params: { eventsPerSecond: 10 } },
  });
}

export type AppSupabaseClient = ReturnType<typeof createSupabaseClient>;

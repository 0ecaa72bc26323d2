import type { AppConfig } from '#core/config.ts';

import type { AppSupabaseClient } from './client.ts';

let client: Promise<AppSupabaseClient> | undefined;

/** The app's single Supabase client, created on first use (and its code loaded then). */
export function getSupabase(config: AppConfig): Promise<AppSupabaseClient> {
  client ??= import('./client.ts').then(({ createSupabaseClient }) => createSupabaseClient(config));
  return client;
}

import type { AppConfig } from '#core/config.ts';

import type { AppSupabaseClient } from './client.ts';

export type { AppSupabaseClient } from './client.ts';

/**
 * Loads supabase-js and creates a client for `config`. The composition root (src/app/services.ts)
 * calls it once and keeps the app's client; the landing page never loads the library.
 */
export function loadSupabaseClient(config: AppConfig): Promise<AppSupabaseClient> {
  return import('./client.ts').then(({ createSupabaseClient }) => createSupabaseClient(config));
}

import { parseConfig, type AppConfig } from '#core/config.ts';

import type { AppSupabaseClient } from './client.ts';

export type { AppSupabaseClient } from './client.ts';

let client: Promise<AppSupabaseClient> | undefined;

/** The app's single Supabase client, created on first use (and its code loaded then). */
export function getSupabase(config: AppConfig): Promise<AppSupabaseClient> {
  client ??= import('./client.ts').then(({ createSupabaseClient }) => createSupabaseClient(config));
  return client;
}

/**
 * The client for this build's configuration. Only called once the app runs, i.e. after the root
 * machine has validated the configuration; an invalid one is a programming error here.
 */
export function appSupabase(): Promise<AppSupabaseClient> {
  const config = parseConfig(import.meta.env);
  if (!config.ok) return Promise.reject(new Error('The backend configuration is invalid'));
  return getSupabase(config.value);
}

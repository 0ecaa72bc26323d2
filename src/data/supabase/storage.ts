/**
 * The real Storage client, loaded on demand (the settings screen's avatars): in the app build
 * supabase-js holds a stand-in (storageStandIn.ts) that kept the URL, headers and fetch to
 * build it with; elsewhere (tests) supabase-js's own client is already the real one.
 */
import type { StorageClient } from '@supabase/storage-js/dist/index.mjs';

import type { AppSupabaseClient } from './client.ts';

export async function loadStorage(client: AppSupabaseClient): Promise<StorageClient> {
  const current = client.storage as unknown as
    StorageClient | { standInArgs: ConstructorParameters<typeof StorageClient> };
  if (!('standInArgs' in current)) return current;
  // The real package by its file path: the alias replaces only the bare '@supabase/storage-js'.
  const { StorageClient: Real } = await import('@supabase/storage-js/dist/index.mjs');
  return new Real(...current.standInArgs);
}

/**
 * Emma & Louis keeps no files in Supabase Storage, yet supabase-js builds a storage client in its
 * constructor, which brings @supabase/storage-js and iceberg-js (~7 KB gzip) into every
 * signed-in page. The app build resolves '@supabase/storage-js' to this stand-in instead
 * (vite.config.ts, `resolve.alias`); any use of `supabase.storage` fails loudly.
 */
export class StorageApiError extends Error {
  override name = 'StorageApiError';
}

export class StorageClient {
  from(): never {
    throw new StorageApiError('Supabase Storage is not part of this app (see storageStandIn.ts)');
  }
}

/**
 * Only the settings screen stores files (avatars), yet supabase-js builds a storage client in its
 * constructor, which would bring @supabase/storage-js and iceberg-js (~7 KB gzip) into every
 * signed-in page. The app build resolves '@supabase/storage-js' to this stand-in instead
 * (vite.config.ts, `resolve.alias`): it keeps what supabase-js gives it (the Storage URL, the
 * headers, the fetch that adds the session's token) and `loadStorage()` (./storage.ts) builds
 * the real client from them, loading its code only then. Any direct use fails loudly.
 */
import type { StorageClient as RealStorageClient } from '@supabase/storage-js/dist/index.mjs';

export class StorageApiError extends Error {
  override name = 'StorageApiError';
}

type Args = ConstructorParameters<typeof RealStorageClient>;

export class StorageClient {
  readonly standInArgs: Args;

  constructor(...args: Args) {
    this.standInArgs = args;
  }

  from(): never {
    throw new StorageApiError(
      'Supabase Storage loads on demand: use loadStorage() (data/supabase/storage.ts)',
    );
  }
}

import type { AppDatabase } from './db/db.ts';
import type { KvKey } from './db/records.ts';

/** What the device remembers before anyone signs in: the language and the appearance. */
export type StoredPreferences = { locale: unknown; appearance: unknown };

/** Raw stored values; the caller sanitises them (they may come from an older version). */
export async function readPreferences(db: AppDatabase): Promise<StoredPreferences> {
  const [locale, appearance] = await db.kv.bulkGet(['locale', 'appearance']);
  return { locale: locale?.value, appearance: appearance?.value };
}

export async function writePreference(db: AppDatabase, key: KvKey, value: unknown): Promise<void> {
  await db.kv.put({ key, value });
}

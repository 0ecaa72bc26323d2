import { sanitizeAppearance } from '#core/appearance.ts';
import { isLocale } from '#core/locale.ts';

import type { AppDatabase } from './db/db.ts';
import type { KvKey } from './db/records.ts';

/** What the device remembers before anyone signs in: the language and the appearance. */
export type StoredPreferences = { locale: unknown; appearance: unknown };

/**
 * A copy of the preferences in localStorage, which index.html's inline script can read before
 * the first paint (IndexedDB is asynchronous): it paints the saved theme and picks the language
 * of the prerendered landing. IndexedDB stays the source of truth.
 */
export const preferencesMirrorKey = 'emma-et-louis:preferences';

/**
 * The mirror's values, read synchronously, for the first render: no preferences when there is
 * none (first visit, storage blocked). The caller sanitises them, then confirms them with
 * readPreferences, which also repairs the mirror.
 */
export function readPreferencesMirror(): StoredPreferences {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(preferencesMirrorKey) ?? 'null');
    if (typeof saved === 'object' && saved !== null) {
      const { locale, appearance } = saved as Partial<StoredPreferences>;
      return { locale, appearance };
    }
  } catch {
    // Unreadable or blocked: the defaults, as on a first visit.
  }
  return { locale: undefined, appearance: undefined };
}

/** Raw stored values; the caller sanitises them (they may come from an older version). */
export async function readPreferences(db: AppDatabase): Promise<StoredPreferences> {
  const [locale, appearance] = await db.kv.bulkGet(['locale', 'appearance']);
  const stored = { locale: locale?.value, appearance: appearance?.value };
  // Rewritten at every boot: devices that saved preferences before the mirror existed get one.
  mirror(stored);
  return stored;
}

export async function writePreference(db: AppDatabase, key: KvKey, value: unknown): Promise<void> {
  await db.kv.put({ key, value });
  // The mirror is rebuilt from what is stored now; a failed read only leaves it behind.
  if (key === 'locale' || key === 'appearance') await readPreferences(db).catch(() => undefined);
}

/** The mirror as the inline script reads it: a valid locale or none, a complete appearance. */
function mirror(stored: StoredPreferences): void {
  const value = {
    locale: isLocale(stored.locale) ? stored.locale : undefined,
    appearance: sanitizeAppearance(stored.appearance),
  };
  try {
    localStorage.setItem(preferencesMirrorKey, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page paints the defaults first, as it did before the mirror.
  }
}

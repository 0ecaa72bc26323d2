/**
 * The coach the user last chose, remembered on this device (kv key 'selectedCharacter') so the
 * home page can open straight on that coach's dashboard.
 */
import { useLiveQuery } from 'dexie-react-hooks';

import { isCharacterId, type CharacterId } from '#contracts/characters.ts';
import type { AppDatabase } from '#data/db/db.ts';

const key = 'selectedCharacter';

/** Stored values are untrusted (older versions, hand edits): anything unknown means "none". */
export function parseCharacterId(value: unknown): CharacterId | null {
  return isCharacterId(value) ? value : null;
}

export async function readSelectedCharacter(db: AppDatabase): Promise<CharacterId | null> {
  const row = await db.kv.get(key);
  return parseCharacterId(row?.value);
}

export async function saveSelectedCharacter(characterId: CharacterId, db: AppDatabase): Promise<void> {
  await db.kv.put({ key, value: characterId });
}

export async function clearSelectedCharacter(db: AppDatabase): Promise<void> {
  await db.kv.delete(key);
}

/**
 * The stored choice, live across tabs: `undefined` while it is read, `null` when there is none
 * or the device storage cannot be read (the user then simply picks a coach again).
 */
export function useSelectedCharacter(db: AppDatabase): CharacterId | null | undefined {
  return useLiveQuery(() => readSelectedCharacter(db).catch(() => null), [db]);
}

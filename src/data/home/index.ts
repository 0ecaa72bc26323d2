/** Home data: what the device remembers between visits to the home page. */
import { useCallback } from 'react';

import type { CharacterId } from '#contracts/characters.ts';
import { useDataPorts } from '#data/ports/index.ts';

import { saveSelectedCharacter, useSelectedCharacter as useStoredCharacter } from './selectedCharacter.ts';

export {
  clearSelectedCharacter,
  parseCharacterId,
  readSelectedCharacter,
  saveSelectedCharacter,
} from './selectedCharacter.ts';

/**
 * The coach the user last chose on this device, live across tabs: `undefined` while it is read,
 * `null` when there is none or the device storage cannot be read.
 */
export function useSelectedCharacter(): CharacterId | null | undefined {
  return useStoredCharacter(useDataPorts().db);
}

/** Remembers the chosen coach on the app's database. */
export function useSaveSelectedCharacter(): (characterId: CharacterId) => Promise<void> {
  const { db } = useDataPorts();
  return useCallback((characterId: CharacterId) => saveSelectedCharacter(characterId, db), [db]);
}

/** Home data: what the device remembers between visits to the home page. */
export {
  clearSelectedCharacter,
  parseCharacterId,
  readSelectedCharacter,
  saveSelectedCharacter,
  useSelectedCharacter,
} from './selectedCharacter.ts';

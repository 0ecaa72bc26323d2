/** The characters feature as other areas see it: the two coaches' facts, avatar and selection. */
export { CharacterAvatar } from './CharacterAvatar.tsx';
export { CharacterSelection, selectionDelayMs } from './CharacterSelection.tsx';
export {
  characterIds,
  characters,
  getCharacter,
  isCharacterId,
  type Character,
  type CharacterId,
} from './characters.ts';

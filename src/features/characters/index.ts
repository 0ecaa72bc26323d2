/** The characters feature as other areas see it: the two coaches' facts, avatar and selection. */
export { CharacterSelection, selectionDelayMs } from './CharacterSelection.tsx';
export { characters, getCharacter, type Character } from './characters.ts';

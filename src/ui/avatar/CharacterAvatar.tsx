import { characterNames, type CharacterId } from '#contracts/characters.ts';

import { avatarColour, avatarSize } from './characterAvatar.css.ts';

/** A coach's initial in a soft gradient circle (decorative: the name is always written next to it). */
export function CharacterAvatar({
  characterId,
  size = 'md',
}: {
  characterId: CharacterId;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <span className={`${avatarColour[characterId]} ${avatarSize[size]}`} aria-hidden="true">
      {characterNames[characterId].charAt(0)}
    </span>
  );
}

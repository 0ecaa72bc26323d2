import type { CharacterId } from '#contracts/characters.ts';

/** Where a signed-in user is on the home route. */
export type HomeStage =
  | { name: 'selection' }
  | { name: 'dashboard'; characterId: CharacterId }
  | { name: 'chat'; characterId: CharacterId };

/**
 * Spec (home stages): a coach named in the URL, or else the one remembered on the device,
 * opens its dashboard; without either the user picks a coach first.
 */
export function initialStage(fromUrl: CharacterId | null, stored: CharacterId | null): HomeStage {
  const characterId = fromUrl ?? stored;
  return characterId === null ? { name: 'selection' } : { name: 'dashboard', characterId };
}

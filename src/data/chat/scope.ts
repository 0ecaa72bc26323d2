import { characterNames, type CharacterId } from '#contracts/characters.ts';

/** Whose conversation with whom. One conversation per user and character (decision 7). */
export type ChatScope = { userId: string; characterId: CharacterId };

export function conversationKey(scope: ChatScope): string {
  return `${scope.userId}:${scope.characterId}`;
}

/** The title the server gives the same conversation (chat_begin), so both sides agree. */
export function conversationTitle(characterId: CharacterId): string {
  return `Conversation avec ${characterNames[characterId]}`;
}

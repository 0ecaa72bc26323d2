import type { CharacterId } from '#data/db/records.ts';

/** Whose conversation with whom. One conversation per user and character (decision 7). */
export type ChatScope = { userId: string; characterId: CharacterId };

export function conversationKey(scope: ChatScope): string {
  return `${scope.userId}:${scope.characterId}`;
}

const characterNames: Readonly<Record<CharacterId, string>> = { emma: 'Emma', louis: 'Louis' };

/** The title the server gives the same conversation (chat_begin), so both sides agree. */
export function conversationTitle(characterId: CharacterId): string {
  return `Conversation avec ${characterNames[characterId]}`;
}

export function isCharacterId(value: unknown): value is CharacterId {
  return value === 'emma' || value === 'louis';
}

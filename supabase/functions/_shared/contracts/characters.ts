/**
 * The two coaches, as client and server name them. The database checks the same ids
 * (`conversations.character_id`, `chat_messages.character_name`).
 */

export const characterIds = ['emma', 'louis'] as const;
export type CharacterId = (typeof characterIds)[number];

export function isCharacterId(value: unknown): value is CharacterId {
  return characterIds.some((id) => id === value);
}

/** Proper names: the same in every language (chat_begin titles conversations "Conversation avec Emma"). */
export const characterNames: Readonly<Record<CharacterId, string>> = { emma: 'Emma', louis: 'Louis' };

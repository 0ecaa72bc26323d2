/** Row shapes of the IndexedDB tables. Dates are ISO strings so rows survive JSON export. */

export type CharacterId = 'emma' | 'louis';

export type ConversationRecord = {
  id: string;
  characterId: CharacterId;
  title: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * Lifecycle of a chat message on this device:
 * - `queued`: written offline, waiting in the outbox;
 * - `sending`: handed to the server, no answer yet;
 * - `sent`: acknowledged (the server holds it);
 * - `failed`: the last attempt failed and will be retried or resent by the user;
 * - `blocked`: the server refused it for good (e.g. no credits) and it waits for the user.
 */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'blocked';

export type MessageRecord = {
  /** Client-generated UUID v7: the idempotency key end to end. */
  id: string;
  conversationId: string;
  characterId: CharacterId;
  sender: 'user' | 'bot';
  text: string;
  status: MessageStatus;
  createdAt: string;
  replyTo?: string;
  crisis?: boolean;
};

export type OutboxRecord = {
  seq?: number;
  kind: 'chat.send';
  messageId: string;
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  createdAt: string;
};

export type LikeRecord = { messageId: string; likedAt: string; synced: boolean };

export type SettingsRecord = { id: 'current'; value: unknown; updatedAt: string };

export type KvKey = 'locale' | 'appearance' | 'selectedCharacter';
export type KvRecord = { key: KvKey; value: unknown };

export type PendingSubscriptionRecord = { id: 'current'; value: unknown; savedAt: string };

export type CacheRecord = { key: string; value: unknown; fetchedAt: string };

export type SyncStateRecord = { key: string; cursor: string; updatedAt: string };

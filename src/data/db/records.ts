/** Row shapes of the IndexedDB tables. Dates are ISO strings so rows survive JSON export. */
import type { CharacterId } from '#contracts/characters.ts';
import type { ChatContextLength, ChatProactivity, ChatStyle } from '#contracts/chat.ts';
import type { ChatError } from '#core/chatErrors.ts';
import type { Locale } from '#core/locale.ts';

/** One conversation per user and character (decision 7); `id` is `${userId}:${characterId}`. */
export type ConversationRecord = {
  id: string;
  userId: string;
  characterId: CharacterId;
  title: string;
  /** The server's conversation id, once a pull or a send has told us. */
  serverId?: string;
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
 * Bot replies and local-only bubbles are always `sent`.
 */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'blocked';

/** A bubble the app writes itself (a greeting, an error, a notice): never sent, never pulled away. */
export type LocalOnlyKind = 'greeting' | 'error' | 'notice';

/**
 * The last failure of a user message: the typed chat error (its `code` and `params` pick the
 * text the UI shows), whether the user may retry it, and the server's own wording if any.
 */
export type MessageError = ChatError & { retryable: boolean; message?: string };

export type MessageRecord = {
  /** Client-generated UUID v7 for user messages (the idempotency key end to end); the server's for replies. */
  id: string;
  userId: string;
  /** The local conversation row: `${userId}:${characterId}`. */
  conversationId: string;
  characterId: CharacterId;
  sender: 'user' | 'bot';
  text: string;
  status: MessageStatus;
  /** ISO time; the server's once the message has been pulled. */
  createdAt: string;
  /** A bot reply points at the user message it answers. */
  replyTo?: string;
  crisis?: boolean;
  localOnly?: LocalOnlyKind;
  error?: MessageError;
  /**
   * Never stored: set on the in-memory copy (freshMessages.ts) of a message the server has
   * accepted while its reply is being written, so the typing indicator stays.
   */
  awaitingReply?: true;
};

/** What the chat function needs besides the text, fixed when the message is written. */
export type ChatSendOptions = {
  crisis: boolean;
  /** The device expects the check-in question (free on the server, like a crisis). */
  checkIn?: boolean;
  locale: Locale;
  style?: ChatStyle;
  contextLength?: ChatContextLength;
  proactivity?: ChatProactivity;
};

/**
 * Work for the server, flushed in `seq` order by the leader tab:
 * - `chat.send`: send a user message (kept while the message is failed or blocked, so a retry
 *   re-arms it in place);
 * - `chat.forget`: delete a user message the server stored but could not answer, after the user
 *   resent its text under a new id or discarded it.
 */
export type OutboxRecord = {
  seq?: number;
  kind: 'chat.send' | 'chat.forget';
  userId: string;
  messageId: string;
  /** Failed attempts so far (offline waits and `in_progress` waits do not count). */
  attempts: number;
  /** ISO time before which the row is not tried again (backoff). */
  nextAttemptAt: string;
  /** Set on a final failure or a block: the engine skips the row until the user retries. */
  parked?: 'failed' | 'blocked';
  send?: ChatSendOptions;
  lastError?: string;
  createdAt: string;
};

export type LikeRecord = { messageId: string; userId: string; likedAt: string; synced: boolean };

export type SettingsRecord = { id: 'current'; value: unknown; updatedAt: string };

/** `signedOut:<user id>`: see signedOut.ts. */
export type KvKey = 'locale' | 'appearance' | 'selectedCharacter' | `signedOut:${string}`;
export type KvRecord = { key: KvKey; value: unknown };

export type PendingSubscriptionRecord = { id: 'current'; value: unknown; savedAt: string };

export type CacheRecord = { key: string; value: unknown; fetchedAt: string };

export type SyncStateRecord = { key: string; cursor: string; updatedAt: string };

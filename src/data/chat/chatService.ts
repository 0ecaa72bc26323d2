/**
 * The chat's commands over explicit dependencies (the composition root, src/app/services.ts,
 * binds the app's database, client and sync engine; tests bind their own). Writes go to Dexie first and the engine takes it from
 * there; only clearing and likes talk to the server directly, because they mean nothing offline.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { CharacterId } from '#contracts/characters.ts';
import type { ChatContextLength, ChatProactivity, ChatStyle } from '#contracts/chat.ts';
import type { Locale } from '#core/locale.ts';
import { uuidv7 } from '#core/uuid.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { unlessSignedOut } from '#data/db/signedOut.ts';
import type { ChatSendOptions, LocalOnlyKind, MessageRecord } from '#data/db/records.ts';
import { logger } from '#data/logger.ts';
import type { SyncEvent } from '#data/platform/syncEvents.ts';
import type { Enqueue } from '#data/platform/work.ts';
import { chatPreferencesFor, loadChatPreferences } from '#data/settings/device.ts';

import { ChatDataError, isQuotaError, isStorageUnavailable } from './chatDataError.ts';
import type { FreshMessages } from './freshMessages.ts';
import {
  ChatRemoteError,
  deleteConversation,
  deleteLike,
  fetchConversationMessages,
  findConversation,
  insertLike,
} from './chatRemote.ts';
import {
  clearScopeLocally,
  ensureConversation,
  followServerConversation,
  hasHistory,
  lastSentUserMessageAt,
  setLocalLike,
  upsertPulled,
} from './messageRepository.ts';
import {
  discardLocalMessage,
  rearmMessage,
  writeLocalBubble,
  writeQueuedMessage,
} from './outboxRepository.ts';
import { conversationKey, type ChatScope } from './scope.ts';

export type QueueOptions = {
  crisis: boolean;
  /** The server will ask the check-in question first (free): sent even when credits ran out. */
  checkIn?: boolean;
  locale: Locale;
  style?: ChatStyle;
  contextLength?: ChatContextLength;
  proactivity?: ChatProactivity;
};

export type ChatServiceDeps = {
  db: AppDatabase;
  client: () => Promise<SupabaseClient>;
  isOnline: () => boolean;
  /** The sync engine's one entry: flush soon, or send a message just written at once. */
  enqueue: Enqueue;
  /** Asks the service worker for a background sync, where the browser has one. */
  requestBackgroundSync?: () => void;
  emit: (event: SyncEvent) => void;
  /** The bubbles shown before IndexedDB has them (one per tab, from the composition root). */
  fresh: FreshMessages;
  now?: () => number;
  newId?: (nowMs: number) => string;
  lookupTimeoutMs?: number;
};

export type ChatService = ReturnType<typeof createChatService>;

/** How long opening a chat waits for the server to find the conversation (as the session check). */
const conversationLookupTimeoutMs = 5_000;

export function createChatService(deps: ChatServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? ((nowMs: number) => uuidv7(nowMs));
  const iso = () => new Date(now()).toISOString();

  /** Tells every screen about storage trouble; quota errors become `storageFull`. */
  function storageFailure(error: unknown): unknown {
    if (isQuotaError(error)) {
      deps.emit({ type: 'storage.error', reason: 'quota' });
      return new ChatDataError('storageFull', { cause: error });
    }
    if (isStorageUnavailable(error)) deps.emit({ type: 'storage.error', reason: 'unavailable' });
    return error;
  }

  async function local<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw storageFailure(error);
    }
  }

  return {
    /**
     * Makes sure the conversation exists on the device and, online, merges the server's copy
     * (never dropping messages still queued here). Throws ChatDataError('loadFailed') for the
     * init-error screen; a network drop during the load falls back to the device's copy.
     */
    async loadConversation(scope: ChatScope, options: { online: boolean }): Promise<{ hasHistory: boolean }> {
      // The AI preferences each send carries (read here so a send never waits for them).
      void loadChatPreferences(db, scope.userId);
      try {
        await db.transaction('rw', db.conversations, () => ensureConversation(db, scope, iso()));
      } catch (error) {
        const failure = storageFailure(error);
        throw failure instanceof ChatDataError ? failure : new ChatDataError('loadFailed', { cause: error });
      }
      if (options.online) {
        // `navigator.onLine` can say online on a network that answers nothing: past this wait
        // the chat opens from the device's copy. Once the server answers, the history is read
        // to the end however long it takes.
        const gaveUp = new AbortController();
        const timer = setTimeout(() => gaveUp.abort(), deps.lookupTimeoutMs ?? conversationLookupTimeoutMs);
        try {
          const client = await deps.client();
          const remote = await findConversation(client, scope.userId, scope.characterId, gaveUp.signal);
          const messages = remote ? await fetchConversationMessages(client, remote.id) : [];
          await unlessSignedOut(
            db,
            scope.userId,
            [db.messages, db.likes, db.outbox, db.conversations],
            async () => {
              // Cleared on another device since this one last looked: this copy goes too.
              const current = new Set(messages.map((m) => m.id));
              if (remote) await ensureConversation(db, scope, iso(), { id: remote.id, current });
              else await followServerConversation(db, scope, null, current);
            },
          );
          await upsertPulled(db, scope.userId, messages);
        } catch (error) {
          // Local first: a network that drops out during the load leaves the device's copy to show.
          if (error instanceof ChatRemoteError && error.network) {
            logger.warn('Conversation load fell back to the device copy', { error });
          } else {
            const failure = storageFailure(error);
            throw failure instanceof ChatDataError
              ? failure
              : new ChatDataError('loadFailed', { cause: error });
          }
        } finally {
          clearTimeout(timer);
        }
      }
      deps.enqueue();
      return { hasHistory: await hasHistory(db, conversationKey(scope)) };
    },

    /**
     * Shows the message at once, writes it (UUID v7, 'queued') and its outbox row in one
     * transaction, and has the sync engine send it: straight away when this tab leads and nothing
     * waits before it, else by waking the engine. A full device throws ChatDataError('storageFull').
     */
    async queueUserMessage(scope: ChatScope, text: string, options: QueueOptions): Promise<MessageRecord> {
      const body = text.trim();
      if (body === '') throw new Error('queueUserMessage: empty message');
      // The AI preferences of the settings screen, unless the caller chose (unified settings).
      const chosen = options.style || options.contextLength || options.proactivity;
      const preferences = chosen ? {} : chatPreferencesFor(scope.userId);
      const style = options.style ?? preferences.style;
      const contextLength = options.contextLength ?? preferences.contextLength;
      const proactivity = options.proactivity ?? preferences.proactivity;
      const nowMs = now();
      const send: ChatSendOptions = {
        crisis: options.crisis,
        ...(options.checkIn ? { checkIn: true } : {}),
        locale: options.locale,
        ...(style ? { style } : {}),
        ...(contextLength ? { contextLength } : {}),
        ...(proactivity ? { proactivity } : {}),
      };
      const id = newId(nowMs);
      const bubble: MessageRecord = {
        id,
        userId: scope.userId,
        conversationId: conversationKey(scope),
        characterId: scope.characterId,
        sender: 'user',
        text: body,
        status: 'queued',
        createdAt: new Date(nowMs).toISOString(),
        crisis: send.crisis,
      };
      deps.fresh.showFresh(bubble);
      const stored = local(() => writeQueuedMessage(db, scope, body, send, { id, nowMs }));
      const sending = deps.enqueue({ message: bubble, options: send, stored });
      let message: MessageRecord;
      try {
        message = await stored;
      } catch (error) {
        // Already on its way: the answer will come; only the device copy is missing (the
        // storage error has been reported).
        if (sending) return bubble;
        // Not kept: the bubble goes and the text returns to the input.
        deps.fresh.forgetFresh(id);
        throw error;
      }
      // Going now: should it fail for want of network, the engine asks for background sync.
      if (!sending) {
        deps.enqueue();
        deps.requestBackgroundSync?.();
      }
      return message;
    },

    /** A bubble from the coach that exists only on this device (greeting, error, notice). */
    addLocalBotMessage(
      scope: ChatScope,
      text: string,
      kind: LocalOnlyKind,
      options: { key?: string } = {},
    ): Promise<MessageRecord> {
      const nowMs = now();
      const id = options.key === undefined ? newId(nowMs) : `local:${scope.userId}:${options.key}`;
      return local(() => writeLocalBubble(db, scope, text, kind, { id, nowMs }));
    },

    /**
     * Sends a failed or blocked message again. Same id when the server never stored it; a message
     * the server stored and refunded (provider_failed, provider_timeout, message_failed) goes again
     * under a new id at the end of the conversation, and the old copy is deleted on the server.
     */
    async retryMessage(userId: string, messageId: string): Promise<void> {
      const nowMs = now();
      const queued = await local(() => rearmMessage(db, userId, messageId, { newId: newId(nowMs), nowMs }));
      if (queued !== null) {
        deps.enqueue();
        deps.requestBackgroundSync?.();
      }
    },

    /** Drops a failed or blocked message and its outbox row. */
    async discardMessage(userId: string, messageId: string): Promise<void> {
      deps.fresh.forgetFresh(messageId);
      if (await local(() => discardLocalMessage(db, userId, messageId, now()))) deps.enqueue();
    },

    /**
     * Deletes the conversation on the server (its messages and likes go with it), then on the
     * device. Offline or refused: ChatDataError('clearFailed') and nothing changes locally.
     */
    async clearConversation(scope: ChatScope): Promise<void> {
      if (!deps.isOnline()) throw new ChatDataError('clearFailed', { message: 'offline' });
      try {
        await deleteConversation(await deps.client(), scope.userId, scope.characterId);
      } catch (error) {
        throw new ChatDataError('clearFailed', { cause: error });
      }
      await local(() => clearScopeLocally(db, scope));
      deps.fresh.forgetFreshConversation(conversationKey(scope));
    },

    /** Optimistic: the heart flips at once and flips back with ChatDataError('likeFailed'). */
    async toggleLike(userId: string, messageId: string): Promise<boolean> {
      const message = await db.messages.get(messageId);
      if (message?.userId !== userId || message.sender !== 'bot') {
        throw new ChatDataError('likeFailed', { message: 'not a reply of this user' });
      }
      const wasLiked = (await db.likes.get(messageId)) !== undefined;
      const liked = !wasLiked;
      // A greeting or notice exists only here: its like stays on the device.
      const deviceOnly = message.localOnly !== undefined;
      await local(() => setLocalLike(db, userId, messageId, liked, false, iso()));
      if (deviceOnly) return liked;
      try {
        if (!deps.isOnline()) throw new ChatDataError('likeFailed', { message: 'offline' });
        const client = await deps.client();
        if (liked) await insertLike(client, userId, messageId);
        else await deleteLike(client, userId, messageId);
      } catch (error) {
        await setLocalLike(db, userId, messageId, wasLiked, true, iso()).catch(() => undefined);
        throw error instanceof ChatDataError ? error : new ChatDataError('likeFailed', { cause: error });
      }
      if (liked) await setLocalLike(db, userId, messageId, true, true, iso());
      return liked;
    },

    /** When the user's last message reached the server (any coach, or one). */
    lastSessionAt(userId: string, characterId?: CharacterId): Promise<string | null> {
      return lastSentUserMessageAt(db, userId, characterId);
    },
  };
}

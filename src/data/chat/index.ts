/**
 * The local-first chat data: Dexie is the source of truth, screens read live queries, and the
 * sync engine (#sync) carries queued messages to the server. Only features loaded after sign-in
 * import this (it brings Dexie and the supabase-js client with it).
 */

import type { Locale } from '#core/locale.ts';
import { appDatabase } from '#data/db/db.ts';
import type { CharacterId, LocalOnlyKind, MessageRecord } from '#data/db/records.ts';
import { appSupabase } from '#data/supabase/index.ts';
import { emitSyncEvent } from '#sync/events.ts';
import { isOnline } from '#sync/online.ts';
import { requestBackgroundSync, sendNow, wakeSync } from '#sync/wake.ts';

import { createChatService, type ChatService } from './chatService.ts';
import type { ChatScope } from './scope.ts';

export type { ChatScope } from './scope.ts';
export { conversationKey } from './scope.ts';
export { ChatDataError, isChatDataError, type ChatDataErrorCode } from './chatDataError.ts';
export { useChatMessages, useLastSessionAt, useLikedMessageIds, useOutboxSummary } from './hooks.ts';
export type { OutboxSummary } from './outboxRepository.ts';
export type {
  LocalOnlyKind,
  MessageError,
  MessageRecord,
  MessageStatus,
  CharacterId,
} from '#data/db/records.ts';

let service: ChatService | undefined;

function chat(): ChatService {
  service ??= createChatService({
    db: appDatabase(),
    client: () => appSupabase(),
    isOnline,
    wake: wakeSync,
    sendNow,
    requestBackgroundSync,
    emit: (event) => emitSyncEvent(event),
  });
  return service;
}

/**
 * Makes sure the conversation exists on the device and, online, merges the server's copy
 * (never dropping messages still queued here). Throws ChatDataError('loadFailed') for the
 * init-error screen; a network drop during the load falls back to the device's copy.
 */
export function loadConversation(
  scope: ChatScope,
  options: { online: boolean },
): Promise<{ hasHistory: boolean }> {
  return chat().loadConversation(scope, options);
}

/**
 * Shows the message at once, writes it (UUID v7, 'queued') and its outbox row in one
 * transaction, and has the sync engine send it: straight away when this tab leads and nothing
 * waits before it, else by waking the engine. A full device throws ChatDataError('storageFull').
 */
export function queueUserMessage(
  scope: ChatScope,
  text: string,
  options: {
    crisis: boolean;
    checkIn?: boolean;
    locale: Locale;
    style?: 'formal' | 'casual' | 'adaptive';
    contextLength?: 10 | 25 | 50;
  },
): Promise<MessageRecord> {
  return chat().queueUserMessage(scope, text, options);
}

/** A bubble from the coach that exists only on this device (greeting, error, notice). */
export function addLocalBotMessage(
  scope: ChatScope,
  text: string,
  kind: LocalOnlyKind,
): Promise<MessageRecord> {
  return chat().addLocalBotMessage(scope, text, kind);
}

/**
 * Sends a failed or blocked message again. Same id when the server never stored it; a message
 * the server stored and refunded (provider_failed, provider_timeout, message_failed) goes again
 * under a new id at the end of the conversation, and the old copy is deleted on the server.
 */
export function retryMessage(userId: string, messageId: string): Promise<void> {
  return chat().retryMessage(userId, messageId);
}

/** Drops a failed or blocked message and its outbox row. */
export function discardMessage(userId: string, messageId: string): Promise<void> {
  return chat().discardMessage(userId, messageId);
}

/**
 * Deletes the conversation on the server (its messages and likes go with it), then on the
 * device. Offline or refused: ChatDataError('clearFailed') and nothing changes locally.
 */
export function clearConversation(scope: ChatScope): Promise<void> {
  return chat().clearConversation(scope);
}

/** Optimistic: the heart flips at once and flips back with ChatDataError('likeFailed'). */
export function toggleLike(userId: string, messageId: string): Promise<boolean> {
  return chat().toggleLike(userId, messageId);
}

/** When the user's last message reached the server (any coach, or one). */
export function lastSessionAt(userId: string, characterId?: CharacterId): Promise<string | null> {
  return chat().lastSessionAt(userId, characterId);
}

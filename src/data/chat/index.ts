/**
 * The local-first chat data: Dexie is the source of truth, screens read live queries, and the
 * sync engine carries queued messages to the server (the composition root gives the chat port the
 * engine's `enqueue`). Only features loaded after sign-in import this (it brings Dexie and the
 * supabase-js client with it).
 */
import { useDataPorts } from '#data/ports/index.ts';

import type { ChatService } from './chatService.ts';

export {
  createChatService,
  type ChatService,
  type ChatServiceDeps,
  type QueueOptions,
} from './chatService.ts';
export { createFreshMessages, type FreshMessages } from './freshMessages.ts';
export type { ChatScope } from './scope.ts';
export { conversationKey } from './scope.ts';
export { ChatDataError, isChatDataError, type ChatDataErrorCode } from './chatDataError.ts';
export {
  useChatMessages,
  useLastSessionAt,
  useLikedMessageIds,
  useLiveReply,
  useOutboxSummary,
  useProgressMessages,
} from './hooks.ts';
export type { OutboxSummary } from './outboxRepository.ts';
export type { LocalOnlyKind, MessageError, MessageRecord, MessageStatus } from '#data/db/records.ts';

/**
 * The chat's commands: loadConversation (makes sure the conversation exists on the device and,
 * online, merges the server's copy), queueUserMessage (shows the message at once, writes it and its
 * outbox row in one transaction, and has the sync engine send it), addLocalBotMessage,
 * retryMessage, discardMessage, clearConversation, toggleLike, lastSessionAt (see chatService.ts).
 */
export function useChatPort(): ChatService {
  return useDataPorts().chat;
}

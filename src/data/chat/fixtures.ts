/**
 * Test fixtures for the chat data and the sync engine: a fresh fake-indexeddb database per test
 * and server answers shaped like the chat function's. Imported by tests only.
 */
import { Dexie } from 'dexie';

import type { ChatServerErrorCode } from '#contracts/chat.ts';
import { classifyChatFailure } from '#core/chatErrors.ts';
import { createDatabase, type AppDatabase } from '#data/db/db.ts';

import type { ChatAnswer, ChatSendRequest, RemoteMessage, SendOutcome } from './chatRemote.ts';
import type { ChatScope } from './scope.ts';

let counter = 0;
const opened: AppDatabase[] = [];

export function openTestDatabase(): AppDatabase {
  const db = createDatabase(`chat-test-${Date.now()}-${++counter}`);
  opened.push(db);
  return db;
}

/** Call from afterEach. */
export async function closeTestDatabases(): Promise<void> {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
}

export const emma: ChatScope = { userId: 'user-1', characterId: 'emma' };
export const louis: ChatScope = { userId: 'user-1', characterId: 'louis' };

export function answerTo(request: ChatSendRequest, overrides: Partial<ChatAnswer> = {}): SendOutcome {
  return {
    ok: true,
    answer: {
      reply: `Réponse à « ${request.text} »`,
      messageId: request.messageId,
      replyId: `reply-${request.messageId}`,
      conversationId: 'server-conversation',
      remaining: 10,
      unlimited: false,
      tier: 'gratuit',
      crisis: false,
      checkIn: false,
      replay: false,
      ...overrides,
    },
  };
}

export function serverError(
  status: number,
  code?: ChatServerErrorCode,
  extra: { retryAfterSeconds?: number; refunded?: boolean } = {},
): SendOutcome {
  return {
    ok: false,
    error: classifyChatFailure({ type: 'httpStatus', status, body: code ? { error: code } : undefined }),
    retryAfterSeconds: extra.retryAfterSeconds ?? null,
    refunded: extra.refunded ?? false,
  };
}

export function networkError(): SendOutcome {
  return {
    ok: false,
    error: classifyChatFailure({ type: 'fetchFailed' }),
    retryAfterSeconds: null,
    refunded: false,
  };
}

export function remoteMessage(overrides: Partial<RemoteMessage> & Pick<RemoteMessage, 'id'>): RemoteMessage {
  return {
    conversationId: 'server-conversation',
    characterId: 'emma',
    sender: 'user',
    text: `Message ${overrides.id}`,
    replyTo: null,
    crisis: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The unified settings on this device (decision 4), and what the chat reads of them at each send. */
import { useLiveQuery } from 'dexie-react-hooks';

import {
  chatContextLengths,
  type ChatContextLength,
  type ChatProactivity,
  type ChatStyle,
} from '#contracts/chat.ts';
import {
  contextLengthChoices,
  defaultSettings,
  sanitizeSettings,
  type UnifiedSettings,
} from '#core/settings.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { useDataPorts } from '#data/ports/index.ts';

/** The device's copy of one user's unified settings (removed when they sign out here). */
const settingsKey = (userId: string) => `settings:${userId}`;

export async function readDeviceSettings(db: AppDatabase, userId: string): Promise<unknown> {
  return (await db.cache.get(settingsKey(userId)))?.value;
}

export async function writeDeviceSettings(db: AppDatabase, userId: string, value: unknown): Promise<void> {
  await db.cache.put({ key: settingsKey(userId), value, fetchedAt: new Date().toISOString() });
  chatPreferences.set(userId, chatPreferencesOf(value));
}

/** Everything this device holds for the user, for the export file (the server adds the rest). */
export async function deviceDataOf(db: AppDatabase, userId: string): Promise<Record<string, unknown>> {
  const theirs = `${userId}:`;
  const [conversations, messages, outbox, likes, settings] = await Promise.all([
    db.conversations.where(':id').startsWith(theirs).toArray(),
    db.messages.where('conversationId').startsWith(theirs).toArray(),
    db.outbox.filter((row) => row.userId === userId).toArray(),
    db.likes.filter((row) => row.userId === userId).toArray(),
    readDeviceSettings(db, userId),
  ]);
  return { conversations, messages, outbox, likes, settings };
}

export type ChatPreferences = {
  style?: ChatStyle;
  contextLength?: ChatContextLength;
  proactivity?: ChatProactivity;
};

/**
 * The AI preferences sent with each chat message (the coach honours them): response style, how
 * many earlier messages it reads and how readily it proposes something to try. Kept in memory per user so a send reads them without
 * waiting (the bubble shows at once): loaded with the conversation, updated at each save.
 */
const chatPreferences = new Map<string, ChatPreferences>();

function chatPreferencesOf(stored: unknown): ChatPreferences {
  if (stored === undefined) return {};
  const { chat } = sanitizeSettings(stored);
  const length = contextLengthChoices[chat.contextLength];
  return {
    style: chat.responseStyle,
    proactivity: chat.proactivity,
    ...(chatContextLengths.some((allowed) => allowed === length) ? { contextLength: length } : {}),
  };
}

export async function loadChatPreferences(db: AppDatabase, userId: string): Promise<void> {
  const stored = await readDeviceSettings(db, userId).catch(() => undefined);
  chatPreferences.set(userId, chatPreferencesOf(stored));
}

/** Nothing when the user never saved settings on this device (the coach's defaults then). */
export function chatPreferencesFor(userId: string): ChatPreferences {
  return chatPreferences.get(userId) ?? {};
}

const defaults = defaultSettings();

/**
 * The user's unified settings on this device, live: a save (in this tab or another) reaches every
 * screen that reads them at once. The defaults until they are read, or when there are none.
 */
export function useDeviceSettings(userId: string): UnifiedSettings {
  const { db } = useDataPorts();
  return (
    useLiveQuery(
      () =>
        readDeviceSettings(db, userId).then(
          (stored) => (stored === undefined ? defaults : sanitizeSettings(stored)),
          () => defaults,
        ),
      [db, userId],
    ) ?? defaults
  );
}

/**
 * Auto-delete on this device: the user's messages older than `days` go, with their likes. A
 * message still waiting to be sent (or its row in the outbox) stays: it is not history yet.
 */
export async function deleteOldMessagesHere(
  db: AppDatabase,
  userId: string,
  days: number,
  now: number = Date.now(),
): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  return db.transaction('rw', [db.messages, db.likes, db.outbox], async () => {
    const waiting = new Set(
      (await db.outbox.filter((row) => row.userId === userId).toArray()).map((row) => row.messageId),
    );
    const old = await db.messages
      .where('conversationId')
      .startsWith(`${userId}:`)
      .filter((message) => message.createdAt < cutoff && !waiting.has(message.id))
      .primaryKeys();
    await db.likes.bulkDelete(old);
    await db.messages.bulkDelete(old);
    return old.length;
  });
}

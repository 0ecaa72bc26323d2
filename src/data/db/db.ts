/**
 * The one IndexedDB schema of the app (Dexie). IndexedDB is the client's source of truth;
 * the server is reconciled by the sync engine.
 *
 * Versions are declared in ascending order and never edited once shipped: a change is a new
 * `version(n)` with its upgrade in ./migrations/NNNN-<name>.ts and a case in db.test.ts.
 * GOTCHA: never run `upgrade()` rewrites on rows the server also owns (messages, conversations);
 * re-pull them instead, so an upgrade can't fight the sync engine.
 */
import { Dexie, type EntityTable } from 'dexie';

import type {
  CacheRecord,
  ConversationRecord,
  KvRecord,
  LikeRecord,
  MessageRecord,
  OutboxRecord,
  PendingSubscriptionRecord,
  SettingsRecord,
  SyncStateRecord,
} from './records.ts';

export const databaseName = 'emma-et-louis';

/** Index definitions per version: the first entry is the primary key. */
export const schemaVersions = [
  {
    version: 1,
    stores: {
      conversations: 'id, characterId, updatedAt',
      messages: 'id, conversationId, [conversationId+createdAt], status',
      outbox: '++seq, &messageId, nextAttemptAt',
      likes: 'messageId',
      settings: 'id',
      kv: 'key',
      pendingSubscription: 'id',
      cache: 'key',
      syncState: 'key',
    },
  },
] as const;

export const currentSchemaVersion = schemaVersions[schemaVersions.length - 1]?.version ?? 1;

export type AppDatabase = Dexie & {
  conversations: EntityTable<ConversationRecord, 'id'>;
  messages: EntityTable<MessageRecord, 'id'>;
  outbox: EntityTable<OutboxRecord, 'seq'>;
  likes: EntityTable<LikeRecord, 'messageId'>;
  settings: EntityTable<SettingsRecord, 'id'>;
  kv: EntityTable<KvRecord, 'key'>;
  pendingSubscription: EntityTable<PendingSubscriptionRecord, 'id'>;
  cache: EntityTable<CacheRecord, 'key'>;
  syncState: EntityTable<SyncStateRecord, 'key'>;
};

/**
 * Opens (lazily) the app database, or one at an older version for migration tests. The app's one
 * instance is created by the composition root (src/app/services.ts).
 */
export function createDatabase(name = databaseName, upToVersion: number = currentSchemaVersion): AppDatabase {
  const db = new Dexie(name) as AppDatabase;
  for (const { version, stores } of schemaVersions) {
    if (version <= upToVersion) db.version(version).stores(stores);
  }
  return db;
}

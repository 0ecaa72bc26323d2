/**
 * Schema and migration tests on fake-indexeddb. Every declared version must open from
 * nothing and from the previous version with the data kept; add a case here for each
 * upgrade function.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { createDatabase, currentSchemaVersion, schemaVersions } from './db.ts';

const opened: Dexie[] = [];
let counter = 0;
const uniqueName = () => `test-db-${++counter}`;

function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}

afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});

describe('schema', () => {
  it('declares versions in ascending order', () => {
    const versions = schemaVersions.map((entry) => entry.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(currentSchemaVersion).toBe(versions.at(-1));
  });

  it('creates every table of the architecture on a fresh install', async () => {
    const db = track(createDatabase(uniqueName()));
    await db.open();
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'cache',
        'conversations',
        'kv',
        'likes',
        'messages',
        'outbox',
        'pendingSubscription',
        'settings',
        'syncState',
      ].sort(),
    );
    expect(db.verno).toBe(currentSchemaVersion);
  });

  it("lists a conversation's messages in time order through the compound index", async () => {
    const db = track(createDatabase(uniqueName()));
    const base = {
      userId: 'u1',
      conversationId: 'c1',
      characterId: 'emma',
      sender: 'user',
      status: 'sent',
    } as const;
    await db.messages.bulkAdd([
      { ...base, id: 'm2', text: 'deux', createdAt: '2026-01-01T10:00:02.000Z' },
      { ...base, id: 'm1', text: 'un', createdAt: '2026-01-01T10:00:01.000Z' },
      { ...base, id: 'x', conversationId: 'c2', text: 'autre', createdAt: '2026-01-01T10:00:00.000Z' },
    ]);
    const texts = await db.messages
      .where('[conversationId+createdAt]')
      .between(['c1', Dexie.minKey], ['c1', Dexie.maxKey])
      .toArray();
    expect(texts.map((m) => m.text)).toEqual(['un', 'deux']);
  });

  it('refuses two outbox entries for the same message (the id is the idempotency key)', async () => {
    const db = track(createDatabase(uniqueName()));
    const op = {
      kind: 'chat.send',
      userId: 'u1',
      messageId: 'm1',
      attempts: 0,
      nextAttemptAt: '',
      createdAt: '',
    } as const;
    await db.outbox.add({ ...op });
    await expect(db.outbox.add({ ...op })).rejects.toThrow(/ConstraintError|unique/i);
  });
});

describe('migrations', () => {
  it.each(schemaVersions.map((entry) => entry.version))(
    'opening version %i keeps what an older version stored',
    async (version) => {
      const name = uniqueName();
      const older = createDatabase(name, Math.max(1, version - 1));
      await older.kv.put({ key: 'locale', value: 'en' });
      older.close();

      const newer = track(createDatabase(name, version));
      await newer.open();
      expect(newer.verno).toBe(version);
      expect(await newer.kv.get('locale')).toEqual({ key: 'locale', value: 'en' });
    },
  );

  it('keeps working when the device already holds a newer schema (an old tab open during an update)', async () => {
    const name = uniqueName();
    const current = schemaVersions.at(-1);
    const future = track(new Dexie(name));
    future.version(currentSchemaVersion + 1).stores({ ...current?.stores, futureTable: 'id' });
    await future.open();
    await future.table('kv').put({ key: 'locale', value: 'en' });
    future.close();

    const old = track(createDatabase(name));
    await old.open();
    expect(await old.kv.get('locale')).toEqual({ key: 'locale', value: 'en' });
  });
});

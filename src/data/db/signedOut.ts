/**
 * Signing out removes the user's data from this device (forgetUser.ts). Another tab may still
 * be finishing work for them — an answer arriving, a pull, a balance refresh — and would write
 * some of it back before it hears of the sign-out. So the sign-out leaves a mark, in the same
 * transaction as the removal, and writes of what the server sends check it in their own
 * transaction. IndexedDB runs read-write transactions over the same store one after the other,
 * so such a write either lands before the removal (and is removed) or sees the mark (and is
 * dropped). Signing in again lifts the mark.
 */
import type { Table } from 'dexie';

import type { AppDatabase } from './db.ts';

const markKey = (userId: string) => `signedOut:${userId}` as const;

/** Call inside the removal's transaction (it must include `kv`). */
export async function markSignedOut(db: AppDatabase, userId: string, atIso: string): Promise<void> {
  await db.kv.put({ key: markKey(userId), value: atIso });
}

/** The user is signed in on this device again: their data may be written once more. */
export async function liftSignedOut(db: AppDatabase, userId: string): Promise<void> {
  await db.kv.delete(markKey(userId));
}

/**
 * Runs `write` in one read-write transaction over `tables`, unless the user has signed out on
 * this device: then nothing is written and the result is undefined.
 */
export function unlessSignedOut<T>(
  db: AppDatabase,
  userId: string,
  tables: Table[],
  write: () => Promise<T>,
): Promise<T | undefined> {
  return db.transaction('rw', [...tables, db.kv], async () =>
    (await db.kv.get(markKey(userId))) === undefined ? write() : undefined,
  );
}

/**
 * What signing out needs from the device's data (features/account/leaveDevice.ts): how much is
 * still unsent, and forgetting everything of the user here.
 */
import type { FreshMessages } from '#data/chat/freshMessages.ts';
import { outboxSummary, type OutboxSummary } from '#data/chat/outboxRepository.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { forgetUserOnDevice } from '#data/db/forgetUser.ts';

export type { AppDatabase } from '#data/db/db.ts';
export type { FreshMessages } from '#data/chat/freshMessages.ts';

export function unsentOnDevice(db: AppDatabase, userId: string): Promise<OutboxSummary> {
  return outboxSummary(db, userId);
}

/** Drops the user's in-memory messages at once, then their rows (the promise says whether it could). */
export function forgetUserHere(db: AppDatabase, fresh: FreshMessages, userId: string): Promise<void> {
  fresh.forgetFreshUser(userId);
  return forgetUserOnDevice(db, userId);
}

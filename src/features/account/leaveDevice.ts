/**
 * Signing out leaves nothing of the user on this device: people confide in the app, and phones
 * and computers are shared. The sync stops, then the user's conversations, unsent messages,
 * likes and cached balance are removed (the server keeps the history; signing in again pulls
 * it back). Unsent messages would be lost, so the user is asked first.
 */
import { plural } from '@lingui/core/macro';

import { forgetUserHere, unsentOnDevice, type AppDatabase, type FreshMessages } from '#data/account/index.ts';
import { logger } from '#data/logger.ts';

export type LeaveDeviceDeps = {
  db: AppDatabase;
  /** The bubbles this tab shows before IndexedDB has them: the user's go too. */
  fresh: FreshMessages;
  /** Ends the sync session at once (the composition root's sync service). */
  stopSync: () => void;
};

/** Whether to go on signing out: false when the user keeps their unsent messages. */
export async function leaveDevice(
  userId: string,
  { db, fresh, stopSync }: LeaveDeviceDeps,
): Promise<boolean> {
  const { waiting, blocked, failed } = await unsentOnDevice(db, userId).catch(() => ({
    waiting: 0,
    blocked: 0,
    failed: 0,
  }));
  const unsent = waiting + blocked + failed;
  const question = plural(unsent, {
    one: "# message n'a pas encore été envoyé : il sera perdu si vous vous déconnectez maintenant. Se déconnecter quand même ?",
    other:
      "# messages n'ont pas encore été envoyés : ils seront perdus si vous vous déconnectez maintenant. Se déconnecter quand même ?",
  });
  if (unsent > 0 && !window.confirm(question)) return false;
  stopSync();
  // A device that cannot be written to still signs out; what it holds stays, as before.
  await forgetUserHere(db, fresh, userId).catch((error: unknown) =>
    logger.warn('Could not remove the signed-out user’s data', { error }),
  );
  return true;
}

/**
 * The sync subsystem's public face: `createSyncService` builds, for the composition root, what
 * starts the engine when a user signs in and stops it on sign-out, and the one entry the data
 * layer is given for work (`enqueue`). Only code loaded after sign-in imports this (it brings
 * Dexie and the supabase-js client with it).
 */
import { subscribeMessageInserts, type RemoteMessage } from '#data/chat/chatRemote.ts';
import type { FreshMessages } from '#data/chat/freshMessages.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { liftSignedOut } from '#data/db/signedOut.ts';
import { logger } from '#data/logger.ts';
import { requestBackgroundSync, swSyncMessageType } from '#data/platform/backgroundSync.ts';
import type { SyncChannel } from '#data/platform/channel.ts';
import { isOnline } from '#data/platform/online.ts';
import type { SyncEventBus } from '#data/platform/syncEvents.ts';
import type { Enqueue } from '#data/platform/work.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';
import { retryRefreshNow } from '#data/supabase/refreshCooldown.ts';

import { createSyncEngine } from './engine.ts';
import { browserLocks } from './leader.ts';
import { supabaseSyncRemote } from './remote.ts';
import { startSyncSession, type SyncSession } from './session.ts';
import type { SyncStatusStore } from './status.ts';

export type { SyncEvent } from './events.ts';
export { useSyncEvents } from './events.ts';
export type { SyncStatus } from './status.ts';
export { useSyncStatus } from './status.ts';

export type SyncServiceDeps = {
  db: AppDatabase;
  client: () => Promise<AppSupabaseClient>;
  /** The tab's channel, opened on first use. */
  channel: () => SyncChannel;
  events: SyncEventBus;
  status: SyncStatusStore;
  /** Asks the server for the user's balance (the credits port). */
  refreshCredits: (userId: string) => Promise<unknown>;
  /** The tab's fresh messages, shared with the chat port. */
  fresh: FreshMessages;
};

export type SyncService = {
  /**
   * Starts syncing for the signed-in user; idempotent per user (calls are counted, the last stop
   * ends it). Starting for another user ends the previous user's session first.
   */
  start(userId: string): () => void;
  /** Ends the running session at once, whoever started it (the user is signing out). */
  stop(): void;
  /** The data layer's one entry for work; with no session in this tab, the leader tab is asked. */
  enqueue: Enqueue;
};

type Running = { userId: string; refs: number; session: SyncSession; dispose: () => void };

export function createSyncService(deps: SyncServiceDeps): SyncService {
  const { client, status } = deps;
  let running: Running | null = null;

  function refreshCreditsQuietly(userId: string): void {
    deps.refreshCredits(userId).catch((error: unknown) => logger.warn('Credit refresh failed', { error }));
  }

  /** Asks once that the browser never evicts the outbox and history (Safari's 7-day rule). */
  function askPersistentStorage(): void {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (storage?.persisted === undefined) return;
    void storage
      .persisted()
      .then((already) => (already ? true : storage.persist()))
      .then((persisted) => status.update({ storagePersisted: persisted }))
      .catch(() => status.update({ storagePersisted: false }));
  }

  function watchRemote(userId: string, ingest: (message: RemoteMessage) => void) {
    return () => {
      let stop: (() => void) | undefined;
      let cancelled = false;
      client()
        .then((supabase) => {
          if (!cancelled) stop = subscribeMessageInserts(supabase, userId, ingest);
        })
        .catch((error: unknown) => logger.warn('Realtime messages unavailable', { error }));
      return () => {
        cancelled = true;
        stop?.();
      };
    };
  }

  function startSession(userId: string): Running {
    const { db } = deps;
    // Signed in here again after a sign-out: the user's data may be written once more. IndexedDB
    // runs this before any write the session queues next.
    liftSignedOut(db, userId).catch((error: unknown) =>
      logger.warn('Could not lift the sign-out mark', { error }),
    );
    const engine = createSyncEngine({
      db,
      userId,
      remote: supabaseSyncRemote(client),
      isOnline,
      emit: (event) => deps.events.emit(event),
      fresh: deps.fresh,
      onFlushingChange: (flushing) => status.update({ flushing }),
      onCreditsChanged: () => refreshCreditsQuietly(userId),
      onSendWaiting: requestBackgroundSync,
    });
    const session = startSyncSession({
      engine,
      channel: deps.channel(),
      locks: browserLocks(),
      emit: (event) => deps.events.emit(event),
      onLeaderChange: (leader) => status.update({ leader }),
      watchRemote: watchRemote(userId, (message) => void engine.ingest([message])),
    });

    const resume = () => {
      session.pull();
      session.wake();
    };
    const onOnline = () => {
      status.update({ online: true });
      // A token refresh that failed offline would otherwise hold the queue for up to a minute.
      void client()
        .then(retryRefreshNow, () => undefined)
        .finally(resume);
    };
    const onOffline = () => status.update({ online: false });
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      resume();
      // Credits may have come back meanwhile (midnight reset, a purchase elsewhere).
      if (session.isLeader()) refreshCreditsQuietly(userId);
    };
    const onWorkerMessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: unknown } | null)?.type === swSyncMessageType) session.wake();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    worker?.addEventListener('message', onWorkerMessage);
    status.update({ online: isOnline() });
    askPersistentStorage();
    refreshCreditsQuietly(userId);

    return {
      userId,
      refs: 0,
      session,
      dispose() {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
        document.removeEventListener('visibilitychange', onVisible);
        worker?.removeEventListener('message', onWorkerMessage);
        session.stop();
        status.reset();
      },
    };
  }

  return {
    start(userId) {
      if (running?.userId !== userId) {
        running?.dispose();
        running = startSession(userId);
      }
      const mine = running;
      mine.refs++;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        mine.refs--;
        if (mine.refs > 0 || running !== mine) return;
        running = null;
        mine.dispose();
      };
    },
    stop() {
      const current = running;
      running = null;
      current?.dispose();
    },
    enqueue(work) {
      if (running) return running.session.enqueue(work);
      // No session in this tab: the leader tab flushes (a message just written waits for it).
      if (work === undefined) deps.channel().post({ kind: 'wake' });
      return false;
    },
  };
}

/**
 * The sync engine's public face. The lead starts it when a user signs in and stops it on
 * sign-out; screens listen to its events and status. Only features loaded after sign-in import
 * this (it brings Dexie and the supabase-js client with it).
 */
import { useEffect, useRef } from 'react';

import { subscribeMessageInserts, type RemoteMessage } from '#data/chat/chatRemote.ts';
import { refreshCreditStatus } from '#data/credits/index.ts';
import { appDatabase } from '#data/db/db.ts';
import { liftSignedOut } from '#data/db/signedOut.ts';
import { logger } from '#data/logger.ts';
import { appSupabase } from '#data/supabase/index.ts';
import { retryRefreshNow } from '#data/supabase/refreshCooldown.ts';

import { appSyncChannel } from './channel.ts';
import { createSyncEngine } from './engine.ts';
import { emitSyncEvent, subscribeSyncEvents, type SyncEvent } from './events.ts';
import { browserLocks } from './leader.ts';
import { isOnline } from './online.ts';
import { supabaseSyncRemote } from './remote.ts';
import { startSyncSession } from './session.ts';
import { resetSyncStatus, updateSyncStatus } from './status.ts';
import { requestBackgroundSync } from './wake.ts';

export type { SyncEvent } from './events.ts';
export type { SyncStatus } from './status.ts';
export { useSyncStatus } from './status.ts';
export { wakeSync } from './wake.ts';

/** The service worker's message when its background sync fires (sw/sw.ts). */
export const swSyncMessageType = 'emma-louis-sync';

const client = () => appSupabase();

type Running = { userId: string; refs: number; dispose: () => void };
let running: Running | null = null;

function refreshCreditsQuietly(userId: string): void {
  refreshCreditStatus(userId).catch((error: unknown) => logger.warn('Credit refresh failed', { error }));
}

/** Asks once that the browser never evicts the outbox and history (Safari's 7-day rule). */
function askPersistentStorage(): void {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (storage?.persisted === undefined) return;
  void storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .then((persisted) => updateSyncStatus({ storagePersisted: persisted }))
    .catch(() => updateSyncStatus({ storagePersisted: false }));
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

function startSession(userId: string): () => void {
  const db = appDatabase();
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
    emit: (event) => emitSyncEvent(event),
    onFlushingChange: (flushing) => updateSyncStatus({ flushing }),
    onCreditsChanged: () => refreshCreditsQuietly(userId),
    onSendWaiting: requestBackgroundSync,
  });
  const session = startSyncSession({
    engine,
    channel: appSyncChannel(),
    locks: browserLocks(),
    emit: (event) => emitSyncEvent(event),
    onLeaderChange: (leader) => updateSyncStatus({ leader }),
    watchRemote: watchRemote(userId, (message) => void engine.ingest([message])),
  });

  const resume = () => {
    session.pull();
    session.wake();
  };
  const onOnline = () => {
    updateSyncStatus({ online: true });
    // A token refresh that failed offline would otherwise hold the queue for up to a minute.
    void client()
      .then(retryRefreshNow, () => undefined)
      .finally(resume);
  };
  const onOffline = () => updateSyncStatus({ online: false });
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
  updateSyncStatus({ online: isOnline() });
  askPersistentStorage();
  refreshCreditsQuietly(userId);

  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    worker?.removeEventListener('message', onWorkerMessage);
    session.stop();
    resetSyncStatus();
  };
}

/**
 * Starts syncing for the signed-in user; idempotent per user (calls are counted, the last stop
 * ends it). Starting for another user ends the previous user's session first.
 */
export function startSync(userId: string): () => void {
  if (running?.userId !== userId) {
    running?.dispose();
    running = { userId, refs: 0, dispose: startSession(userId) };
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
}

/** Ends the running session at once, whoever started it (the user is signing out). */
export function stopSync(): void {
  const current = running;
  running = null;
  current?.dispose();
}

/** Every tab hears every message outcome, whichever tab sent it. */
export function useSyncEvents(listener: (event: SyncEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeSyncEvents((event) => latest.current(event)), []);
}

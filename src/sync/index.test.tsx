import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeTestDatabases, openTestDatabase } from '#data/chat/fixtures.ts';
import { createFreshMessages } from '#data/chat/freshMessages.ts';
import { loadCreditStatus, storeServerBalance } from '#data/credits/creditStatus.ts';
import { forgetUserOnDevice } from '#data/db/forgetUser.ts';
import type { ChannelMessage, SyncChannel } from '#data/platform/channel.ts';
import { createSyncEventBus, type SyncEvent } from '#data/platform/syncEvents.ts';

import { SyncEventsContext } from './events.ts';
import { createSyncService, useSyncEvents, useSyncStatus } from './index.ts';
import { createSyncStatusStore, SyncStatusContext } from './status.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await closeTestDatabases();
});

function recordingChannel() {
  const posted: ChannelMessage[] = [];
  let deliver: (message: ChannelMessage) => void = () => undefined;
  const channel: SyncChannel = {
    post: (message) => posted.push(message),
    listen(listener) {
      deliver = listener;
      return () => undefined;
    },
  };
  return { channel, posted, receive: (message: ChannelMessage) => deliver(message) };
}

describe('sync events', () => {
  it('reach this tab’s listeners and, for message outcomes only, the other tabs', () => {
    const { channel, posted } = recordingChannel();
    const bus = createSyncEventBus(() => channel);
    const heard: SyncEvent[] = [];
    const stop = bus.subscribe((event) => heard.push(event));
    const sent: SyncEvent = {
      type: 'message.sent',
      userId: 'u',
      messageId: 'm',
      replyId: 'r',
      crisis: false,
      flaggedOnDevice: false,
      remaining: 3,
      unlimited: false,
    };
    bus.emit(sent);
    bus.emit({ type: 'leader.changed', leader: true });
    stop();
    expect(heard).toEqual([sent, { type: 'leader.changed', leader: true }]);
    expect(posted).toEqual([{ kind: 'event', event: sent }]);
  });

  it('deliver what another tab’s leader emitted', () => {
    const { channel, receive } = recordingChannel();
    const bus = createSyncEventBus(() => channel);
    const heard: SyncEvent[] = [];
    const stop = bus.subscribe((event) => heard.push(event));
    const blocked: SyncEvent = { type: 'message.blocked', userId: 'u', messageId: 'm', reason: 'no_credits' };
    receive({ kind: 'event', event: blocked });
    stop();
    expect(heard).toEqual([blocked]);
  });

  it('useSyncEvents always calls the latest listener', () => {
    const bus = createSyncEventBus(() => recordingChannel().channel);
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ listener }) => useSyncEvents(listener), {
      initialProps: { listener: first },
      wrapper: ({ children }: { children: ReactNode }) => (
        <SyncEventsContext value={bus}>{children}</SyncEventsContext>
      ),
    });
    rerender({ listener: second });
    act(() => bus.emit({ type: 'storage.error', reason: 'quota' }));
    unmount();
    act(() => bus.emit({ type: 'storage.error', reason: 'quota' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

/** A sync service on a test database, with no backend: every remote call fails fast and is logged. */
function syncService() {
  const db = openTestDatabase();
  const { channel, posted } = recordingChannel();
  const status = createSyncStatusStore();
  const service = createSyncService({
    db,
    client: () => Promise.reject(new Error('no backend in unit tests')),
    channel: () => channel,
    events: createSyncEventBus(() => channel),
    status,
    refreshCredits: () => Promise.reject(new Error('no backend in unit tests')),
    fresh: createFreshMessages(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SyncStatusContext value={status}>{children}</SyncStatusContext>
  );
  return { db, service, posted, wrapper };
}

describe('the sync service', () => {
  it('is idempotent per user: the last stop ends the session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db, service, wrapper } = syncService();
    const { result } = renderHook(() => useSyncStatus(), { wrapper });
    let stopA: () => void = () => undefined;
    let stopB: () => void = () => undefined;
    act(() => {
      stopA = service.start('user-1');
      stopB = service.start('user-1');
    });
    // jsdom has no Web Locks: the only tab leads.
    expect(result.current.leader).toBe(true);
    act(() => stopA());
    act(() => stopA());
    expect(result.current.leader).toBe(true);
    act(() => stopB());
    expect(result.current.leader).toBe(false);
    // Each start lifted the user's sign-out mark in the background: a read of the same table
    // comes after those writes, so none of them outlives the test's database.
    await db.kv.toArray();
  });

  it('asks the leader tab to flush when this tab runs no session', () => {
    const { service, posted } = syncService();
    expect(service.enqueue()).toBe(false);
    expect(posted).toEqual([{ kind: 'wake' }]);
  });

  it('lets the data of a user who signs in again be written on this device', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db, service } = syncService();
    await forgetUserOnDevice(db, 'user-2');
    const status = { remaining: 4, unlimited: false };
    await storeServerBalance(db, 'user-2', status, new Date().toISOString());
    expect(await loadCreditStatus(db, 'user-2')).toBeNull();

    const stop = service.start('user-2');
    await storeServerBalance(db, 'user-2', status, new Date().toISOString());
    stop();
    expect(await loadCreditStatus(db, 'user-2')).toMatchObject(status);
  });
});

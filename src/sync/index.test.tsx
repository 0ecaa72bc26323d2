import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadCreditStatus, storeServerBalance } from '#data/credits/creditStatus.ts';
import { appDatabase } from '#data/db/db.ts';
import { forgetUserOnDevice } from '#data/db/forgetUser.ts';

import type { ChannelMessage, SyncChannel } from './channel.ts';
import { emitSyncEvent, subscribeSyncEvents, type SyncEvent } from './events.ts';
import { startSync, useSyncEvents, useSyncStatus } from './index.ts';

// No backend in unit tests: every remote call fails fast and the engine just logs it.
vi.mock('#data/supabase/index.ts', () => ({
  appSupabase: () => Promise.reject(new Error('no backend in unit tests')),
}));

afterEach(() => {
  vi.restoreAllMocks();
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
    const heard: SyncEvent[] = [];
    const stop = subscribeSyncEvents((event) => heard.push(event), channel);
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
    emitSyncEvent(sent, channel);
    emitSyncEvent({ type: 'leader.changed', leader: true }, channel);
    stop();
    expect(heard).toEqual([sent, { type: 'leader.changed', leader: true }]);
    expect(posted).toEqual([{ kind: 'event', event: sent }]);
  });

  it('deliver what another tab’s leader emitted', () => {
    const { channel, receive } = recordingChannel();
    const heard: SyncEvent[] = [];
    const stop = subscribeSyncEvents((event) => heard.push(event), channel);
    const blocked: SyncEvent = { type: 'message.blocked', userId: 'u', messageId: 'm', reason: 'no_credits' };
    receive({ kind: 'event', event: blocked });
    stop();
    expect(heard).toEqual([blocked]);
  });

  it('useSyncEvents always calls the latest listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ listener }) => useSyncEvents(listener), {
      initialProps: { listener: first },
    });
    rerender({ listener: second });
    act(() => emitSyncEvent({ type: 'storage.error', reason: 'quota' }));
    unmount();
    act(() => emitSyncEvent({ type: 'storage.error', reason: 'quota' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('startSync', () => {
  it('is idempotent per user: the last stop ends the session', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSyncStatus());
    let stopA: () => void = () => undefined;
    let stopB: () => void = () => undefined;
    act(() => {
      stopA = startSync('user-1');
      stopB = startSync('user-1');
    });
    // jsdom has no Web Locks: the only tab leads.
    expect(result.current.leader).toBe(true);
    act(() => stopA());
    act(() => stopA());
    expect(result.current.leader).toBe(true);
    act(() => stopB());
    expect(result.current.leader).toBe(false);
  });

  it('lets the data of a user who signs in again be written on this device', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = appDatabase();
    await forgetUserOnDevice(db, 'user-2');
    const status = { remaining: 4, unlimited: false };
    await storeServerBalance(db, 'user-2', status, new Date().toISOString());
    expect(await loadCreditStatus(db, 'user-2')).toBeNull();

    const stop = startSync('user-2');
    await storeServerBalance(db, 'user-2', status, new Date().toISOString());
    stop();
    expect(await loadCreditStatus(db, 'user-2')).toMatchObject(status);
  });
});

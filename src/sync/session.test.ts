import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { closeTestDatabases, emma, openTestDatabase } from '#data/chat/fixtures.ts';
import { createFreshMessages } from '#data/chat/freshMessages.ts';
import { writeQueuedMessage } from '#data/chat/outboxRepository.ts';
import type { AppDatabase } from '#data/db/db.ts';

import type { ChannelMessage, SyncChannel } from '#data/platform/channel.ts';
import type { SyncEvent } from '#data/platform/syncEvents.ts';

import { createSyncEngine } from './engine.ts';
import { scriptedRemote } from './engine.fixtures.ts';
import { holdLeadership, type LockManagerLike } from './leader.ts';
import { startSyncSession, type SyncSession } from './session.ts';

/** Web Locks as a browser grants an exclusive lock: one holder, the others wait in line. */
class FakeLocks implements LockManagerLike {
  private held = false;
  private readonly waiting: { grant: () => void; signal: AbortSignal | undefined }[] = [];

  request(_name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>) {
    return new Promise<unknown>((resolve, reject) => {
      const grant = () => {
        this.held = true;
        void callback({}).then((value) => {
          this.held = false;
          resolve(value);
          this.grantNext();
        });
      };
      if (!this.held) {
        grant();
        return;
      }
      const entry = { grant, signal: options.signal };
      this.waiting.push(entry);
      options.signal?.addEventListener('abort', () => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }

  private grantNext() {
    this.waiting.shift()?.grant();
  }
}

/** BroadcastChannel between fake tabs: a post reaches every other tab, never the sender. */
function channelHub() {
  const tabs = new Set<(message: ChannelMessage) => void>();
  return (): SyncChannel => {
    const listeners = new Set<(message: ChannelMessage) => void>();
    const receive = (message: ChannelMessage) => listeners.forEach((listener) => listener(message));
    tabs.add(receive);
    return {
      post: (message) => tabs.forEach((tab) => tab !== receive && tab(message)),
      listen(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  };
}

let db: AppDatabase;
beforeEach(() => {
  db = openTestDatabase();
});
afterEach(closeTestDatabases);

function openTab(locks: LockManagerLike, channel: SyncChannel, server = scriptedRemote()) {
  const events: SyncEvent[] = [];
  const engine = createSyncEngine({
    db,
    userId: emma.userId,
    remote: server.remote,
    isOnline: () => true,
    emit: (event) => events.push(event),
    fresh: createFreshMessages(),
  });
  const session = startSyncSession({ engine, channel, locks, emit: (event) => events.push(event) });
  return { session, server, events };
}

const queue = (id: string, text: string) =>
  writeQueuedMessage(db, emma, text, { crisis: false, locale: 'fr' }, { id, nowMs: Date.now() });

describe('leadership', () => {
  it('lets only the tab holding the lock send; the next tab takes over when it closes', async () => {
    const locks = new FakeLocks();
    const hub = channelHub();
    const first = openTab(locks, hub());
    const second = openTab(locks, hub());
    const sessions: SyncSession[] = [first.session, second.session];
    try {
      expect(first.session.isLeader()).toBe(true);
      expect(second.session.isLeader()).toBe(false);
      expect(first.events).toContainEqual({ type: 'leader.changed', leader: true });

      // The follower queues; its wake reaches the leader through the channel.
      await queue('m001', 'depuis le second onglet');
      second.session.wake();
      await vi.waitFor(() => expect(first.server.texts()).toEqual(['depuis le second onglet']));
      expect(second.server.sent).toHaveLength(0);

      first.session.stop();
      await vi.waitFor(() => expect(second.session.isLeader()).toBe(true));
      expect(second.events).toContainEqual({ type: 'leader.changed', leader: true });
      await queue('m002', 'après la fermeture');
      second.session.wake();
      await vi.waitFor(() => expect(second.server.texts()).toEqual(['après la fermeture']));
      expect(first.server.texts()).toEqual(['depuis le second onglet']);
    } finally {
      sessions.forEach((session) => session.stop());
    }
  });

  it('flushes on enqueue() without a message, and a follower’s enqueue reaches the leader', async () => {
    const locks = new FakeLocks();
    const hub = channelHub();
    const tab = openTab(locks, hub());
    const follower = openTab(locks, hub());
    try {
      await queue('m001', 'un');
      expect(follower.session.enqueue()).toBe(false);
      await vi.waitFor(() => expect(tab.server.texts()).toEqual(['un']));
      await queue('m002', 'deux');
      expect(tab.session.enqueue()).toBe(false);
      await vi.waitFor(() => expect(tab.server.texts()).toEqual(['un', 'deux']));
      expect(follower.server.sent).toHaveLength(0);
    } finally {
      follower.session.stop();
      tab.session.stop();
    }
  });

  it('leads alone where the browser has no Web Locks', () => {
    const changes: boolean[] = [];
    const release = holdLeadership((leader) => changes.push(leader), undefined);
    release();
    release();
    expect(changes).toEqual([true, false]);
  });

  it('gives up its place in line when stopped before it ever led', async () => {
    const locks = new FakeLocks();
    const changes: string[] = [];
    const releaseFirst = holdLeadership((leader) => changes.push(`first:${leader}`), locks);
    const releaseSecond = holdLeadership((leader) => changes.push(`second:${leader}`), locks);
    releaseSecond();
    releaseFirst();
    await Promise.resolve();
    expect(changes).toEqual(['first:true', 'first:false']);
  });
});

/**
 * A sync session: one user's engine in this tab, led or not. The leader runs the engine and
 * listens to Realtime; a follower forwards wake-ups to the leader over the channel. Browser
 * triggers (online, visibility, the service worker) are wired by index.ts, so this part can be
 * tested with a fake lock manager and channel.
 */
import type { SyncChannel } from '#data/platform/channel.ts';
import type { SyncEvent } from '#data/platform/syncEvents.ts';
import type { SendWork } from '#data/platform/work.ts';

import type { SyncEngine } from './engine.ts';
import { holdLeadership, type LockManagerLike } from './leader.ts';

export type SessionDeps = {
  engine: SyncEngine;
  channel: SyncChannel;
  locks: LockManagerLike | undefined;
  emit: (event: SyncEvent) => void;
  onLeaderChange?: (leader: boolean) => void;
  /** Live feed of the server's new messages, held only while leading. */
  watchRemote?: () => () => void;
};

export type SyncSession = {
  isLeader(): boolean;
  /** Flush now if leading, else ask the leader. */
  wake(): void;
  /**
   * The data layer's entry (see Enqueue in #data/platform/work.ts): a message just written goes
   * at once when this tab leads; without one, the flush wakes.
   */
  enqueue(work?: SendWork): boolean;
  /** Pull now if leading (a follower's pulls are the leader's job). */
  pull(): void;
  stop(): void;
};

export function startSyncSession(deps: SessionDeps): SyncSession {
  const { engine, channel } = deps;
  let leader = false;
  let stopWatching: (() => void) | undefined;

  const wake = () => {
    if (leader) engine.enqueue();
    else channel.post({ kind: 'wake' });
  };

  const stopListening = channel.listen((message) => {
    if (message.kind === 'wake' && leader) engine.enqueue();
  });

  const release = holdLeadership((next) => {
    leader = next;
    engine.setLeader(next);
    if (next) stopWatching = deps.watchRemote?.();
    else {
      stopWatching?.();
      stopWatching = undefined;
    }
    deps.onLeaderChange?.(next);
    deps.emit({ type: 'leader.changed', leader: next });
  }, deps.locks);

  return {
    isLeader: () => leader,
    wake,
    enqueue(work) {
      if (work !== undefined) return leader && engine.enqueue(work);
      wake();
      return false;
    },
    pull: () => {
      if (leader) void engine.pull();
    },
    stop() {
      stopListening();
      engine.stop();
      release();
      stopWatching?.();
      stopWatching = undefined;
    },
  };
}

/**
 * The tabs' shared line (BroadcastChannel 'emma-louis-sync'): followers ask the leader to flush,
 * and the leader's sync events reach every tab. A channel never hears its own posts, so each
 * tab also delivers locally. Without BroadcastChannel (old browsers, some tests) a tab is alone.
 * The composition root (src/app/services.ts) opens the tab's one channel.
 */
import type { SyncEvent } from './syncEvents.ts';

export const syncChannelName = 'emma-louis-sync';

export type ChannelMessage = { kind: 'wake' } | { kind: 'event'; event: SyncEvent };

export type SyncChannel = {
  post(message: ChannelMessage): void;
  listen(listener: (message: ChannelMessage) => void): () => void;
};

function isChannelMessage(data: unknown): data is ChannelMessage {
  if (typeof data !== 'object' || data === null) return false;
  const kind = (data as { kind?: unknown }).kind;
  return kind === 'wake' || (kind === 'event' && typeof (data as { event?: unknown }).event === 'object');
}

export function createSyncChannel(name: string = syncChannelName): SyncChannel {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, listen: () => () => undefined };
  }
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(message: ChannelMessage) => void>();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isChannelMessage(event.data)) return;
    for (const listener of listeners) listener(event.data);
  };
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (the page is unloading) has no one left to tell.
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What the sync engine tells the screens. Only the leader tab sends messages, but every tab
 * shows their outcome (toasts, the paywall), so events travel to the other tabs through the
 * sync channel; `leader.changed` and `storage.error` are about this tab and stay in it.
 */
import type { ChatError } from '#core/chatErrors.ts';
import type { CharacterId } from '#contracts/characters.ts';

import type { ChannelMessage, SyncChannel } from './channel.ts';

export type SyncEvent =
  | {
      type: 'message.sent';
      userId: string;
      messageId: string;
      replyId: string;
      /** The server answered with the crisis answer. */
      crisis: boolean;
      /** This device's own check had flagged the message (and opened the help sheet then). */
      flaggedOnDevice: boolean;
      remaining: number;
      unlimited: boolean;
    }
  | { type: 'message.blocked'; userId: string; messageId: string; reason: 'no_credits' }
  /** `final: false`: the engine keeps retrying by itself. */
  | { type: 'message.failed'; userId: string; messageId: string; error: ChatError; final: boolean }
  /** The history with a coach was cleared on another device, and has now left this one. */
  | { type: 'history.cleared'; userId: string; characterId: CharacterId }
  | { type: 'storage.error'; reason: 'quota' | 'unavailable' }
  | { type: 'leader.changed'; leader: boolean };

type Listener = (event: SyncEvent) => void;

/** This tab's sync events: delivered here and, for message outcomes, to the other tabs. */
export type SyncEventBus = {
  /** Delivers to this tab's listeners and, for message events, to the other tabs. */
  emit(event: SyncEvent): void;
  subscribe(listener: Listener): () => void;
};

function isTabLocal(event: SyncEvent): boolean {
  return event.type === 'leader.changed' || event.type === 'storage.error';
}

/**
 * The bus of one tab, created by the composition root. `channel` is asked for on first use, so a
 * page that never syncs never opens a BroadcastChannel.
 */
export function createSyncEventBus(channel: () => SyncChannel): SyncEventBus {
  const listeners = new Set<Listener>();
  let listening = false;

  function deliver(event: SyncEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // One screen's broken handler must not keep the event from the others.
      }
    }
  }

  return {
    emit(event) {
      deliver(event);
      if (!isTabLocal(event)) channel().post({ kind: 'event', event });
    },
    subscribe(listener) {
      if (!listening) {
        listening = true;
        channel().listen((message: ChannelMessage) => {
          if (message.kind === 'event') deliver(message.event);
        });
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

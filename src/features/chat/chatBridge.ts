/**
 * The chat machine is created once per screen; what its actions reach in React's world (the
 * latest live-query result, setters, copy in the current language) changes on every render.
 * This bridge holds the latest of those, so the machine never closes over a stale render.
 */
import type { I18n } from '@lingui/core';

import type { ConversationTail } from '#core/greetings.ts';
import type { ChatService, MessageRecord } from '#data/chat/index.ts';

import { chatActors } from './chat.actors.ts';
import { chatMachine, type ClearFailureReason, type QueueFailureCode } from './chat.machine.ts';

export type ChatEffects = {
  openPaywall: () => void;
  openCrisisSheet: () => void;
  queueFailed: (failure: { code: QueueFailureCode; text: string }) => void;
  cleared: () => void;
  clearFailed: (reason: ClearFailureReason) => void;
};

/** Enough bubbles to reach back past the last turn's notices to its user message. */
const tailLength = 8;

/** Checks `ready` every 50 ms, `attempts` times at most. */
async function poll(ready: () => boolean, attempts: number): Promise<void> {
  for (let attempt = 0; attempt < attempts && !ready(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class ChatBridge {
  private messages: readonly MessageRecord[] | undefined;
  /** False while the live query has read only the newest messages of a long history. */
  private complete = false;
  private effects: ChatEffects | null = null;

  update(messages: readonly MessageRecord[] | undefined, complete: boolean, effects: ChatEffects): void {
    this.messages = messages;
    this.complete = complete;
    this.effects = effects;
  }

  /** What the chat shows now: the newest messages at least (those a send can concern). */
  currentMessages(): readonly MessageRecord[] | undefined {
    return this.messages;
  }

  /** The last bubbles (the last turn and what follows), once the live query has answered (at most a second's wait). */
  async readTail(): Promise<ConversationTail> {
    await poll(() => this.messages !== undefined, 20);
    return this.messages?.slice(-tailLength);
  }

  /** Every message, once the live query has read the whole history (at most five seconds' wait). */
  async wholeConversation(): Promise<readonly MessageRecord[]> {
    await poll(() => this.complete, 100);
    return this.messages ?? [];
  }

  run<K extends keyof ChatEffects>(name: K, ...args: Parameters<ChatEffects[K]>): void {
    const effect = this.effects?.[name] as ((...values: Parameters<ChatEffects[K]>) => void) | undefined;
    effect?.(...args);
  }

  machine(i18n: I18n, chat: ChatService) {
    return chatMachine.provide({
      actors: chatActors({ i18n, chat, readTail: () => this.readTail() }),
      actions: {
        openPaywall: () => this.run('openPaywall'),
        openCrisisSheet: () => this.run('openCrisisSheet'),
        notifyQueueFailed: (_, params) => this.run('queueFailed', params),
        notifyCleared: () => this.run('cleared'),
        notifyClearFailed: (_, params) => this.run('clearFailed', params.reason),
      },
    });
  }
}

/**
 * The chat machine is created once per screen; what its actions reach in React's world (the
 * latest live-query result, setters, copy in the current language) changes on every render.
 * This bridge holds the latest of those, so the machine never closes over a stale render.
 */
import type { I18n } from '@lingui/core';

import type { ConversationTail } from '#core/greetings.ts';
import type { MessageRecord } from '#data/db/records.ts';

import { chatActors } from './chat.actors.ts';
import { chatMachine, type ClearFailureReason, type QueueFailureCode } from './chat.machine.ts';

export type ChatEffects = {
  openPaywall: () => void;
  openCrisisSheet: () => void;
  queueFailed: (failure: { code: QueueFailureCode; text: string }) => void;
  cleared: () => void;
  clearFailed: (reason: ClearFailureReason) => void;
};

export class ChatBridge {
  private messages: readonly MessageRecord[] | undefined;
  private effects: ChatEffects | null = null;

  update(messages: readonly MessageRecord[] | undefined, effects: ChatEffects): void {
    this.messages = messages;
    this.effects = effects;
  }

  currentMessages(): readonly MessageRecord[] | undefined {
    return this.messages;
  }

  /** The last bubble, once the live query has answered (at most a second's wait). */
  async readTail(): Promise<ConversationTail> {
    for (let attempt = 0; attempt < 20 && this.messages === undefined; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.messages?.at(-1);
  }

  run<K extends keyof ChatEffects>(name: K, ...args: Parameters<ChatEffects[K]>): void {
    const effect = this.effects?.[name] as ((...values: Parameters<ChatEffects[K]>) => void) | undefined;
    effect?.(...args);
  }

  machine(i18n: I18n) {
    return chatMachine.provide({
      actors: chatActors({ i18n, readTail: () => this.readTail() }),
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

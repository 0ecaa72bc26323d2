/**
 * The chat machine's side effects, bound to the local-first data API. Kept to wiring: the rules
 * live in the machine and in #core.
 */
import type { I18n } from '@lingui/core';
import { fromPromise } from 'xstate';

import { shouldGreet, type ConversationTail } from '#core/greetings.ts';
import type { ChatScope, ChatService } from '#data/chat/index.ts';

import type { GreetingInput, QueueMessageInput } from './chat.machine.ts';
import { greetingMessage } from './greetings.ts';

export type ChatActorDeps = {
  i18n: I18n;
  /** The chat port (the composition root's, or a test's). */
  chat: ChatService;
  /** The conversation's last bubbles as this screen shows them (undefined or [] when empty). */
  readTail: () => Promise<ConversationTail>;
  /** The clock (tests give their own). */
  now?: () => number;
};

export function chatActors(deps: ChatActorDeps) {
  const { chat } = deps;
  return {
    loadConversation: fromPromise<{ hasHistory: boolean }, { scope: ChatScope; online: boolean }>(
      ({ input }) => chat.loadConversation(input.scope, { online: input.online }),
    ),
    addGreeting: fromPromise<void, GreetingInput>(async ({ input }) => {
      if (!input.force && !shouldGreet(await deps.readTail(), (deps.now ?? Date.now)())) return;
      const text = deps.i18n._(greetingMessage(input.scope.characterId, input.kind, input.index));
      await chat.addLocalBotMessage(input.scope, text, 'greeting');
    }),
    queueMessage: fromPromise<{ id: string }, QueueMessageInput>(async ({ input }) => {
      const message = await chat.queueUserMessage(input.scope, input.text, {
        crisis: input.crisis,
        ...(input.checkIn ? { checkIn: true } : {}),
        locale: input.locale,
      });
      return { id: message.id };
    }),
    clearConversation: fromPromise<void, { scope: ChatScope }>(({ input }) =>
      chat.clearConversation(input.scope),
    ),
  };
}

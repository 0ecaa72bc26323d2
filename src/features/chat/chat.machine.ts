/**
 * One chat screen's lifecycle: open the conversation (local first, then the server when online),
 * greet, then accept messages under the spec's rules: not empty, at most 500 characters, a 3 s
 * cooldown between sends, no send with an empty balance (the paywall opens instead).
 *
 * Sending only writes the message and its outbox row to IndexedDB: the sync engine delivers it
 * and the live query shows the bubble and, later, the reply. So the machine never waits on the
 * network to go back to idle, and works the same offline.
 *
 * Safety first: a message that reads as a crisis opens the help sheet at once (static, works
 * offline) and is queued even with no credits left (the server answers crisis messages for free).
 * One with an uncertain signal is also queued with no credits left: the server first asks the
 * check-in question, free too.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

import { cooldownLeftSeconds, sendCooldownMs } from '#core/chatTiming.ts';
import { answersNo } from '#core/checkIn.ts';
import { chooseGreetingIndex, greetingKind, type GreetingKind } from '#core/greetings.ts';
import type { Locale } from '#core/locale.ts';
import { validateChatMessage } from '#core/validation.ts';
import type { ChatScope } from '#data/chat/index.ts';

import { crisisCheckReady, isCheckInMessage, isCrisisMessage } from './crisisCheck.ts';

export type { ChatScope };

/** The balance as the credits feature shows it (server remaining minus pending sends). */
export type CreditSnapshot = { remaining: number; unlimited: boolean };

/** Why a send was not accepted; the input turns it into text. */
export type ChatRefusal =
  | { code: 'empty' }
  | { code: 'tooLong' }
  | { code: 'cooldown'; seconds: number }
  | { code: 'noCredits' }
  /** The crisis check has not loaded yet: nothing leaves unchecked. */
  | { code: 'notReady' };

export type InitErrorCode = 'loadFailed' | 'unknown';
export type QueueFailureCode = 'storageFull' | 'unknown';
export type ClearFailureReason = 'offline' | 'failed';

export type ChatInput = {
  scope: ChatScope;
  locale: Locale;
  online: boolean;
  /** The clock for the cooldown; Date.now unless a test injects one. */
  now?: () => number;
  /** Picks greetings; Math.random unless a test injects one. */
  random?: () => number;
};

export type ChatContext = {
  scope: ChatScope;
  locale: Locale;
  online: boolean;
  hasHistory: boolean;
  /** A greeting is due even if the conversation already ends on one (after clearing). */
  forceGreeting: boolean;
  lastGreeting: { kind: GreetingKind; index: number } | null;
  initError: InitErrorCode | null;
  /** When the last accepted message was handed over; starts the cooldown. */
  lastSentAt: number | null;
  /** The message being written to the outbox. */
  outgoing: { text: string; crisis: boolean; checkIn: boolean } | null;
  /** The last reply is the check-in question: an answer to it is free unless a clear no. */
  checkInAsked: boolean;
  refusal: ChatRefusal | null;
  credits: CreditSnapshot | null;
  now: () => number;
  random: () => number;
};

export type ChatEvent =
  | { type: 'chat.send'; text: string }
  | { type: 'chat.retryInit' }
  | { type: 'chat.clear' }
  | { type: 'chat.dismissRefusal' }
  /** The displayed balance changed; null while it is unknown (then the server decides). */
  | { type: 'chat.credits'; credits: CreditSnapshot | null }
  | { type: 'chat.connectivity'; online: boolean }
  | { type: 'chat.locale'; locale: Locale }
  /** Whether the conversation's last reply is the check-in question (ChatScreen reads it). */
  | { type: 'chat.checkInAsked'; asked: boolean };

export type QueueMessageInput = {
  scope: ChatScope;
  text: string;
  crisis: boolean;
  checkIn: boolean;
  locale: Locale;
};
export type GreetingInput = { scope: ChatScope; kind: GreetingKind; index: number; force: boolean };

const notBound = () => Promise.reject(new Error('Chat actor not bound: provide it in chat.actors.ts'));

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code: unknown = (error as Record<string, unknown>)['code'];
  return typeof code === 'string' ? code : undefined;
}

/**
 * Free on the server as a check-in turn: a message with an uncertain signal (the question comes
 * first), or an answer to the question that is not a clear no (the crisis answer comes next).
 */
function isFreeCheckIn(context: ChatContext, text: string): boolean {
  return isCheckInMessage(text) || (context.checkInAsked && !answersNo(text));
}

function sendEvent(event: ChatEvent): { type: 'chat.send'; text: string } {
  if (event.type !== 'chat.send') throw new Error(`Expected chat.send, got ${event.type}`);
  return event;
}

const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    /** Makes sure the conversation exists locally and, online, pulls the server's messages. */
    loadConversation: fromPromise<{ hasHistory: boolean }, { scope: ChatScope; online: boolean }>(notBound),
    /** Appends the welcome bubble (skipped when the conversation already ends on one). */
    addGreeting: fromPromise<void, GreetingInput>(notBound),
    /** Writes the message and its outbox row; the sync engine takes it from there. */
    queueMessage: fromPromise<{ id: string }, QueueMessageInput>(notBound),
    clearConversation: fromPromise<void, { scope: ChatScope }>(notBound),
  },
  actions: {
    openPaywall: (_, _params: { reason: 'no_credits' }) => undefined,
    openCrisisSheet: () => undefined,
    notifyQueueFailed: (_, _params: { code: QueueFailureCode; text: string }) => undefined,
    notifyCleared: () => undefined,
    notifyClearFailed: (_, _params: { reason: ClearFailureReason }) => undefined,
    refuse: assign(({ context }, params: { code: ChatRefusal['code'] }) => ({
      refusal:
        params.code === 'cooldown'
          ? { code: 'cooldown', seconds: cooldownLeftSeconds(context.lastSentAt, context.now()) }
          : { code: params.code },
    })),
    accept: assign(({ context, event }) => {
      const { text } = sendEvent(event);
      return {
        outgoing: {
          text: text.trim(),
          crisis: isCrisisMessage(text),
          checkIn: !isCrisisMessage(text) && isFreeCheckIn(context, text),
        },
        lastSentAt: context.now(),
        refusal: null,
      };
    }),
  },
  guards: {
    isEmpty: ({ event }) => validateChatMessage(sendEvent(event).text).message === 'messageEmpty',
    isTooLong: ({ event }) => validateChatMessage(sendEvent(event).text).message === 'messageTooLong',
    crisisCheckLoading: () => !crisisCheckReady(),
    isCrisis: ({ event }) => isCrisisMessage(sendEvent(event).text),
    isCheckIn: ({ context, event }) => isFreeCheckIn(context, sendEvent(event).text),
    isOutOfCredits: ({ context }) =>
      context.credits !== null && !context.credits.unlimited && context.credits.remaining <= 0,
  },
  delays: {
    cooldownLeft: ({ context }) =>
      context.lastSentAt === null
        ? 0
        : Math.max(0, Math.min(sendCooldownMs, context.lastSentAt + sendCooldownMs - context.now())),
  },
});

/** While the last send rests: refuse with the seconds left, but still open help for a crisis. */
const duringCooldown = [
  { guard: 'isEmpty', actions: { type: 'refuse', params: { code: 'empty' } } },
  { guard: 'crisisCheckLoading', actions: { type: 'refuse', params: { code: 'cooldown' } } },
  {
    guard: 'isCrisis',
    actions: ['openCrisisSheet', { type: 'refuse', params: { code: 'cooldown' } }],
  },
  { actions: { type: 'refuse', params: { code: 'cooldown' } } },
] as const;

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: ({ input }) => ({
    scope: input.scope,
    locale: input.locale,
    online: input.online,
    hasHistory: false,
    forceGreeting: false,
    lastGreeting: null,
    initError: null,
    lastSentAt: null,
    outgoing: null,
    checkInAsked: false,
    refusal: null,
    credits: null,
    now: input.now ?? (() => Date.now()),
    random: input.random ?? Math.random,
  }),
  on: {
    'chat.credits': { actions: assign({ credits: ({ event }) => event.credits }) },
    'chat.connectivity': { actions: assign({ online: ({ event }) => event.online }) },
    'chat.locale': { actions: assign({ locale: ({ event }) => event.locale }) },
    'chat.checkInAsked': { actions: assign({ checkInAsked: ({ event }) => event.asked }) },
    'chat.dismissRefusal': { actions: assign({ refusal: null }) },
  },
  initial: 'initialising',
  states: {
    initialising: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadConversation',
            input: ({ context }) => ({ scope: context.scope, online: context.online }),
            onDone: {
              target: 'greeting',
              actions: assign({ hasHistory: ({ event }) => event.output.hasHistory, forceGreeting: false }),
            },
            onError: {
              target: '#chat.initError',
              actions: assign({
                initError: ({ event }) =>
                  errorCode(event.error) === 'loadFailed' ? 'loadFailed' : 'unknown',
              }),
            },
          },
        },
        /** The conversation is on screen; the welcome bubble is being added. */
        greeting: {
          tags: ['busy'],
          entry: assign({
            lastGreeting: ({ context }) => {
              const kind = greetingKind(context.hasHistory);
              const avoid = context.lastGreeting?.kind === kind ? context.lastGreeting.index : undefined;
              return { kind, index: chooseGreetingIndex(kind, context.random, avoid) };
            },
          }),
          invoke: {
            src: 'addGreeting',
            input: ({ context }) => ({
              scope: context.scope,
              kind: context.lastGreeting?.kind ?? greetingKind(context.hasHistory),
              index: context.lastGreeting?.index ?? 0,
              force: context.forceGreeting,
            }),
            // A greeting that could not be written is no reason to keep the person out.
            onDone: { target: '#chat.ready' },
            onError: { target: '#chat.ready' },
          },
        },
      },
    },

    initError: {
      on: {
        'chat.retryInit': { target: 'initialising', actions: assign({ initError: null }) },
      },
    },

    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'chat.send': [
              { guard: 'isEmpty', actions: { type: 'refuse', params: { code: 'empty' } } },
              { guard: 'isTooLong', actions: { type: 'refuse', params: { code: 'tooLong' } } },
              { guard: 'crisisCheckLoading', actions: { type: 'refuse', params: { code: 'notReady' } } },
              // Before the balance check: help must never wait behind the paywall.
              { guard: 'isCrisis', target: 'queueing', actions: ['openCrisisSheet', 'accept'] },
              // The check-in question is free too: it must not wait behind the paywall either.
              { guard: 'isCheckIn', target: 'queueing', actions: 'accept' },
              {
                guard: 'isOutOfCredits',
                actions: [
                  { type: 'refuse', params: { code: 'noCredits' } },
                  { type: 'openPaywall', params: { reason: 'no_credits' } },
                ],
              },
              { target: 'queueing', actions: 'accept' },
            ],
            'chat.clear': { target: 'clearing' },
          },
        },

        queueing: {
          tags: ['cooldown'],
          on: { 'chat.send': duringCooldown },
          invoke: {
            src: 'queueMessage',
            input: ({ context }) => ({
              scope: context.scope,
              text: context.outgoing?.text ?? '',
              crisis: context.outgoing?.crisis ?? false,
              checkIn: context.outgoing?.checkIn ?? false,
              locale: context.locale,
            }),
            onDone: { target: 'cooldown', actions: assign({ outgoing: null, hasHistory: true }) },
            onError: {
              // Nothing was written: no cooldown, and the text goes back into the field.
              target: 'idle',
              actions: [
                {
                  type: 'notifyQueueFailed',
                  params: ({ context, event }) => ({
                    code: errorCode(event.error) === 'storageFull' ? 'storageFull' : 'unknown',
                    text: context.outgoing?.text ?? '',
                  }),
                },
                assign({ outgoing: null, lastSentAt: null }),
              ],
            },
          },
        },

        cooldown: {
          tags: ['cooldown'],
          after: { cooldownLeft: { target: 'idle' } },
          // The "wait a few seconds" explanation no longer applies once the wait is over.
          exit: assign({
            refusal: ({ context }) => (context.refusal?.code === 'cooldown' ? null : context.refusal),
          }),
          on: {
            'chat.send': duringCooldown,
            'chat.clear': { target: 'clearing' },
          },
        },

        clearing: {
          tags: ['busy'],
          invoke: {
            src: 'clearConversation',
            input: ({ context }) => ({ scope: context.scope }),
            onDone: {
              target: '#chat.initialising.greeting',
              actions: [assign({ hasHistory: false, forceGreeting: true }), 'notifyCleared'],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyClearFailed',
                params: ({ context, event }) => ({
                  reason: !context.online || errorCode(event.error) === 'offline' ? 'offline' : 'failed',
                }),
              },
            },
          },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
export type ChatActor = ActorRefFrom<typeof chatMachine>;
export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

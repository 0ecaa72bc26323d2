import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import {
  chatMachine,
  type ChatScope,
  type ClearFailureReason,
  type GreetingInput,
  type QueueFailureCode,
  type QueueMessageInput,
} from './chat.machine.ts';
import { crisisCheckReady, loadCrisisCheck } from './crisisCheck.ts';

const scope: ChatScope = { userId: 'user-1', characterId: 'emma' };

class CodedError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

type Harness = ReturnType<typeof harness>;

function harness(
  options: {
    load?: (input: { scope: ChatScope; online: boolean }) => Promise<{ hasHistory: boolean }>;
    queue?: (input: QueueMessageInput) => Promise<{ id: string }>;
    clear?: () => Promise<void>;
    online?: boolean;
    random?: () => number;
  } = {},
) {
  let clock = 1_000_000;
  const calls = {
    load: [] as { scope: ChatScope; online: boolean }[],
    greetings: [] as GreetingInput[],
    queued: [] as QueueMessageInput[],
    cleared: 0,
    paywall: [] as string[],
    crisisSheet: 0,
    queueFailed: [] as { code: QueueFailureCode; text: string }[],
    clearFailed: [] as ClearFailureReason[],
    notifiedCleared: 0,
  };
  const machine = chatMachine.provide({
    actors: {
      loadConversation: fromPromise(({ input }: { input: { scope: ChatScope; online: boolean } }) => {
        calls.load.push(input);
        return options.load?.(input) ?? Promise.resolve({ hasHistory: false });
      }),
      addGreeting: fromPromise(({ input }: { input: GreetingInput }) => {
        calls.greetings.push(input);
        return Promise.resolve();
      }),
      queueMessage: fromPromise(({ input }: { input: QueueMessageInput }) => {
        calls.queued.push(input);
        return options.queue?.(input) ?? Promise.resolve({ id: `m${calls.queued.length}` });
      }),
      clearConversation: fromPromise(() => {
        calls.cleared++;
        return options.clear?.() ?? Promise.resolve();
      }),
    },
    actions: {
      openPaywall: (_, params) => calls.paywall.push(params.reason),
      openCrisisSheet: () => {
        calls.crisisSheet++;
      },
      notifyQueueFailed: (_, params) => calls.queueFailed.push(params),
      notifyClearFailed: (_, params) => calls.clearFailed.push(params.reason),
      notifyCleared: () => {
        calls.notifiedCleared++;
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      scope,
      locale: 'fr',
      online: options.online ?? true,
      now: () => clock,
      random: options.random ?? (() => 0.42),
    },
  });
  return {
    actor,
    calls,
    advance(ms: number) {
      clock += ms;
      vi.advanceTimersByTime(ms);
    },
  };
}

async function ready(h: Harness) {
  h.actor.start();
  await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
}

async function untilIdleOrCooldown(h: Harness) {
  await waitFor(h.actor, (s) => s.matches({ ready: 'cooldown' }) || s.matches({ ready: 'idle' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chat machine: opening', () => {
  it('loads the conversation, greets a newcomer with a first greeting, then waits for a message', async () => {
    const h = harness({ random: () => 0.35 });
    try {
      await ready(h);
      expect(h.calls.load).toEqual([{ scope, online: true }]);
      expect(h.calls.greetings).toEqual([{ scope, kind: 'first', index: 3, force: false }]);
      expect(h.actor.getSnapshot().context.hasHistory).toBe(false);
    } finally {
      h.actor.stop();
    }
  });

  it('welcomes back someone with history, and loads offline from the device only', async () => {
    const h = harness({ online: false, load: () => Promise.resolve({ hasHistory: true }) });
    try {
      await ready(h);
      expect(h.calls.load).toEqual([{ scope, online: false }]);
      expect(h.calls.greetings[0]?.kind).toBe('returning');
    } finally {
      h.actor.stop();
    }
  });

  it.each([
    ['loadFailed', new CodedError('loadFailed'), 'loadFailed'],
    ['an unexpected error', new Error('boom'), 'unknown'],
  ] as const)('shows the initialisation error on %s, and Retry loads again', async (_, error, code) => {
    let attempts = 0;
    const h = harness({
      load: () => (++attempts === 1 ? Promise.reject(error) : Promise.resolve({ hasHistory: false })),
    });
    try {
      h.actor.start();
      await waitFor(h.actor, (s) => s.matches('initError'));
      expect(h.actor.getSnapshot().context.initError).toBe(code);
      expect(h.calls.greetings).toHaveLength(0);

      h.actor.send({ type: 'chat.retryInit' });
      await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
      expect(attempts).toBe(2);
      expect(h.actor.getSnapshot().context.initError).toBeNull();
      expect(h.calls.greetings).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('opens the chat even when the greeting cannot be written', async () => {
    const h = harness();
    const machine = chatMachine.provide({
      actors: {
        loadConversation: fromPromise<{ hasHistory: boolean }, { scope: ChatScope; online: boolean }>(() =>
          Promise.resolve({ hasHistory: false }),
        ),
        addGreeting: fromPromise<void, GreetingInput>(() => Promise.reject(new Error('quota'))),
      },
    });
    const actor = createActor(machine, { input: { scope, locale: 'fr', online: true } }).start();
    try {
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    } finally {
      actor.stop();
      h.actor.stop();
    }
  });
});

describe('chat machine: before the crisis check has loaded', () => {
  it('sends nothing unchecked: the message is refused, not queued', async () => {
    expect(crisisCheckReady()).toBe(false);
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.send', text: 'Bonjour Emma' });
      expect(h.actor.getSnapshot().context.refusal).toEqual({ code: 'notReady' });
      expect(h.calls.queued).toEqual([]);
    } finally {
      h.actor.stop();
    }
  });
});

describe('chat machine: sending', () => {
  beforeAll(loadCrisisCheck);

  it('queues a trimmed message with its locale, then rests 3 s before the next send', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.locale', locale: 'en' });
      h.actor.send({ type: 'chat.send', text: '  Bonjour Emma  ' });
      await waitFor(h.actor, (s) => s.matches({ ready: 'cooldown' }));
      expect(h.calls.queued).toEqual([
        { scope, text: 'Bonjour Emma', crisis: false, checkIn: false, locale: 'en' },
      ]);
      expect(h.actor.getSnapshot().hasTag('cooldown')).toBe(true);
      expect(h.actor.getSnapshot().context.hasHistory).toBe(true);

      h.advance(2999);
      expect(h.actor.getSnapshot().matches({ ready: 'cooldown' })).toBe(true);
      h.advance(1);
      expect(h.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    } finally {
      h.actor.stop();
    }
  });

  it('refuses a send during the cooldown with the seconds left, and accepts it afterwards', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.send', text: 'Premier message' });
      await waitFor(h.actor, (s) => s.matches({ ready: 'cooldown' }));

      h.advance(800);
      h.actor.send({ type: 'chat.send', text: 'Deuxième message' });
      expect(h.actor.getSnapshot().context.refusal).toEqual({ code: 'cooldown', seconds: 3 });
      h.advance(1300);
      h.actor.send({ type: 'chat.send', text: 'Deuxième message' });
      expect(h.actor.getSnapshot().context.refusal).toEqual({ code: 'cooldown', seconds: 1 });
      expect(h.calls.queued).toHaveLength(1);

      h.advance(900);
      h.actor.send({ type: 'chat.send', text: 'Deuxième message' });
      await untilIdleOrCooldown(h);
      expect(h.calls.queued.map((call) => call.text)).toEqual(['Premier message', 'Deuxième message']);
      expect(h.actor.getSnapshot().context.refusal).toBeNull();
    } finally {
      h.actor.stop();
    }
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n  '],
  ])('refuses an %s message without queueing it', async (_, text) => {
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.send', text });
      expect(h.actor.getSnapshot().context.refusal).toEqual({ code: 'empty' });
      expect(h.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(h.calls.queued).toHaveLength(0);
    } finally {
      h.actor.stop();
    }
  });

  it('refuses a message over 500 characters, and accepts exactly 500', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.send', text: 'a'.repeat(501) });
      expect(h.actor.getSnapshot().context.refusal).toEqual({ code: 'tooLong' });
      expect(h.calls.queued).toHaveLength(0);

      h.actor.send({ type: 'chat.send', text: 'a'.repeat(500) });
      await untilIdleOrCooldown(h);
      expect(h.calls.queued).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('refuses locally with an empty balance and opens the paywall (no_credits)', async () => {
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.credits', credits: { remaining: 0, unlimited: false } });
      h.actor.send({ type: 'chat.send', text: 'Bonjour' });
      expect(h.actor.getSnapshot().context.refusal).toEqual({ code: 'noCredits' });
      expect(h.calls.paywall).toEqual(['no_credits']);
      expect(h.calls.queued).toHaveLength(0);

      // Again while it is open: the paywall is asked again (it shakes).
      h.actor.send({ type: 'chat.send', text: 'Bonjour' });
      expect(h.calls.paywall).toEqual(['no_credits', 'no_credits']);
    } finally {
      h.actor.stop();
    }
  });

  it.each([
    ['unlimited plans', { remaining: 0, unlimited: true }],
    ['an unknown balance (the server decides)', null],
    ['a positive balance', { remaining: 1, unlimited: false }],
  ])('lets %s send', async (_, credits) => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.credits', credits });
      h.actor.send({ type: 'chat.send', text: 'Bonjour' });
      await untilIdleOrCooldown(h);
      expect(h.calls.queued).toHaveLength(1);
      expect(h.calls.paywall).toHaveLength(0);
    } finally {
      h.actor.stop();
    }
  });

  it('opens the crisis sheet at once and still queues the message, flagged, even with no credits', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.credits', credits: { remaining: 0, unlimited: false } });
      h.actor.send({ type: 'chat.send', text: 'Je veux mourir, je ne supporte plus rien' });
      expect(h.calls.crisisSheet).toBe(1);
      await untilIdleOrCooldown(h);
      expect(h.calls.queued).toEqual([
        {
          scope,
          text: 'Je veux mourir, je ne supporte plus rien',
          crisis: true,
          checkIn: false,
          locale: 'fr',
        },
      ]);
      expect(h.calls.paywall).toHaveLength(0);
    } finally {
      h.actor.stop();
    }
  });

  it('queues an uncertain message even with no credits (the check-in question is free), without opening the sheet', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.credits', credits: { remaining: 0, unlimited: false } });
      h.actor.send({ type: 'chat.send', text: 'Je suis tanné de vivre.' });
      await untilIdleOrCooldown(h);
      expect(h.calls.crisisSheet).toBe(0);
      expect(h.calls.queued).toEqual([
        { scope, text: 'Je suis tanné de vivre.', crisis: false, checkIn: true, locale: 'fr' },
      ]);
      expect(h.calls.paywall).toHaveLength(0);
    } finally {
      h.actor.stop();
    }
  });

  it('sends the answer to the check-in question with no credits left (free), unless it is a clear no', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.credits', credits: { remaining: 0, unlimited: false } });
      h.actor.send({ type: 'chat.checkInAsked', asked: true });
      h.actor.send({ type: 'chat.send', text: 'non, ça va' });
      expect(h.calls.paywall).toHaveLength(1);
      h.actor.send({ type: 'chat.send', text: 'oui' });
      await untilIdleOrCooldown(h);
      expect(h.calls.queued).toEqual([{ scope, text: 'oui', crisis: false, checkIn: true, locale: 'fr' }]);
      expect(h.calls.paywall).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('opens the crisis sheet even when the send itself is refused by the cooldown', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.send', text: 'Bonsoir' });
      await waitFor(h.actor, (s) => s.matches({ ready: 'cooldown' }));
      h.actor.send({ type: 'chat.send', text: 'I want to kill myself' });
      expect(h.calls.crisisSheet).toBe(1);
      expect(h.actor.getSnapshot().context.refusal?.code).toBe('cooldown');
    } finally {
      h.actor.stop();
    }
  });

  it('does not open the crisis sheet for an ordinary message', async () => {
    vi.useFakeTimers();
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.send', text: 'Je meurs de faim, on parle de mon régime ?' });
      await untilIdleOrCooldown(h);
      expect(h.calls.crisisSheet).toBe(0);
      expect(h.calls.queued[0]?.crisis).toBe(false);
    } finally {
      h.actor.stop();
    }
  });

  it.each([
    ['storageFull', new CodedError('storageFull'), 'storageFull'],
    ['anything else', new Error('transaction aborted'), 'unknown'],
  ] as const)(
    'gives the text back when the device cannot store it (%s), with no cooldown',
    async (_, error, code) => {
      const h = harness({ queue: () => Promise.reject(error) });
      try {
        await ready(h);
        h.actor.send({ type: 'chat.send', text: 'Un message important' });
        await waitFor(h.actor, () => h.calls.queueFailed.length > 0);
        await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
        expect(h.calls.queueFailed).toEqual([{ code, text: 'Un message important' }]);
        expect(h.actor.getSnapshot().context.lastSentAt).toBeNull();
      } finally {
        h.actor.stop();
      }
    },
  );

  it('clears a refusal when asked (the person edits the text)', async () => {
    const h = harness();
    try {
      await ready(h);
      h.actor.send({ type: 'chat.send', text: '' });
      h.actor.send({ type: 'chat.dismissRefusal' });
      expect(h.actor.getSnapshot().context.refusal).toBeNull();
    } finally {
      h.actor.stop();
    }
  });
});

describe('chat machine: clearing the history', () => {
  it('clears, confirms, and starts over with a first greeting that is always written', async () => {
    const h = harness({ load: () => Promise.resolve({ hasHistory: true }) });
    try {
      await ready(h);
      h.actor.send({ type: 'chat.clear' });
      await waitFor(h.actor, () => h.calls.greetings.length === 2);
      await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
      expect(h.calls.cleared).toBe(1);
      expect(h.calls.notifiedCleared).toBe(1);
      expect(h.calls.greetings[1]).toMatchObject({ kind: 'first', force: true });
      expect(h.actor.getSnapshot().context.hasHistory).toBe(false);
    } finally {
      h.actor.stop();
    }
  });

  it.each([
    ['offline', false, new CodedError('clearFailed'), 'offline'],
    ['refused by the data layer as offline', true, new CodedError('offline'), 'offline'],
    ['failing online', true, new CodedError('clearFailed'), 'failed'],
  ] as const)('keeps everything and says why when %s', async (_, online, error, reason) => {
    const h = harness({ online, clear: () => Promise.reject(error) });
    try {
      await ready(h);
      h.actor.send({ type: 'chat.clear' });
      await waitFor(h.actor, () => h.calls.clearFailed.length > 0);
      await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
      expect(h.calls.clearFailed).toEqual([reason]);
      expect(h.calls.greetings).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('follows connectivity changes for the reason it gives', async () => {
    const h = harness({ clear: () => Promise.reject(new CodedError('clearFailed')) });
    try {
      await ready(h);
      h.actor.send({ type: 'chat.connectivity', online: false });
      h.actor.send({ type: 'chat.clear' });
      await waitFor(h.actor, () => h.calls.clearFailed.length > 0);
      expect(h.calls.clearFailed).toEqual(['offline']);
    } finally {
      h.actor.stop();
    }
  });
});

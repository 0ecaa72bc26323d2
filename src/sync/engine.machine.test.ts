/** The engine's states with its IO stubbed: which work runs when, and what the fast path is. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import type { OutboxRecord } from '#data/db/records.ts';

import {
  storageRetryMs,
  syncEngineMachine,
  type EngineIo,
  type FreshWork,
  type OutboxLook,
  type SendResult,
  type Sending,
} from './engine.machine.ts';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const row = (messageId: string): OutboxRecord => ({
  kind: 'chat.send',
  userId: 'user-1',
  messageId,
  attempts: 0,
  nextAttemptAt: new Date(0).toISOString(),
  createdAt: new Date(0).toISOString(),
});

const fresh = (id: string): FreshWork => ({
  message: {
    id,
    userId: 'user-1',
    conversationId: 'user-1:emma',
    characterId: 'emma',
    sender: 'user',
    text: id,
    status: 'queued',
    createdAt: new Date(0).toISOString(),
  },
  options: { crisis: false, locale: 'fr' },
  stored: Promise.resolve(),
});

/** Every actor call waits until the test answers it. */
function harness(options: { online?: () => boolean } = {}) {
  const calls = {
    looks: [] as Deferred<OutboxLook>[],
    sends: [] as { input: Sending; answer: Deferred<SendResult> }[],
    pulls: [] as Deferred<void>[],
    resumes: 0,
    flushing: [] as boolean[],
    storage: [] as unknown[],
  };
  const clock = 1_000;
  const io: EngineIo = {
    isOnline: () => options.online?.() ?? true,
    resumeInterrupted() {
      calls.resumes++;
      return Promise.resolve();
    },
    lookAtOutbox() {
      const look = deferred<OutboxLook>();
      calls.looks.push(look);
      return look.promise;
    },
    sendMessage(input) {
      const answer = deferred<SendResult>();
      calls.sends.push({ input, answer });
      return answer.promise;
    },
    pullRemote() {
      const pull = deferred<void>();
      calls.pulls.push(pull);
      return pull.promise;
    },
    ingestMessages: () => Promise.resolve(),
    flushingChanged: (flushing) => calls.flushing.push(flushing),
    reportStorageTrouble: (error) => calls.storage.push(error),
  };
  const actor = createActor(syncEngineMachine, { input: { now: () => clock, io } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    calls,
    settle,
    /** Leads, lets the first pull and the first look answer (the outbox as told). */
    async lead(look: OutboxLook = { next: 'clear', forgetRetryAt: null }) {
      actor.send({ type: 'engine.lead' });
      await settle();
      calls.pulls.shift()?.resolve();
      await settle();
      calls.looks.shift()?.resolve(look);
      await settle();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the sync engine machine', () => {
  it('leads by resuming, pulling and flushing, one after the other, and ends idle with the outbox clear', async () => {
    const { actor, calls, lead } = harness();
    await lead();
    expect(calls.resumes).toBe(1);
    expect(actor.getSnapshot().value).toEqual({
      running: { role: 'leader', work: 'idle', outbox: 'clear', timer: 'off' },
    });
    expect(calls.flushing).toEqual([true, false]);
  });

  it('takes a fresh message as one transition into sending, starting its request at once', async () => {
    const { actor, calls, lead, settle } = harness();
    await lead();
    const work = fresh('m1');
    actor.send({ type: 'engine.fresh', work });
    // Same task: the send actor already runs, with the message itself.
    expect(calls.sends.map((send) => send.input)).toEqual([{ fresh: work }]);
    expect(
      actor.getSnapshot().matches({ running: { work: { flushing: 'sending' }, outbox: 'unknown' } }),
    ).toBe(true);
    calls.sends[0]?.answer.resolve({ ok: true, offline: false });
    await settle();
    // Through, and nothing asked meanwhile: clear again without reading the outbox.
    expect(calls.looks).toHaveLength(0);
    expect(actor.getSnapshot().matches({ running: { work: 'idle', outbox: 'clear' } })).toBe(true);
  });

  it('refuses the fast path unless leading, idle, online and with the outbox known clear', async () => {
    let online = true;
    const { actor, calls, lead, settle } = harness({ online: () => online });
    actor.send({ type: 'engine.fresh', work: fresh('follower') });
    expect(calls.sends).toHaveLength(0);
    await lead({ next: 'held', forgetRetryAt: null });
    expect(actor.getSnapshot().matches({ running: { outbox: 'waitingForCredits' } })).toBe(true);
    actor.send({ type: 'engine.fresh', work: fresh('behind a blocked one') });
    expect(calls.sends).toHaveLength(0);

    actor.send({ type: 'engine.wake' });
    calls.looks.shift()?.resolve({ next: 'clear', forgetRetryAt: null });
    await settle();
    online = false;
    actor.send({ type: 'engine.fresh', work: fresh('offline') });
    expect(calls.sends).toHaveLength(0);
    online = true;
    actor.send({ type: 'engine.pull' });
    actor.send({ type: 'engine.fresh', work: fresh('while pulling') });
    expect(calls.sends).toHaveLength(0);
  });

  it('a failed fresh send goes to the ordinary flush', async () => {
    const { actor, calls, lead, settle } = harness();
    await lead();
    actor.send({ type: 'engine.fresh', work: fresh('m1') });
    calls.sends[0]?.answer.resolve({ ok: false, offline: false });
    await settle();
    expect(calls.looks).toHaveLength(1);
    expect(actor.getSnapshot().matches({ running: { work: { flushing: 'reading' } } })).toBe(true);
  });

  it('a wake during a pass asks for one more pass after it, never a second send at once', async () => {
    const { actor, calls, lead, settle } = harness();
    await lead({ next: 'send', row: row('m1'), forgetRetryAt: null });
    expect(calls.sends).toHaveLength(1);
    actor.send({ type: 'engine.wake' });
    actor.send({ type: 'engine.wake' });
    expect(calls.sends).toHaveLength(1);
    expect(actor.getSnapshot().context.flushAgain).toBe(true);
    calls.sends[0]?.answer.resolve({ ok: true, offline: false });
    await settle();
    calls.looks.shift()?.resolve({ next: 'clear', forgetRetryAt: null });
    await settle();
    // The pass ended, and the wake asked for one more look.
    expect(calls.looks).toHaveLength(1);
    calls.looks.shift()?.resolve({ next: 'clear', forgetRetryAt: null });
    await settle();
    expect(actor.getSnapshot().matches({ running: { work: 'idle', outbox: 'clear' } })).toBe(true);
    expect(calls.flushing).toEqual([true, false]);
  });

  it('waits out a backoff with its timer, then looks again by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, calls } = harness();
    const settle = () => vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'engine.lead' });
    await settle();
    calls.pulls.shift()?.resolve();
    await settle();
    calls.looks.shift()?.resolve({ next: 'later', at: 3_000, forgetRetryAt: null });
    await settle();
    expect(actor.getSnapshot().matches({ running: { outbox: 'backingOff', timer: 'set' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls.looks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.looks).toHaveLength(1);
    expect(actor.getSnapshot().matches({ running: { timer: 'off' } })).toBe(true);
  });

  it('offline ends the pass; storage trouble reports and retries after 30 s', async () => {
    let online = false;
    const { actor, calls, settle } = harness({ online: () => online });
    actor.send({ type: 'engine.lead' });
    await settle();
    // The pull is skipped offline, and the flush looks at nothing.
    expect(calls.pulls).toHaveLength(0);
    expect(calls.looks).toHaveLength(0);
    expect(actor.getSnapshot().matches({ running: { work: 'idle', outbox: 'offline' } })).toBe(true);

    online = true;
    actor.send({ type: 'engine.wake' });
    const full = new Error('QuotaExceededError');
    calls.looks.shift()?.reject(full);
    await settle();
    expect(calls.storage).toEqual([full]);
    expect(actor.getSnapshot().matches({ running: { outbox: 'storageTrouble', timer: 'set' } })).toBe(true);
    expect(actor.getSnapshot().context.timerAt).toBe(1_000 + storageRetryMs);
  });

  it('a follower ignores wakes and answers pulls at once; leaving the lead turns the timer off', async () => {
    const { actor, calls, lead, settle } = harness();
    actor.send({ type: 'engine.wake' });
    const done = vi.fn();
    actor.send({ type: 'engine.pull', done });
    expect(done).toHaveBeenCalledOnce();
    await settle();
    expect(calls.looks).toHaveLength(0);
    await lead({ next: 'later', at: 60_000, forgetRetryAt: null });
    expect(actor.getSnapshot().matches({ running: { timer: 'set' } })).toBe(true);
    actor.send({ type: 'engine.follow' });
    expect(actor.getSnapshot().matches({ running: { role: 'follower', timer: 'off' } })).toBe(true);
  });

  it('stop drops the queued work and answers its waiters', async () => {
    const { actor, calls, lead, settle } = harness();
    await lead({ next: 'send', row: row('m1'), forgetRetryAt: null });
    const pulled = vi.fn();
    const ingested = vi.fn();
    actor.send({ type: 'engine.pull', done: pulled });
    actor.send({ type: 'engine.ingest', messages: [], done: ingested });
    actor.send({ type: 'engine.stop' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(pulled).toHaveBeenCalledOnce();
    expect(ingested).toHaveBeenCalledOnce();
    calls.sends[0]?.answer.resolve({ ok: true, offline: false });
    await settle();
    expect(calls.pulls).toHaveLength(0);
  });
});

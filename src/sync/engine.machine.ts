/**
 * The sync engine's states. The engine runs its work on one line, one piece at a time, in the
 * order asked (a pull never interleaves with a send, each message is in flight at most once),
 * and the machine says at every moment what it does and what it knows. Four regions run side by
 * side while the engine runs:
 *
 * - `role`: `follower` (another tab leads: nothing is sent or pulled; Realtime messages still
 *   merge) or `leader`. Leading queues the resume of sends a closed tab left half-done, a pull
 *   and a flush.
 * - `work`: what runs now. `idle`, `resuming`, `pulling`, `ingesting`, or `flushing`: a pass looks
 *   at the outbox (`checking` → `reading`) and sends the next message (`sending`), until nothing
 *   can go; a wake during the pass makes it look again (`ended` → `checking`).
 *   The fast path is one transition: a message just written in this tab, offered while `idle`,
 *   leading, online, with the outbox known clear and nothing queued, goes straight to
 *   `flushing.sending` (the request leaves in the same task), and back to `idle` with the outbox
 *   clear again when it went through.
 * - `outbox`: what the last pass found: `unknown` (something may wait: a wake), `clear` (nothing
 *   to send: the fast path may be taken), `waitingForCredits` (a blocked message holds back the
 *   rest until credits return), `backingOff` (the next send waits for its retry time), `offline`,
 *   `storageTrouble` (the device's storage failed: full or unavailable).
 * - `timer`: `off` or `set` for the earliest time the engine must look again by itself (a
 *   backoff, a storage retry, a forget to retry); it wakes the engine when it fires.
 *
 * `stop` ends it all (`stopped`): what was in flight records nothing and queued work is dropped.
 * IO goes through `io` (the machine's input): `createSyncEngine` hands in the database and the
 * server, tests hand in stubs. One machine serves every engine; nothing is rebuilt per instance.
 */
import { and, assign, enqueueActions, fromPromise, not, raise, setup, stateIn } from 'xstate';

import type { RemoteMessage } from '#data/chat/chatRemote.ts';
import type { ChatSendOptions, MessageRecord, OutboxRecord } from '#data/db/records.ts';

/** A message this tab has just written, offered to the engine while `stored` (its write) runs. */
export type FreshWork = { message: MessageRecord; options: ChatSendOptions; stored: Promise<unknown> };

/** A piece of work waiting its turn on the engine's line. */
export type Job =
  | { kind: 'resume' }
  | { kind: 'flush' }
  | { kind: 'pull'; done: (() => void)[] }
  | { kind: 'ingest'; messages: readonly RemoteMessage[]; done: () => void };

/** What a look at the outbox found (and when a forget that failed may be tried again). */
export type OutboxLook = (
  | { next: 'send'; row: OutboxRecord }
  /** No send waits (failed ones wait for the person). */
  | { next: 'clear' }
  /** Sends wait behind a message blocked for credits. */
  | { next: 'held' }
  /** The next send waits for its retry time. */
  | { next: 'later'; at: number }
) & { forgetRetryAt: number | null };

/** The one message being sent: the next in the outbox, or a fresh one (the fast path). */
export type Sending = { row: OutboxRecord } | { fresh: FreshWork };

/** Everything the engine does outside itself. */
export type EngineIo = {
  isOnline(): boolean;
  /** Marks the sends a closed tab left 'sending' as queued again. */
  resumeInterrupted(): Promise<void>;
  /** Reads the outbox (and, when asked, tries the forgets that are due). */
  lookAtOutbox(checkForgets: boolean, signal: AbortSignal): Promise<OutboxLook>;
  /** One attempt at the server for one message, and what it said recorded (nothing once aborted). */
  sendMessage(sending: Sending, signal: AbortSignal): Promise<SendResult>;
  pullRemote(): Promise<void>;
  ingestMessages(messages: readonly RemoteMessage[]): Promise<void>;
  /** Whether a send is under way (the status a screen shows). */
  flushingChanged(flushing: boolean): void;
  /** A storage failure: said to the screens, or logged. */
  reportStorageTrouble(error: unknown): void;
};

export type SendResult = {
  /** The server took it (an answer is recorded). */
  ok: boolean;
  /** The request failed because the device is offline: the pass stops. */
  offline: boolean;
};

export type EngineContext = {
  jobs: Job[];
  /** The job running now (its waiters hear when it is over). */
  current: Job | null;
  sending: Sending | null;
  /** A wake came during a pass or a send: look at the outbox again afterwards. */
  flushAgain: boolean;
  /** This pass has looked at the forgets that are due (once per pass). */
  forgetsChecked: boolean;
  /** When the timer fires; +Infinity when it is off. */
  timerAt: number;
  now: () => number;
  io: EngineIo;
};

export type EngineInput = { now: () => number; io: EngineIo };

export type EngineEvent =
  | { type: 'engine.lead' }
  | { type: 'engine.follow' }
  | { type: 'engine.stop' }
  /** Flush whatever waits. */
  | { type: 'engine.wake' }
  /** The fast path's offer; taken only when the guard says the message is next anyway. */
  | { type: 'engine.fresh'; work: FreshWork }
  | { type: 'engine.pull'; done?: () => void }
  | { type: 'engine.ingest'; messages: readonly RemoteMessage[]; done: () => void }
  | { type: 'timer.set'; at: number }
  | { type: 'timer.off' }
  | { type: 'outbox.unknown' }
  | { type: 'outbox.clear' }
  | { type: 'outbox.held' }
  | { type: 'outbox.later' }
  | { type: 'outbox.offline' }
  | { type: 'outbox.storageTrouble' };

/** After a storage failure the engine tries again later rather than never. */
export const storageRetryMs = 30_000;

const leading = stateIn({ running: { role: 'leader' } });
/** A storage failure anywhere (the error event of an actor): report it and look again later. */
const storageTrouble = [
  {
    type: 'reportStorageTrouble',
    params: ({ event }: { event: EngineEvent | { type: string; error?: unknown } }) =>
      'error' in event ? event.error : undefined,
  },
  'retryLater',
] as const;

export const syncEngineMachine = setup({
  types: {
    context: {} as EngineContext,
    events: {} as EngineEvent,
    input: {} as EngineInput,
  },
  actors: {
    resumeInterrupted: fromPromise<void, { io: EngineIo }>(({ input }) => input.io.resumeInterrupted()),
    lookAtOutbox: fromPromise<OutboxLook, { io: EngineIo; checkForgets: boolean }>(({ input, signal }) =>
      input.io.lookAtOutbox(input.checkForgets, signal),
    ),
    sendMessage: fromPromise<SendResult, { io: EngineIo; sending: Sending }>(({ input, signal }) =>
      input.io.sendMessage(input.sending, signal),
    ),
    pullRemote: fromPromise<void, { io: EngineIo }>(({ input }) => input.io.pullRemote()),
    ingestMessages: fromPromise<void, { io: EngineIo; messages: readonly RemoteMessage[] }>(({ input }) =>
      input.io.ingestMessages(input.messages),
    ),
  },
  actions: {
    flushingChanged: ({ context }, flushing: boolean) => context.io.flushingChanged(flushing),
    reportStorageTrouble: ({ context }, error: unknown) => context.io.reportStorageTrouble(error),
    /** Tells the waiters of the job that ended, and forgets it. */
    finishJob: enqueueActions(({ context, enqueue }) => {
      const job = context.current;
      if (job?.kind === 'pull') job.done.forEach((done) => done());
      if (job?.kind === 'ingest') job.done();
      enqueue.assign({ current: null });
    }),
    takeJob: assign(({ context }) => ({ current: context.jobs[0] ?? null, jobs: context.jobs.slice(1) })),
    queueFlush: assign({
      jobs: ({ context }) =>
        context.jobs.some((job) => job.kind === 'flush')
          ? context.jobs
          : [...context.jobs, { kind: 'flush' }],
    }),
    /** One pull answers every caller that asked while it waited its turn. */
    queuePull: assign({
      jobs: ({ context, event }) => {
        const done = event.type === 'engine.pull' && event.done ? [event.done] : [];
        if (!context.jobs.some((job) => job.kind === 'pull'))
          return [...context.jobs, { kind: 'pull', done }];
        return context.jobs.map((job) =>
          job.kind === 'pull' ? { ...job, done: [...job.done, ...done] } : job,
        );
      },
    }),
    queueIngest: assign({
      jobs: ({ context, event }) =>
        event.type === 'engine.ingest'
          ? [...context.jobs, { kind: 'ingest', messages: event.messages, done: event.done }]
          : context.jobs,
    }),
    startPass: enqueueActions(({ enqueue }) => {
      enqueue.assign({ flushAgain: false, forgetsChecked: false });
      enqueue.raise({ type: 'timer.off' });
    }),
    /** Tells everyone still waiting: the engine stopped, their work will not run. */
    releaseWaiters: enqueueActions(({ context, enqueue }) => {
      for (const job of [...context.jobs, ...(context.current ? [context.current] : [])]) {
        if (job.kind === 'pull') job.done.forEach((done) => done());
        if (job.kind === 'ingest') job.done();
      }
      enqueue.assign({ jobs: [], current: null, sending: null });
    }),
    /** After a storage failure: look again later. */
    retryLater: raise(({ context }) => ({ type: 'timer.set' as const, at: context.now() + storageRetryMs })),
  },
  guards: {
    online: ({ context }) => context.io.isOnline(),
    leading,
    nextIsResume: ({ context }) => context.jobs[0]?.kind === 'resume',
    nextIsFlush: ({ context }) => context.jobs[0]?.kind === 'flush',
    nextIsPull: ({ context }) => context.jobs[0]?.kind === 'pull',
    nextIsIngest: ({ context }) => context.jobs[0]?.kind === 'ingest',
    /** The fast path: the message would be next anyway, and nothing else runs. */
    canSendFresh: and([
      leading,
      stateIn({ running: { outbox: 'clear' } }),
      ({ context }) => context.jobs.length === 0,
      'online',
    ]),
    earlierThanTimer: ({ context, event }) => event.type === 'timer.set' && event.at < context.timerAt,
  },
  delays: {
    timer: ({ context }) => Math.max(0, context.timerAt - context.now()),
  },
}).createMachine({
  id: 'syncEngine',
  context: ({ input }) => ({
    jobs: [],
    current: null,
    sending: null,
    flushAgain: false,
    forgetsChecked: false,
    timerAt: Number.POSITIVE_INFINITY,
    now: input.now,
    io: input.io,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      on: {
        'engine.stop': { target: 'stopped' },
        // Realtime messages merge whoever leads (on the same line as the rest).
        'engine.ingest': { actions: 'queueIngest' },
      },
      states: {
        role: {
          initial: 'follower',
          states: {
            follower: {
              on: {
                'engine.lead': {
                  target: 'leader',
                  actions: [
                    assign({ jobs: ({ context }) => [...context.jobs, { kind: 'resume' as const }] }),
                    raise({ type: 'engine.pull' }),
                    raise({ type: 'engine.wake' }),
                  ],
                },
                // Pulls are the leader's job.
                'engine.pull': { actions: ({ event }) => event.done?.() },
              },
            },
            leader: {
              on: {
                'engine.follow': { target: 'follower' },
                'engine.wake': [
                  {
                    // A send is on its way: look again when it is done rather than race it.
                    guard: stateIn({ running: { work: 'flushing' } }),
                    actions: [assign({ flushAgain: true }), raise({ type: 'outbox.unknown' })],
                  },
                  { actions: ['queueFlush', raise({ type: 'outbox.unknown' })] },
                ],
                'engine.pull': { actions: 'queuePull' },
              },
            },
          },
        },
        work: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'nextIsResume', target: 'resuming', actions: 'takeJob' },
                {
                  guard: 'nextIsFlush',
                  target: 'flushing',
                  actions: ['takeJob', 'startPass'],
                },
                { guard: 'nextIsPull', target: 'pulling', actions: 'takeJob' },
                { guard: 'nextIsIngest', target: 'ingesting', actions: 'takeJob' },
              ],
              on: {
                // The fast path: the same sending state the flush uses, entered at once.
                'engine.fresh': {
                  guard: 'canSendFresh',
                  target: 'flushing.sending',
                  actions: [
                    assign({ sending: ({ event }) => ({ fresh: event.work }) }),
                    raise({ type: 'outbox.unknown' }),
                  ],
                },
              },
            },
            resuming: {
              exit: 'finishJob',
              invoke: {
                src: 'resumeInterrupted',
                input: ({ context }) => ({ io: context.io }),
                onDone: 'idle',
                onError: { target: 'idle', actions: storageTrouble },
              },
            },
            pulling: {
              exit: 'finishJob',
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    { guard: and([leading, 'online']), target: 'fetching' },
                    { target: '#syncEngine.running.work.idle' },
                  ],
                },
                fetching: {
                  invoke: {
                    src: 'pullRemote',
                    input: ({ context }) => ({ io: context.io }),
                    onDone: '#syncEngine.running.work.idle',
                    onError: { target: '#syncEngine.running.work.idle', actions: storageTrouble },
                  },
                },
              },
            },
            ingesting: {
              exit: 'finishJob',
              invoke: {
                src: 'ingestMessages',
                input: ({ context }) => ({
                  io: context.io,
                  messages: context.current?.kind === 'ingest' ? context.current.messages : [],
                }),
                onDone: 'idle',
                onError: { target: 'idle', actions: storageTrouble },
              },
            },
            flushing: {
              entry: { type: 'flushingChanged', params: true },
              exit: ['finishJob', { type: 'flushingChanged', params: false }],
              initial: 'checking',
              states: {
                /** The head of each step of a pass: only a leader sends, and only online. */
                checking: {
                  always: [
                    { guard: not(leading), target: 'ended' },
                    { guard: not('online'), target: 'ended', actions: raise({ type: 'outbox.offline' }) },
                    { target: 'reading' },
                  ],
                },
                reading: {
                  invoke: {
                    src: 'lookAtOutbox',
                    input: ({ context }) => ({ io: context.io, checkForgets: !context.forgetsChecked }),
                    onDone: {
                      actions: enqueueActions(({ event, enqueue }) => {
                        const look = event.output;
                        enqueue.assign({ forgetsChecked: true });
                        if (look.forgetRetryAt !== null)
                          enqueue.raise({ type: 'timer.set', at: look.forgetRetryAt });
                        if (look.next === 'send') {
                          enqueue.assign({ sending: { row: look.row } });
                          return;
                        }
                        if (look.next === 'later') enqueue.raise({ type: 'timer.set', at: look.at });
                        enqueue.raise({ type: `outbox.${look.next}` as const });
                      }),
                      target: 'looked',
                    },
                    onError: {
                      target: '#syncEngine.running.work.idle',
                      actions: [...storageTrouble, raise({ type: 'outbox.storageTrouble' })],
                    },
                  },
                },
                looked: {
                  always: [
                    { guard: ({ context }) => context.sending !== null, target: 'sending' },
                    { target: 'ended' },
                  ],
                },
                sending: {
                  exit: assign({ sending: null }),
                  invoke: {
                    src: 'sendMessage',
                    input: ({ context }) => ({ io: context.io, sending: context.sending as Sending }),
                    onDone: [
                      {
                        // The fast path went through and nothing was asked meanwhile: the
                        // outbox is clear again without reading it.
                        guard: ({ context, event }) =>
                          context.sending !== null &&
                          'fresh' in context.sending &&
                          event.output.ok &&
                          !context.flushAgain,
                        target: '#syncEngine.running.work.idle',
                        actions: raise({ type: 'outbox.clear' }),
                      },
                      {
                        // Something was queued while it was out, or it waits for a retry: the
                        // ordinary flush takes it from here.
                        guard: ({ context }) => context.sending !== null && 'fresh' in context.sending,
                        target: '#syncEngine.running.work.idle',
                        actions: raise({ type: 'engine.wake' }),
                      },
                      {
                        guard: ({ event }) => event.output.offline,
                        target: 'ended',
                        actions: raise({ type: 'outbox.offline' }),
                      },
                      { target: 'checking' },
                    ],
                    onError: {
                      target: '#syncEngine.running.work.idle',
                      actions: [...storageTrouble, raise({ type: 'outbox.storageTrouble' })],
                    },
                  },
                },
                /** The pass is over; a wake during it asks for another. */
                ended: {
                  always: [
                    {
                      guard: and([({ context }) => context.flushAgain, leading]),
                      target: 'checking',
                      actions: 'startPass',
                    },
                    { target: '#syncEngine.running.work.idle' },
                  ],
                },
              },
            },
          },
        },
        outbox: {
          initial: 'unknown',
          on: {
            'outbox.unknown': '.unknown',
            'outbox.clear': '.clear',
            'outbox.held': '.waitingForCredits',
            'outbox.later': '.backingOff',
            'outbox.offline': '.offline',
            'outbox.storageTrouble': '.storageTrouble',
          },
          states: {
            unknown: {},
            clear: {},
            waitingForCredits: {},
            backingOff: {},
            offline: {},
            storageTrouble: {},
          },
        },
        timer: {
          initial: 'off',
          states: {
            off: {
              on: {
                'timer.set': {
                  guard: leading,
                  target: 'set',
                  actions: assign({ timerAt: ({ event }) => event.at }),
                },
              },
            },
            set: {
              exit: assign({ timerAt: Number.POSITIVE_INFINITY }),
              after: { timer: { target: 'off', actions: raise({ type: 'engine.wake' }) } },
              on: {
                'timer.set': {
                  guard: and([leading, 'earlierThanTimer']),
                  target: 'set',
                  reenter: true,
                  actions: assign({ timerAt: ({ event }) => event.at }),
                },
                'timer.off': 'off',
                'engine.follow': 'off',
              },
            },
          },
        },
      },
    },
    stopped: { type: 'final', entry: 'releaseWaiters' },
  },
});

/**
 * Password hashing like GoTrue (bcrypt, cost 10) in a small pool of worker threads, so that
 * hashing never blocks the event loop. Workers start on first use and close() ends them.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const bcryptCost = 10;

type JobInput =
  { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
type Reply = { id: number; result?: string | boolean; error?: string };
type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * Hashing workers: all cores but one, so that password logins in flight leave a core for
 * every other request (on this 2-core machine: one worker).
 */
const defaultWorkers = Math.max(1, availableParallelism() - 1);

export function createPasswordHasher(size = defaultWorkers): PasswordHasher {
  const workers: { worker: Worker; busy: number }[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;

  function spawn() {
    const worker = new Worker(new URL('./bcryptWorker.mjs', import.meta.url));
    // The pool must not keep the process alive on its own (tests, Ctrl-C).
    worker.unref();
    const entry = { worker, busy: 0 };
    worker.on('message', (reply: Reply) => {
      entry.busy -= 1;
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if (!job) return;
      if (reply.error !== undefined || reply.result === undefined)
        job.reject(new Error(reply.error ?? 'bcrypt failed'));
      else job.resolve(reply.result);
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
      // A crashed worker is replaced on the next job.
      const index = workers.indexOf(entry);
      if (index >= 0) workers.splice(index, 1);
    });
    workers.push(entry);
    return entry;
  }

  function run(job: JobInput): Promise<string | boolean> {
    if (closed) return Promise.reject(new Error('password hasher is closed'));
    const idle = workers.find((entry) => entry.busy === 0);
    const entry =
      idle ?? (workers.length < size ? spawn() : workers.reduce((a, b) => (b.busy < a.busy ? b : a)));
    const id = nextId++;
    entry.busy += 1;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      entry.worker.postMessage({ ...job, id });
    });
  }

  return {
    async hash(password) {
      return String(await run({ op: 'hash', password, cost: bcryptCost }));
    },
    async compare(password, hash) {
      return (await run({ op: 'compare', password, hash })) === true;
    },
    async close() {
      closed = true;
      for (const job of pending.values()) job.reject(new Error('password hasher closed'));
      pending.clear();
      await Promise.all(workers.splice(0).map((entry) => entry.worker.terminate()));
    },
  };
}

/**
 * Runs async jobs one at a time (PGlite has a single connection), in order within each of two
 * lanes. Foreground jobs (requests) go first. A background job (Realtime's deliveries) starts
 * only when no foreground job waits, and only after the callbacks already due have run: a
 * request that is a few promise steps from its next query — an edge function between its two
 * calls — gets the connection before the RLS check its first call triggered. PGlite runs a
 * query synchronously on the event loop, so a background query that starts first holds up
 * everything else for its whole duration. A background job that has waited `maxDeferMs` runs
 * next regardless, so a steady flow of requests cannot starve it.
 */
type Job = { run: () => Promise<unknown>; queuedAt: number };

export type LaneQueue = {
  foreground: <T>(job: () => Promise<T>) => Promise<T>;
  background: <T>(job: () => Promise<T>) => Promise<T>;
};

export function createLaneQueue(maxDeferMs = 50, now: () => number = () => performance.now()): LaneQueue {
  const foreground: Job[] = [];
  const background: Job[] = [];
  let running = false;
  /** A background job is about to start, after the callbacks already due. */
  let deferred = false;

  function start(job: Job): void {
    running = true;
    // In a microtask, like a promise chain would: never inside the caller's own call.
    void Promise.resolve()
      .then(job.run)
      .finally(() => {
        running = false;
        pump();
      });
  }

  function pump(): void {
    if (running) return;
    const waitingSince = background[0]?.queuedAt;
    if (waitingSince !== undefined && now() - waitingSince >= maxDeferMs) {
      start(background.shift()!);
      return;
    }
    const next = foreground.shift();
    if (next) {
      start(next);
      return;
    }
    if (background.length === 0 || deferred) return;
    deferred = true;
    setImmediate(() => {
      deferred = false;
      if (running) return;
      // A request that came meanwhile goes first.
      const job = foreground.shift() ?? background.shift();
      if (job) start(job);
    });
  }

  function enqueue<T>(lane: Job[], job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      lane.push({
        // A job that throws instead of rejecting still settles its promise.
        run: () => Promise.resolve().then(job).then(resolve, reject),
        queuedAt: now(),
      });
      pump();
    });
  }

  return {
    foreground: (job) => enqueue(foreground, job),
    background: (job) => enqueue(background, job),
  };
}

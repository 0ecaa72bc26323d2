/**
 * The requests the gateway is answering, so that background work can wait for a lull: Realtime
 * delivers the changes a request commits once that request has been answered, instead of
 * checking RLS and pushing events while it still runs (on a small machine, that work competes
 * with the request for the CPU and the database). The wait is bounded, so a long request
 * (an edge function waiting on a remote model) or a steady flow of them only delays
 * deliveries, like hosted Realtime's polling of the WAL (every 100 ms) does.
 */
export type RequestActivity = {
  /** Counts a request in flight until the returned function is called (once). */
  begin(): () => void;
  /** Resolves once no request is in flight, or after `maxWaitMs` at most. */
  quiet(maxWaitMs: number): Promise<void>;
  readonly inFlight: number;
};

export function createRequestActivity(): RequestActivity {
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  const wake = () => {
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  return {
    begin() {
      inFlight++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight--;
        if (inFlight === 0) wake();
      };
    },
    quiet(maxWaitMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, maxWaitMs);
        function done() {
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== done);
          resolve();
        }
        waiters.push(done);
      });
    },
    get inFlight() {
      return inFlight;
    },
  };
}

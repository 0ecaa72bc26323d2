/**
 * One leader tab at a time, with the Web Locks API: the tab holding the lock flushes and pulls;
 * when it closes (or crashes) the browser hands the lock to the next tab. No heartbeats, no
 * elections to get wrong under load. Without Web Locks every tab leads (old browsers, tests).
 */
export const leaderLockName = 'emma-louis-sync';

/** The part of `LockManager` used here, so tests can hand in their own. */
export type LockManagerLike = {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
};

export function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

/** Waits for the lock, leads while holding it; the returned function lets go. */
export function holdLeadership(
  onChange: (leader: boolean) => void,
  locks: LockManagerLike | undefined,
  name: string = leaderLockName,
): () => void {
  let released = false;
  if (locks === undefined) {
    onChange(true);
    return () => {
      if (released) return;
      released = true;
      onChange(false);
    };
  }
  const controller = new AbortController();
  let letGo: (() => void) | undefined;
  locks
    .request(name, { signal: controller.signal }, () => {
      if (released) return Promise.resolve();
      onChange(true);
      return new Promise<void>((resolve) => {
        letGo = resolve;
      });
    })
    // Aborted while waiting: this tab never led.
    .catch(() => undefined);
  return () => {
    if (released) return;
    released = true;
    controller.abort();
    if (letGo) {
      letGo();
      onChange(false);
    }
  };
}

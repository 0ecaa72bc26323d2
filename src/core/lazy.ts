/**
 * A value built on first demand by an async loader (a code chunk, then an instance), kept by
 * whoever created the Lazy — the composition root — rather than by a module. `current()` reads it
 * synchronously once loaded; a failed load may be tried again.
 *
 * `get()` returns the same promise until a load fails, and that promise says it is settled the
 * way React's `use()` reads a thenable (`status`, `value` / `reason`): a component calls
 * `use(lazy.get())` on every render — never `lazy.current() ?? use(…)`, which calls `use` on some
 * renders only and breaks React's hook order when a suspended first render is replayed (React
 * errors #467 and #520) — and suspends only while the value is really loading.
 */
export type Lazy<T> = {
  get(): Promise<T>;
  current(): T | undefined;
};

type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` as `use()` reads it once it settles; returns it. */
function readable<T>(promise: Promise<T>): Promise<T> {
  const marked: Settled<T> = promise;
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}

/** A promise already marked fulfilled: `use()` returns its value without suspending. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

export function createLazy<T>(load: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get() {
      pending ??= readable(
        load().then(
          (loaded) => {
            value = loaded;
            return loaded;
          },
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        ),
      );
      return pending;
    },
    current: () => value,
  };
}

/** A part of another Lazy's value: loads with it, and is read at once when it is loaded. */
export function pickLazy<T, U>(source: Lazy<T>, pick: (value: T) => U): Lazy<U> {
  let from: Promise<T> | undefined;
  let picked: Promise<U> | undefined;
  return {
    get() {
      const loading = source.get();
      if (picked === undefined || loading !== from) {
        const loaded = source.current();
        from = loading;
        picked = loaded === undefined ? readable(loading.then(pick)) : fulfilled(pick(loaded));
      }
      return picked;
    },
    current() {
      const loaded = source.current();
      return loaded === undefined ? undefined : pick(loaded);
    },
  };
}

/** A Lazy whose value is already there (tests, prerendering). */
export function loadedLazy<T>(value: T): Lazy<T> {
  const promise = fulfilled(value);
  return { get: () => promise, current: () => value };
}

/**
 * A value built on first demand by an async loader (a code chunk, then an instance), kept by
 * whoever created the Lazy — the composition root — rather than by a module. `current()` reads it
 * synchronously once loaded; a failed load may be tried again.
 */
export type Lazy<T> = {
  get(): Promise<T>;
  current(): T | undefined;
};

export function createLazy<T>(load: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get() {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}

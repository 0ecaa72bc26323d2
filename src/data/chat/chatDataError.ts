/**
 * Failures of the chat data commands, by what the screen does about them: the init-error
 * screen (loadFailed), the storage-full notice (storageFull), a toast (clearFailed, likeFailed),
 * or the offline hint (offline).
 */
export type ChatDataErrorCode = 'loadFailed' | 'storageFull' | 'clearFailed' | 'likeFailed' | 'offline';

export class ChatDataError extends Error {
  override readonly name = 'ChatDataError';
  readonly code: ChatDataErrorCode;

  constructor(code: ChatDataErrorCode, options: { cause?: unknown; message?: string } = {}) {
    super(options.message ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

export function isChatDataError(error: unknown): error is ChatDataError {
  return error instanceof ChatDataError;
}

/** The error itself, then what it wraps: Dexie keeps the browser's error in `inner`. */
function* errorChain(error: unknown): Generator<{ name?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    yield current;
    const record = current as { inner?: unknown; cause?: unknown };
    current = record.inner ?? record.cause;
  }
}

/**
 * The device is out of space. Dexie used to report it as a bare AbortError with the real
 * QuotaExceededError inside (dexie#776), so the whole chain is checked.
 */
export function isQuotaError(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (link.name === 'QuotaExceededError') return true;
    if (typeof link.message === 'string' && /quota/i.test(link.message)) return true;
  }
  return false;
}

const unavailableNames = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
  'UnknownError',
]);

/** IndexedDB cannot be used at all (blocked by the browser, private mode, a broken profile). */
export function isStorageUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.name === 'string' && unavailableNames.has(link.name)) return true;
  }
  return false;
}

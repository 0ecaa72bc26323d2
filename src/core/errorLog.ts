/**
 * The in-memory log of recent application errors shown by the error screen's technical
 * details. It keeps the newest 50 (spec: error-log capacity 50), each with a severity.
 */

export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof errorSeverities)[number];

export type LoggedError = {
  id: string;
  at: string;
  severity: ErrorSeverity;
  message: string;
  stack?: string;
  componentStack?: string;
  route?: string;
};

export const errorLogCapacity = 50;

/** Appends an entry, dropping the oldest beyond capacity. Returns a new array. */
export function appendError(log: readonly LoggedError[], entry: LoggedError): LoggedError[] {
  const next = [...log, entry];
  return next.length > errorLogCapacity ? next.slice(next.length - errorLogCapacity) : next;
}

/**
 * A short id users can read out to support: "ERR-" and 8 base-36 characters, derived from the
 * time and a random number given by the caller (so tests can fix both).
 */
export function makeErrorId(nowMs: number, random: number): string {
  const time = Math.floor(nowMs).toString(36).slice(-5);
  const salt = Math.floor(random * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `ERR-${(time + salt).toUpperCase()}`;
}

/**
 * How bad a crash is. Render crashes that take down the whole shell are critical; chunk-load
 * failures (often a deploy while the tab was open) are high; appearance problems are medium
 * because the boundary repairs them itself.
 */
export function classifyError(error: unknown, scope: 'root' | 'route'): ErrorSeverity {
  const message = error instanceof Error ? error.message : String(error);
  if (isAppearanceError(message)) return 'medium';
  if (isChunkLoadError(message)) return 'high';
  return scope === 'root' ? 'critical' : 'high';
}

/** Spec: an error about appearance or colour settings resets them and reloads after 1 s. */
export function isAppearanceError(message: string): boolean {
  return /\b(appearance|theme|accent ?colou?r|colou?r settings|font ?size)\b/i.test(message);
}

/** A lazy route's code could not be fetched: typically a new deploy since the tab opened. */
export function isChunkLoadError(message: string): boolean {
  return /dynamically imported module|Loading chunk|Importing a module script failed/i.test(message);
}

/**
 * The one logger. `console` is banned elsewhere (lint) so that every message carries a
 * context object and errors land in the recent-errors log the error screen shows.
 */
import { appendError, type LoggedError } from '#core/errorLog.ts';

type Context = Record<string, unknown>;

let recentErrors: LoggedError[] = [];
const listeners = new Set<() => void>();

export const logger = {
  debug(message: string, context: Context = {}): void {
    if (import.meta.env.DEV) console.debug(message, context);
  },
  info(message: string, context: Context = {}): void {
    console.info(message, context);
  },
  warn(message: string, context: Context = {}): void {
    console.warn(message, context);
  },
  error(message: string, context: Context = {}): void {
    console.error(message, context);
  },
};

/** Records a crash for the error screen (newest 50 kept) and logs it. */
export function recordError(entry: LoggedError): void {
  recentErrors = appendError(recentErrors, entry);
  console.error(`[${entry.severity}] ${entry.id}: ${entry.message}`, entry);
  for (const listener of listeners) listener();
}

export function getRecentErrors(): readonly LoggedError[] {
  return recentErrors;
}

export function subscribeToErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

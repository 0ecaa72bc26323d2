import { classifyError, makeErrorId, type LoggedError } from '#core/errorLog.ts';

/** Turns a caught crash into a log entry with an id the user can quote (not yet recorded). */
export function describeCrash(error: unknown, scope: 'root' | 'route'): LoggedError {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    id: makeErrorId(Date.now(), Math.random()),
    at: new Date().toISOString(),
    severity: classifyError(error, scope),
    message: asError.message,
    route: window.location.pathname,
    ...(asError.stack === undefined ? {} : { stack: asError.stack }),
  };
}

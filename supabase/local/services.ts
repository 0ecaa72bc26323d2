/**
 * The services mounted on the gateway. Each lives in its own folder with its own tests;
 * this file only wires them to their path prefix.
 */
import { createFunctionsService } from './functions/index.ts';
import { json } from './http.ts';
import type { Services, StackContext } from './server.ts';

/** Answers for a service whose module has not landed yet, so clients get a clear error. */
const notYet = (service: string) => () =>
  Promise.resolve(json(501, { message: `${service} is not implemented by the local stack yet` }));

export function buildServices(stack: StackContext): Services {
  return {
    routes: {
      '/auth/v1': notYet('auth'),
      '/rest/v1': notYet('rest'),
      '/functions/v1': createFunctionsService(stack),
      '/realtime/v1': notYet('realtime'),
    },
  };
}

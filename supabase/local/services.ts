/**
 * The services mounted on the gateway. Each lives in its own folder with its own tests;
 * this file only wires them to their path prefix.
 */
import { createAuthService } from './auth/index.ts';
import { createDenoFunctionsService, createFunctionsService } from './functions/index.ts';
import { createMailbox, createMailboxService } from './mailbox/index.ts';
import { createRealtimeService } from './realtime/index.ts';
import { createRestService } from './rest/index.ts';
import type { Services, StackContext } from './server.ts';
import { createStorageService } from './storage/index.ts';

export function buildServices(stack: StackContext): Services {
  const mailbox = createMailbox({ smtpUrl: process.env['SMTP_URL'] });
  const auth = createAuthService(stack, mailbox);
  const rest = createRestService(stack);
  const realtime = createRealtimeService(stack);
  const functions =
    stack.functionsRuntime === 'deno'
      ? createDenoFunctionsService(stack)
      : { handler: createFunctionsService(stack), close: () => Promise.resolve() };
  return {
    routes: {
      '/auth/v1': auth.handler,
      '/_dev/mailbox': createMailboxService(mailbox),
      '/rest/v1': rest.handler,
      '/functions/v1': functions.handler,
      '/realtime/v1': realtime.handler,
      '/storage/v1': createStorageService(stack).handler,
    },
    upgrade: realtime.upgrade,
    close: async () => {
      await functions.close();
      await realtime.close();
      await rest.close();
      await auth.close();
    },
  };
}

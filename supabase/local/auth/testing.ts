/**
 * Test helpers for the auth contract tests: a stack with only auth + mailbox mounted, on a
 * temporary project folder whose config.toml the test file provides.
 */
import { rm } from 'node:fs/promises';

import type { SupabaseClient } from '@supabase/supabase-js';

import { createMailbox, createMailboxService, type Mailbox, type MailMessage } from '../mailbox/index.ts';
import type { LocalStack } from '../server.ts';
import { createTestClient, startTestStack, writeTestProject } from '../testing.ts';
import { createAuthService } from './index.ts';

export type AuthTestStack = {
  stack: LocalStack;
  mailbox: Mailbox;
  anon(options?: { flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  service(): SupabaseClient;
  /** The newest email to `to`, waiting briefly for it. */
  lastEmail(to: string): Promise<MailMessage>;
  close(): Promise<void>;
};

export async function startAuthStack(configToml: string): Promise<AuthTestStack> {
  const projectDir = await writeTestProject({ config: configToml });
  const mailbox = createMailbox();
  const stack = await startTestStack({
    projectDir,
    services: (context) => {
      const auth = createAuthService(context, mailbox);
      return {
        routes: { '/auth/v1': auth.handler, '/_dev/mailbox': createMailboxService(mailbox) },
        close: () => auth.close(),
      };
    },
  });
  const client = (key: string, flowType: 'implicit' | 'pkce' = 'implicit') =>
    createTestClient(stack.url, key, { auth: { detectSessionInUrl: false, flowType } });
  return {
    stack,
    mailbox,
    anon: (options = {}) => client(stack.keys.anonKey, options.flowType),
    service: () => client(stack.keys.serviceRoleKey),
    async lastEmail(to) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const message = mailbox.list({ to })[0];
        if (message) return message;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no email to ${to}`);
    },
    async close() {
      await stack.close();
      await rm(projectDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A fresh address per test, so tests in one file do not share users or email timers. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.com`;

/** Query parameters of a URL's fragment. */
export const fragment = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

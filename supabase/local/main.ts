/**
 * `npm run backend`: starts the local Supabase-compatible stack and prints what a client needs.
 *   --port <n> (or PORT)      default 54321
 *   --project <dir>           a Supabase project folder, default ./supabase
 *   --data-dir <dir>          PGlite data folder, default .local/db
 *   --memory                  a throwaway in-memory database
 *   --no-demo                 skip the demo user and admin (created by default, local only)
 *   --stripe-port <n>         the local Stripe double (STRIPE_PORT), default 12111 as stripe-mock;
 *                             --no-stripe to leave billing to supabase/functions/.env's keys
 *   DATABASE_URL              use a real PostgreSQL instead of PGlite
 *   FUNCTIONS_RUNTIME=deno    run each edge function in a real Deno process (slower to start)
 * It always marks the database as local development (private.deployment), which opens the
 * credit diagnostic's emergency +50 to each person for their own account.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { ensureDemoAccounts, markLocalDevelopment } from './demo.ts';
import { connectWebhooks, startStripeForStack } from './stripe/stack.ts';
import { functionsRuntimeFromEnv, startLocalStack } from './server.ts';
import { buildServices } from './services.ts';
import { warmChatTurns } from './warmChat.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    project: { type: 'string', default: 'supabase' },
    'data-dir': { type: 'string', default: '.local/db' },
    memory: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: true },
    'stripe-port': { type: 'string' },
    stripe: { type: 'boolean', default: true },
  },
  allowNegative: true,
});

const port = Number(values.port ?? process.env['PORT'] ?? 54321);
const databaseUrl = process.env['DATABASE_URL'];
const dataDir = resolve(values['data-dir']);
if (!databaseUrl && !values.memory) await mkdir(dataDir, { recursive: true });

const started = Date.now();
const projectDir = resolve(values.project);
// The Stripe double (dev and tests only): the billing functions get its address and webhook secret.
const stripe = values.stripe
  ? await startStripeForStack(projectDir, {
      port: Number(values['stripe-port'] ?? process.env['STRIPE_PORT'] ?? 12111),
    })
  : null;
const stack = await startLocalStack(
  {
    projectDir,
    port,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', ...(values.memory ? {} : { dataDir }) },
    preloadFunctions: true,
    ...(stripe ? { functionEnv: stripe.functionEnv } : {}),
    functionsRuntime: functionsRuntimeFromEnv(),
  },
  buildServices,
);

if (stripe) connectWebhooks(stripe.double, stack.url);
await markLocalDevelopment(stack);
const demo = values.demo ? await ensureDemoAccounts(stack) : [];

console.log(`Local Supabase stack ready in ${Date.now() - started} ms (${stack.db.kind}${databaseUrl ? '' : values.memory ? ', in memory' : `, ${dataDir}`})
  API URL:          ${stack.url}
  anon key:         ${stack.keys.anonKey}
  service_role key: ${stack.keys.serviceRoleKey}
  Mailbox:          ${stack.url}/_dev/mailbox
${
  stripe
    ? `  Stripe (local):   ${stripe.double.url} (test cards 4242…, 4000 0000 0000 0002, 4000 0000 0000 0341; POST /_local/advance {"seconds"})
  Stripe webhook secret: ${stripe.double.webhookSecret}
`
    : ''
}  Migrations applied now: ${stack.migrations.applied.length === 0 ? 'none' : stack.migrations.applied.join(', ')}
${demo.map((account) => `  Demo ${account.role.padEnd(13)} ${account.email} / ${account.password}\n`).join('')}These keys and demo accounts are for local development only.`);

// In the background once ready, like the functions' preload: the first person's messages should
// not pay for the first turns' compiling.
if (existsSync(join(stack.projectDir, 'functions', 'chat'))) {
  warmChatTurns(stack).catch((error: unknown) => {
    console.warn(`Chat warm-up skipped: ${error instanceof Error ? error.message : String(error)}`);
  });
}

const shutdown = async () => {
  await stack.close();
  await stripe?.double.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

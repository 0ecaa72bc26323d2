// @vitest-environment node
/**
 * The local stack's acceptance journey, through the unmodified supabase-js client and the
 * full set of services: sign up, confirm through the mailbox link, sign in, insert and select
 * under row-level security, receive one's own change on Realtime, call a function.
 * `npm test` runs it on PGlite and on a real PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalStack } from './server.ts';
import { createTestClient, startTestStack, writeTestProject } from './testing.ts';

let stack: LocalStack;

beforeAll(async () => {
  const project = await writeTestProject({
    config:
      '[auth]\nsite_url = "http://127.0.0.1:4173"\n[auth.email]\nenable_confirmations = true\n[auth.rate_limit]\nemail_sent = 100\n',
    migrations: {
      '20260101000000_create_notes.sql': `create table public.notes (
       id bigint generated always as identity primary key,
       user_id uuid not null default auth.uid() references auth.users (id),
       body text not null
     );
     alter table public.notes enable row level security;
     create policy "users read their own notes" on public.notes for select using (user_id = auth.uid());
     create policy "users write their own notes" on public.notes for insert with check (user_id = auth.uid());
     alter publication supabase_realtime add table public.notes;`,
    },
    functions: {
      whoami: `Deno.serve((req) => {
       const token = (req.headers.get('authorization') ?? '').replace(/^Bearer /, '');
       const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
       return Response.json({ sub: claims.sub, role: claims.role });
     });`,
    },
  });
  stack = await startTestStack({ projectDir: project });
}, 60_000);

afterAll(async () => {
  await stack.close();
});

type MailboxMessage = { subject: string; links: string[] };

async function signUpAndConfirm(email: string, password: string) {
  const client = createTestClient(stack.url, stack.keys.anonKey);
  const signUp = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: 'http://127.0.0.1:4173/auth/callback' },
  });
  expect(signUp.error).toBeNull();
  expect(signUp.data.session).toBeNull();

  const messages = (await (
    await fetch(`${stack.url}/_dev/mailbox/api/messages?to=${encodeURIComponent(email)}`)
  ).json()) as MailboxMessage[];
  const link = messages[0]?.links.find((href) => href.includes('/auth/v1/verify'));
  expect(link).toBeDefined();
  const confirmed = await fetch(link!, { redirect: 'manual' });
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get('location')).toMatch(
    /^http:\/\/127\.0\.0\.1:4173\/auth\/callback#access_token=/,
  );

  const signIn = await client.auth.signInWithPassword({ email, password });
  expect(signIn.error).toBeNull();
  return { client, userId: signIn.data.user!.id };
}

it('signs up, confirms by email, signs in, writes and reads under RLS, hears its change, calls a function', async () => {
  const alice = await signUpAndConfirm('alice@example.com', 'correct horse 1');
  const bob = await signUpAndConfirm('bob@example.com', 'battery staple 2');

  const heard = new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no realtime change within 5 s')), 5000);
    alice.client
      .channel('my-notes')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (payload) => {
        clearTimeout(timer);
        resolve(payload.new);
      })
      .subscribe();
  });
  const bobHeard: unknown[] = [];
  const bobSubscribed = new Promise<void>((resolve) => {
    bob.client
      .channel('bob-notes')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (payload) =>
        bobHeard.push(payload.new),
      )
      .subscribe((status) => String(status) === 'SUBSCRIBED' && resolve());
  });
  await bobSubscribed;
  await new Promise((resolve) => setTimeout(resolve, 300));

  const inserted = await alice.client
    .from('notes')
    .insert({ body: 'Respirer avant la réunion' })
    .select()
    .single();
  expect(inserted.error).toBeNull();
  expect(inserted.data).toMatchObject({ body: 'Respirer avant la réunion', user_id: alice.userId });

  expect(await heard).toMatchObject({ body: 'Respirer avant la réunion', user_id: alice.userId });
  expect((await alice.client.from('notes').select('body')).data).toEqual([
    { body: 'Respirer avant la réunion' },
  ]);
  // Row-level security: Bob neither reads nor hears Alice's note.
  expect((await bob.client.from('notes').select('body')).data).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(bobHeard).toEqual([]);

  const whoami = await alice.client.functions.invoke<{ sub: string; role: string }>('whoami');
  expect(whoami.data).toEqual({ sub: alice.userId, role: 'authenticated' });

  await alice.client.removeAllChannels();
  await bob.client.removeAllChannels();
}, 30_000);

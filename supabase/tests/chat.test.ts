// @vitest-environment node
/**
 * The chat edge function and the credit endpoints, through supabase-js `functions.invoke` and
 * plain HTTP, on the local stack with the repository's migrations and functions.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUserToken } from '../local/testing.ts';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;

/** The functions these tests call. */
const functionNames = ['chat', 'check-credits', 'consume-credit', 'consume-credit-simple'];

/**
 * Loads the functions (in Deno mode, starts their processes) before the tests, whose timeouts
 * are for answers, not for a cold start on a busy machine. The gateway loads a function before
 * it checks the JWT, so a request without one is enough (and refused).
 */
async function warmFunctions(stack: ProductStack) {
  for (const name of functionNames) {
    const response = await fetch(`${stack.stack.url}/functions/v1/${name}`, { method: 'POST' });
    expect(response.status).toBe(401);
  }
}

beforeAll(async () => {
  product = await startProductStack();
  await setRateLimit(false);
  await warmFunctions(product);
}, 120_000);

afterAll(() => product?.close());

async function setRateLimit(on: boolean, perMinute = 60, stack: ProductStack = product) {
  const { error } = await stack.service.rpc('update_app_settings', {
    new_settings: { security: { rate_limiting: on, requests_per_minute: perMinute } },
  });
  expect(error).toBeNull();
}

type ChatBody = Record<string, unknown>;

/** Plain HTTP, to see statuses and headers as any client would. */
async function post(stack: ProductStack, fn: string, token: string, body: unknown) {
  const response = await fetch(`${stack.stack.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: stack.stack.keys.anonKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ChatBody };
}

function tokenOf(user: TestUser, stack: ProductStack = product): Promise<string> {
  return signUserToken(stack.stack, user.id);
}

async function balanceOf(userId: string, stack: ProductStack = product) {
  const [row] = await stack.sql<{ credits_remaining: number }>(
    'select credits_remaining from public.user_credit_balances where user_id = $1',
    [userId],
  );
  return row!.credits_remaining;
}

async function messagesOf(userId: string, stack: ProductStack = product) {
  return stack.sql<{ id: string; sender: string; message: string; reply_to: string | null; crisis: boolean }>(
    'select id, sender, message, reply_to, crisis from public.chat_messages where user_id = $1 order by created_at, sender desc',
    [userId],
  );
}

describe('a chat turn', () => {
  it('answers, charges one credit and stores both messages in the conversation', async () => {
    const user = await createUser(product, { name: 'Camille Martin' });
    const messageId = randomUUID();
    const invoked = await user.client.functions.invoke<ChatBody>('chat', {
      body: {
        message_id: messageId,
        character: 'emma',
        message: 'Je suis très stressée par mon travail en ce moment',
      },
    });
    expect(invoked.error).toBeNull();
    const data = invoked.data;
    expect(data).toMatchObject({
      message_id: messageId,
      remaining_credits: 19,
      unlimited: false,
      subscription_tier: 'gratuit',
      crisis: false,
      replay: false,
    });
    expect(typeof data!['reply']).toBe('string');
    expect((data!['reply'] as string).length).toBeGreaterThan(20);

    const stored = await messagesOf(user.id);
    expect(stored).toEqual([
      expect.objectContaining({ id: messageId, sender: 'user', reply_to: null, crisis: false }),
      expect.objectContaining({
        id: data!['reply_id'],
        sender: 'bot',
        reply_to: messageId,
        message: data!['reply'],
      }),
    ]);
    const [conversation] = await product.sql<{ id: string; title: string }>(
      'select id, title from public.conversations where user_id = $1',
      [user.id],
    );
    expect(conversation).toEqual({ id: data!['conversation_id'], title: 'Conversation avec Emma' });
  });

  it('streams a new message as server-sent events: `accepted` once charged, then `answer`', async () => {
    const user = await createUser(product);
    const messageId = randomUUID();
    const response = await fetch(`${product.stack.url}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await tokenOf(user)}`,
        apikey: product.stack.keys.anonKey,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({
        message_id: messageId,
        character: 'louis',
        message: 'Je dors mal depuis une semaine',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text())
      .split('\n\n')
      .filter((block) => block.trim() !== '')
      .map((block) => {
        const [, event = ''] = /^event: (.*)$/m.exec(block) ?? [];
        const [, data = ''] = /^data: (.*)$/m.exec(block) ?? [];
        return { event, data: JSON.parse(data) as ChatBody };
      });
    expect(events.map(({ event }) => event)).toEqual(['accepted', 'answer']);
    expect(events[1]!.data).toMatchObject({ message_id: messageId, remaining_credits: 19, replay: false });
    expect(typeof events[1]!.data['reply']).toBe('string');
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('continues the same conversation and answers in the language of the message', async () => {
    const user = await createUser(product);
    const first = await post(product, 'chat', await tokenOf(user), {
      message_id: randomUUID(),
      character: 'louis',
      message: "I can't decide whether to change jobs",
      locale: 'fr',
    });
    const second = await post(product, 'chat', await tokenOf(user), {
      message_id: randomUUID(),
      character: 'louis',
      message: 'The new one pays more but I would have to move',
      conversation_id: first.body['conversation_id'],
    });
    expect(second.status).toBe(200);
    expect(second.body['conversation_id']).toBe(first.body['conversation_id']);
    expect(second.body['reply']).not.toBe(first.body['reply']);
    // English words, not French ones.
    expect(second.body['reply']).toMatch(/\b(you|your|the|and)\b/i);
  });

  it('replays a message id with the stored reply, without charging or storing again', async () => {
    const user = await createUser(product);
    const body = { message_id: randomUUID(), character: 'emma', message: "J'ai du mal à dormir" };
    const first = await post(product, 'chat', await tokenOf(user), body);
    const replay = await post(product, 'chat', await tokenOf(user), body);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({
      reply: first.body['reply'],
      reply_id: first.body['reply_id'],
      remaining_credits: 19,
      replay: true,
    });
    expect(await messagesOf(user.id)).toHaveLength(2);
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('says "in progress" to a replay that arrives while the first send is being answered', async () => {
    const user = await createUser(product);
    const messageId = randomUUID();
    // The first request has stored the message and is waiting for the coach.
    await product.sql(
      "insert into public.conversations (user_id, character_id, title) values ($1, 'emma', 'Conversation avec Emma')",
      [user.id],
    );
    await product.sql(
      `insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message)
       select $1, id, user_id, 'emma', 'user', 'Bonjour' from public.conversations where user_id = $2`,
      [messageId, user.id],
    );
    const replay = await post(product, 'chat', await tokenOf(user), {
      message_id: messageId,
      character: 'emma',
      message: 'Bonjour',
    });
    expect(replay.status).toBe(409);
    expect(replay.body['error']).toBe('in_progress');
    expect(replay.headers.get('retry-after')).toBe('2');
  });

  it('refuses invalid requests with 400 and a code, storing nothing', async () => {
    const user = await createUser(product);
    const cases: [unknown, string][] = [
      [{ message_id: randomUUID(), character: 'emma', message: '   ' }, 'invalid_message'],
      [{ message_id: randomUUID(), character: 'emma', message: 'x'.repeat(501) }, 'invalid_message'],
      [{ message_id: 'not-a-uuid', character: 'emma', message: 'Bonjour' }, 'invalid_request'],
      [{ message_id: randomUUID(), character: 'clara', message: 'Bonjour' }, 'invalid_request'],
      [
        { message_id: randomUUID(), character: 'emma', message: 'Bonjour', conversation_id: randomUUID() },
        'invalid_conversation',
      ],
    ];
    for (const [body, code] of cases) {
      const result = await post(product, 'chat', await tokenOf(user), body);
      expect(result.status, code).toBe(400);
      expect(result.body['error']).toBe(code);
    }
    expect(await messagesOf(user.id)).toEqual([]);
    expect(await balanceOf(user.id)).toBe(20);
  });

  it('accepts 500 characters exactly', async () => {
    const user = await createUser(product);
    const result = await post(product, 'chat', await tokenOf(user), {
      message_id: randomUUID(),
      character: 'louis',
      message: 'a'.repeat(500),
    });
    expect(result.status).toBe(200);
  });

  it('answers 401 to visitors who are not signed in', async () => {
    const result = await post(product, 'chat', product.stack.keys.anonKey, {
      message_id: randomUUID(),
      character: 'emma',
      message: 'Bonjour',
    });
    expect(result.status).toBe(401);
    expect(result.body['error']).toBe('not_authenticated');
  });

  it('answers 402 with no credits left, so the app opens the paywall; nothing is stored', async () => {
    const user = await createUser(product);
    for (let i = 0; i < 20; i++)
      await product.sql("select private.consume_credit_for($1, gen_random_uuid(), 'emma', now())", [user.id]);
    const refused = await user.client.functions.invoke<ChatBody>('chat', {
      body: { message_id: randomUUID(), character: 'emma', message: 'Encore une question' },
    });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    const response = (refused.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: 'no_credits' });
    expect(await messagesOf(user.id)).toEqual([]);
  });

  it('answers a crisis message with care and the crisis lines, free of charge', async () => {
    const user = await createUser(product);
    const result = await post(product, 'chat', await tokenOf(user), {
      message_id: randomUUID(),
      character: 'louis',
      message: "j'ai envie de mourir, je n'en peux plus",
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ crisis: true, remaining_credits: 20 });
    expect(result.body['reply']).toContain('3114');
    expect(result.body['crisis_lines']).toEqual(
      expect.arrayContaining([expect.objectContaining({ number: '3114' })]),
    );
    expect(await balanceOf(user.id)).toBe(20);
    const stored = await messagesOf(user.id);
    expect(stored.map((m) => m.crisis)).toEqual([true, true]);
  });

  it('does not let one "non" close the check: an unsure answer after a crisis reply gets the lines again, free', async () => {
    const user = await createUser(product);
    const send = async (message: string) =>
      post(product, 'chat', await tokenOf(user), { message_id: randomUUID(), character: 'emma', message });
    const first = await send('je ne veux plus me réveiller demain');
    expect(first.body).toMatchObject({ crisis: true, remaining_credits: 20 });
    const unsure = await send('non');
    expect(unsure.body).toMatchObject({ crisis: true, remaining_credits: 20 });
    expect(unsure.body['reply']).toContain('112');
    expect(unsure.body['reply']).not.toBe(first.body['reply']);
    // Once the person says they are safe, the conversation goes on (and is charged) as usual.
    const safe = await send('oui, je suis en sécurité, merci');
    expect(safe.body).toMatchObject({ crisis: false, remaining_credits: 19 });
    // "non" outside that moment is an ordinary message.
    const other = await createUser(product);
    const plain = await post(product, 'chat', await tokenOf(other), {
      message_id: randomUUID(),
      character: 'louis',
      message: 'non',
    });
    expect(plain.body).toMatchObject({ crisis: false, remaining_credits: 19 });
  });

  it('asks first when a message is uncertain: the check-in question is free, and "oui" gets the crisis answer, free', async () => {
    const user = await createUser(product);
    const send = async (message: string, id = randomUUID()) =>
      post(product, 'chat', await tokenOf(user), { message_id: id, character: 'emma', message });
    const checkInId = randomUUID();
    const checkIn = await send('Je suis tanné de vivre.', checkInId);
    expect(checkIn.status).toBe(200);
    expect(checkIn.body).toMatchObject({ crisis: false, check_in: true, remaining_credits: 20 });
    expect(checkIn.body['reply']).toMatch(/vous faire du mal/);
    expect(checkIn.body['crisis_lines']).toEqual(
      expect.arrayContaining([expect.objectContaining({ number: '3114' })]),
    );
    // A replay still says it was a check-in (the stored reply is recognised by its wording).
    const replay = await send('Je suis tanné de vivre.', checkInId);
    expect(replay.body).toMatchObject({ check_in: true, crisis: false, replay: true });

    const yes = await send('oui');
    expect(yes.body).toMatchObject({ crisis: true, check_in: false, remaining_credits: 20 });
    expect(yes.body['reply']).toContain('3114');
    expect(await balanceOf(user.id)).toBe(20);
    expect((await messagesOf(user.id)).map((m) => m.crisis)).toEqual([true, true, true, true]);
  });

  it('after the check-in question, a message that ignores it gets the crisis answer; a clear "non" goes back to coaching, charged', async () => {
    const ignoring = await createUser(product);
    const sendAs = async (user: TestUser, message: string) =>
      post(product, 'chat', await tokenOf(user), { message_id: randomUUID(), character: 'louis', message });
    expect((await sendAs(ignoring, "I don't see myself alive next summer")).body).toMatchObject({
      check_in: true,
      remaining_credits: 20,
    });
    const ignored = await sendAs(ignoring, 'Anyway, how do I plan my week better?');
    expect(ignored.body).toMatchObject({ crisis: true, remaining_credits: 20 });
    expect(ignored.body['reply']).toContain('3114');

    const denying = await createUser(product);
    expect((await sendAs(denying, 'Je suis tanné de vivre.')).body).toMatchObject({ check_in: true });
    const no = await sendAs(denying, 'non, ça va, merci');
    expect(no.body).toMatchObject({ crisis: false, check_in: false, remaining_credits: 19 });
    expect(no.body['reply']).not.toMatch(/3114|112|SOS Amiti/);
  });

  it('answers someone worried for another person with the lines and what to do, free of charge', async () => {
    const user = await createUser(product);
    const result = await post(product, 'chat', await tokenOf(user), {
      message_id: randomUUID(),
      character: 'emma',
      message: "mon copain m'a dit qu'il allait se suicider, qu'est-ce que je dois faire ?",
    });
    expect(result.body).toMatchObject({ crisis: true, check_in: false, remaining_credits: 20 });
    expect(result.body['reply']).toMatch(/Le 3114 répond aussi aux proches/);
    expect(result.body['reply']).toMatch(/15 ou le 112/);
    expect(await balanceOf(user.id)).toBe(20);
  });

  it('never sells a referral: "Je vais me tuer à la tâche" is coached, charged, without crisis lines', async () => {
    const user = await createUser(product);
    for (const character of ['emma', 'louis'] as const) {
      const result = await post(product, 'chat', await tokenOf(user), {
        message_id: randomUUID(),
        character,
        message: 'Je vais me tuer à la tâche',
      });
      expect(result.body).toMatchObject({ crisis: false, check_in: false });
      expect(result.body['reply']).not.toMatch(/3114|\b112\b|SOS Amiti|urgence/);
    }
    expect(await balanceOf(user.id)).toBe(18);
  });

  it('never overspends under concurrent sends', async () => {
    const user = await createUser(product);
    for (let i = 0; i < 15; i++)
      await product.sql("select private.consume_credit_for($1, gen_random_uuid(), 'emma', now())", [user.id]);
    const results = await Promise.all(
      Array.from({ length: 12 }, async (_, i) =>
        post(product, 'chat', await tokenOf(user), {
          message_id: randomUUID(),
          character: 'emma',
          message: `Message ${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 402)).toHaveLength(7);
    expect(await balanceOf(user.id)).toBe(0);
    expect(await messagesOf(user.id)).toHaveLength(10);
  });

  it('rate-limits one user with a token bucket (429 and Retry-After) from the back-office settings', async () => {
    await setRateLimit(true, 3);
    try {
      const user = await createUser(product);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 4; i++) {
        const result = await post(product, 'chat', await tokenOf(user), {
          message_id: randomUUID(),
          character: 'emma',
          message: `Bonjour ${i}`,
        });
        statuses.push(result.status);
        if (result.status === 429) {
          expect(result.body['error']).toBe('rate_limited');
          retryAfter = result.headers.get('retry-after');
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      // The refused send cost nothing.
      expect(await balanceOf(user.id)).toBe(17);
    } finally {
      await setRateLimit(false);
    }
  });
});

describe('the credit endpoints', () => {
  it('check-credits gives the spec payload', async () => {
    const user = await createUser(product);
    const checked = await user.client.functions.invoke<ChatBody>('check-credits', {
      body: { userId: user.id },
    });
    expect(checked.error).toBeNull();
    expect(checked.data).toEqual({
      current_credits: 20,
      is_subscriber: false,
      has_unlimited: false,
      subscription_tier: 'gratuit',
    });
  });

  it("refuses another user's id", async () => {
    const user = await createUser(product);
    const result = await post(product, 'check-credits', await tokenOf(user), { userId: randomUUID() });
    expect(result.status).toBe(403);
  });

  it('consume-credit charges one credit, idempotently with a message id, and answers 402 at zero', async () => {
    const user = await createUser(product);
    const messageId = randomUUID();
    const body = {
      userId: user.id,
      messageType: 'chat',
      characterName: 'Emma',
      creditsToConsume: 1,
      messageId,
    };
    const first = await user.client.functions.invoke('consume-credit', { body });
    expect(first.data).toEqual({
      success: true,
      unlimited: false,
      remaining_credits: 19,
      subscription_tier: 'gratuit',
    });
    const again = await user.client.functions.invoke('consume-credit', { body });
    expect(again.data).toMatchObject({ remaining_credits: 19 });
    for (let i = 0; i < 19; i++)
      await product.sql("select private.consume_credit_for($1, gen_random_uuid(), 'emma', now())", [user.id]);
    const refused = await post(product, 'consume-credit', await tokenOf(user), {
      ...body,
      messageId: randomUUID(),
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ success: false, error: 'no_credits' });
  });

  it('consume-credit-simple: GET gives the status, POST consumes; negative amounts are refused', async () => {
    const user = await createUser(product);
    const response = await fetch(
      `${product.stack.url}/functions/v1/consume-credit-simple?userId=${user.id}`,
      {
        headers: { Authorization: `Bearer ${await tokenOf(user)}`, apikey: product.stack.keys.anonKey },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      remaining_requests: 20,
      subscription_tier: 'gratuit',
    });

    const posted = await post(product, 'consume-credit-simple', await tokenOf(user), {
      userId: user.id,
      reason: 'chat message',
      eventType: 'chat_message',
      characterName: 'louis',
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ success: true, remaining_credits: 19, remaining_requests: 19 });

    const trial = await post(product, 'consume-credit-simple', await tokenOf(user), {
      userId: user.id,
      creditsToConsume: -20,
      eventType: 'trial_credits',
    });
    expect(trial.status).toBe(400);
    expect(await balanceOf(user.id)).toBe(19);
  });
});

describe('when the coach provider fails', () => {
  let webhook: Server;
  let mode: 'ok' | 'error' | 'slow' | 'referral' = 'ok';
  const received: Record<string, unknown>[] = [];
  let failing: ProductStack;

  beforeAll(async () => {
    webhook = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(text) as Record<string, unknown>);
        if (mode === 'error') {
          response.writeHead(500).end('{"error":"boom"}');
        } else if (mode === 'referral') {
          response
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end('{"reply":"Appelez le 3114, ils sont là pour vous."}');
        } else if (mode === 'slow') {
          setTimeout(() => response.writeHead(200).end('{"reply":"trop tard"}'), 1_000);
        } else {
          response
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end('{"reply":"  Bonjour depuis le webhook  "}');
        }
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}`;
    failing = await startProductStack({
      functionEnv: {
        COACH_PROVIDER: 'webhook',
        COACH_WEBHOOK_EMMA_URL: `${base}/emma`,
        COACH_WEBHOOK_LOUIS_URL: `${base}/louis`,
        COACH_TIMEOUT_MS: '150',
        COACH_TIMEOUT_STEP_MS: '50',
        COACH_RETRY_WAIT_MS: '10',
      },
    });
    await setRateLimit(false, 60, failing);
    await warmFunctions(failing);
  }, 120_000);

  afterAll(async () => {
    await failing?.close();
    webhook?.close();
  });

  it('uses the webhook contract when it answers', async () => {
    mode = 'ok';
    const user = await createUser(failing);
    const result = await post(failing, 'chat', await tokenOf(user, failing), {
      message_id: randomUUID(),
      character: 'louis',
      message: 'Bonjour Louis',
    });
    expect(result.status).toBe(200);
    expect(result.body['reply']).toBe('Bonjour depuis le webhook');
    expect(received.at(-1)).toEqual({ sessionId: user.id, character: 'louis', message: 'Bonjour Louis' });
  });

  it('refunds the credit after the retries and says so (502); the message id is then spent', async () => {
    mode = 'error';
    const user = await createUser(failing);
    const before = received.length;
    const body = { message_id: randomUUID(), character: 'emma', message: 'Bonjour Emma' };
    const result = await post(failing, 'chat', await tokenOf(user, failing), body);
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ error: 'provider_failed', refunded: true, remaining_credits: 20 });
    expect(received.length - before).toBe(3);
    expect(await balanceOf(user.id, failing)).toBe(20);

    const replay = await post(failing, 'chat', await tokenOf(user, failing), body);
    expect(replay.status).toBe(409);
    expect(replay.body['error']).toBe('message_failed');
    expect(await balanceOf(user.id, failing)).toBe(20);
  });

  it('turns a model reply that mentions crisis lines into the free check-in question (never a charged referral)', async () => {
    mode = 'referral';
    const user = await createUser(failing);
    const body = { message_id: randomUUID(), character: 'emma', message: 'Je vais me tuer à la tâche' };
    const result = await post(failing, 'chat', await tokenOf(user, failing), body);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ crisis: false, check_in: true, remaining_credits: 20 });
    expect(result.body['reply']).toMatch(/vous faire du mal/);
    expect(await balanceOf(user.id, failing)).toBe(20);
    const replay = await post(failing, 'chat', await tokenOf(user, failing), body);
    expect(replay.body).toMatchObject({ check_in: true, replay: true, remaining_credits: 20 });
    expect(await balanceOf(user.id, failing)).toBe(20);
  });

  it('answers 504 when the provider keeps timing out, and refunds', async () => {
    mode = 'slow';
    const user = await createUser(failing);
    const result = await post(failing, 'chat', await tokenOf(user, failing), {
      message_id: randomUUID(),
      character: 'emma',
      message: 'Tu es là ?',
    });
    expect(result.status).toBe(504);
    expect(result.body).toMatchObject({ error: 'provider_timeout', refunded: true });
    expect(await balanceOf(user.id, failing)).toBe(20);
  });
});

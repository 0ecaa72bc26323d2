// @vitest-environment node
/**
 * The chat function with an OpenAI-compatible model that streams (the local test server of
 * tests/setup/openai-stream.mjs): each piece reaches the client as a `delta` event, the whole
 * reply is stored once and charged once; a reply that fails the post-check, or a stream cut off
 * halfway, is completed by the built-in coach (charged, never refunded twice); a client that
 * leaves mid-stream loses nothing.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startOpenAiStreamServer } from '#tests/setup/openai-stream.mjs';

import { signUserToken } from '../local/testing.ts';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
let model: Awaited<ReturnType<typeof startOpenAiStreamServer>>;

beforeAll(async () => {
  model = await startOpenAiStreamServer();
  product = await startProductStack({
    functionEnv: {
      COACH_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.url,
      OPENAI_MODEL: 'test-model',
      COACH_TIMEOUT_MS: '3000',
      COACH_RETRY_WAIT_MS: '10',
    },
  });
  // Loads the function before the timed requests (a request without a JWT is enough).
  await fetch(`${product.stack.url}/functions/v1/chat`, { method: 'POST' });
}, 120_000);

afterAll(async () => {
  await product?.close();
  await model?.close();
});

type Event = { event: string; data: Record<string, unknown> };

async function request(user: TestUser, body: Record<string, unknown>, signal?: AbortSignal) {
  return fetch(`${product.stack.url}/functions/v1/chat`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await signUserToken(product.stack, user.id)}`,
      apikey: product.stack.keys.anonKey,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

function parseEvents(text: string): Event[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
    }));
}

async function balanceOf(userId: string) {
  const [row] = await product.sql<{ credits_remaining: number }>(
    'select credits_remaining from public.user_credit_balances where user_id = $1',
    [userId],
  );
  return row!.credits_remaining;
}

async function botMessages(userId: string) {
  return product.sql<{ message: string }>(
    "select message from public.chat_messages where user_id = $1 and sender = 'bot' order by created_at",
    [userId],
  );
}

describe('a model that streams its reply', () => {
  it('sends each piece as a delta event, then the answer; stores and charges the reply once', async () => {
    model.setScript({ pieces: ['Je vous ', 'entends', ' : ', 'prenons le temps ensemble.'], gapMs: 20 });
    const user = await createUser(product);
    const messageId = randomUUID();
    const response = await request(user, {
      message_id: messageId,
      character: 'emma',
      message: 'Je suis fatiguée ce soir',
    });
    const events = parseEvents(await response.text());
    expect(events.map((e) => e.event)).toEqual(['accepted', 'delta', 'delta', 'delta', 'delta', 'answer']);
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data['text'])
      .join('');
    expect(streamed).toBe('Je vous entends : prenons le temps ensemble.');
    expect(events.at(-1)!.data).toMatchObject({ reply: streamed, remaining_credits: 19, replay: false });
    expect(await botMessages(user.id)).toEqual([{ message: streamed }]);
    expect(await balanceOf(user.id)).toBe(19);

    // The model was asked to stream, as Emma, with the person's message last.
    const sent = model.received.at(-1)!.body as {
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]!.content).toMatch(/^Tu es Emma/);
    expect(sent.messages[0]!.content).toMatch(/IA/);
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Je suis fatiguée ce soir' });
  });

  it('replaces a reply that fails the post-check (medical words, wrong language) with the built-in coach', async () => {
    const user = await createUser(product);
    for (const pieces of [
      ['Vous souffrez peut-être ', "d'une dépression sévère, ", 'un traitement aiderait.'],
      ['I hear you, ', 'that sounds really tiring.'],
    ]) {
      model.setScript({ pieces });
      const response = await request(user, {
        message_id: randomUUID(),
        character: 'louis',
        message: 'Je suis épuisé par mon travail',
      });
      const events = parseEvents(await response.text());
      const answer = events.at(-1)!;
      expect(answer.event).toBe('answer');
      expect(answer.data['reply']).not.toBe(pieces.join(''));
      expect(String(answer.data['reply'])).not.toMatch(/traitement|dépression|I hear you/);
    }
    const stored = await botMessages(user.id);
    expect(stored).toHaveLength(2);
    expect(await balanceOf(user.id)).toBe(18);
  });

  it('completes a stream cut off halfway with the built-in coach: charged once, stored once, no retry', async () => {
    model.setScript({ pieces: ['Bonjour, ', 'voici une idée : ', 'jamais envoyé'], cutAfter: 2, gapMs: 10 });
    const user = await createUser(product);
    const before = model.received.length;
    const response = await request(user, {
      message_id: randomUUID(),
      character: 'louis',
      message: 'Tu as une astuce pour mieux m’organiser ?',
    });
    const events = parseEvents(await response.text());
    expect(events.filter((e) => e.event === 'delta')).toHaveLength(2);
    expect(events.at(-1)!.event).toBe('answer');
    expect(model.received.length - before).toBe(1);
    expect(await botMessages(user.id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('loses nothing when the client leaves mid-stream: the reply is stored once, charged once, replayed', async () => {
    model.setScript({
      pieces: ['Premier morceau. ', 'Deuxième morceau. ', 'Troisième morceau.'],
      gapMs: 300,
    });
    const user = await createUser(product);
    const messageId = randomUUID();
    const body = { message_id: messageId, character: 'emma', message: 'Je me sens seule ce soir' };
    const controller = new AbortController();
    const response = await request(user, body, controller.signal);
    const reader = response.body!.getReader();
    let seen = '';
    while (!seen.includes('event: delta')) {
      const { value } = (await reader.read()) as { value?: Uint8Array };
      seen += new TextDecoder().decode(value);
    }
    controller.abort(); // The tab is closed.
    await expect.poll(async () => (await botMessages(user.id)).length, { timeout: 5_000 }).toBe(1);
    expect(await botMessages(user.id)).toEqual([
      { message: 'Premier morceau. Deuxième morceau. Troisième morceau.' },
    ]);
    expect(await balanceOf(user.id)).toBe(19);

    // Sent again (the app retries the same id): the stored answer, free.
    const json = await (
      await fetch(`${product.stack.url}/functions/v1/chat`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await signUserToken(product.stack, user.id)}`,
          apikey: product.stack.keys.anonKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      })
    ).json();
    expect(json).toMatchObject({
      replay: true,
      reply: 'Premier morceau. Deuxième morceau. Troisième morceau.',
    });
    expect(await botMessages(user.id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(19);
  });
});

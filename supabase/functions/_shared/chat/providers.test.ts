// @vitest-environment node
/** The coach providers against small fake servers, and the retry policy. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import {
  openAiProvider,
  parseWebhookReply,
  ProviderError,
  replyWithRetries,
  type CoachProvider,
  type ProviderRequest,
  type RetryPolicy,
} from './providers.ts';

let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

type Seen = {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
};

async function fakeServer(
  answer: (seen: Seen) => { status: number; body: string },
): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const entry = {
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text) as Record<string, unknown>,
      };
      seen.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}`, seen };
}

const request: ProviderRequest = {
  userId: 'user-1',
  character: 'louis',
  message: 'Je dois choisir entre deux offres',
  history: [
    { sender: 'user', text: 'Bonjour' },
    { sender: 'bot', text: 'Bonjour, de quoi voulez-vous parler ?' },
  ],
  locale: 'fr',
  style: 'casual',
};

describe('openai (any chat-completions endpoint)', () => {
  it('sends the persona prompt, the recent history and the message, and reads the first choice', async () => {
    const fake = await fakeServer(() => ({
      status: 200,
      body: JSON.stringify({
        choices: [{ message: { role: 'assistant', content: '  Quelles sont les deux offres ?  ' } }],
      }),
    }));
    const provider = openAiProvider({
      baseUrl: `${fake.url}/v1/`,
      apiKey: 'sk-test',
      model: 'mistral-small',
    });
    const reply = await provider.reply(request, new AbortController().signal);
    expect(reply).toBe('Quelles sont les deux offres ?');
    const [call] = fake.seen;
    expect(call!.url).toBe('/v1/chat/completions');
    expect(call!.headers['authorization']).toBe('Bearer sk-test');
    const messages = call!.body['messages'] as { role: string; content: string }[];
    expect(call!.body['model']).toBe('mistral-small');
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Louis');
    expect(messages[0]!.content).toContain('Tutoie');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Bonjour' },
      { role: 'assistant', content: 'Bonjour, de quoi voulez-vous parler ?' },
      { role: 'user', content: 'Je dois choisir entre deux offres' },
    ]);
  });

  it('treats a 5xx as retryable and a 4xx as final', async () => {
    let status = 503;
    const fake = await fakeServer(() => ({ status, body: '{}' }));
    const provider = openAiProvider({ baseUrl: fake.url, model: 'm' });
    await expect(provider.reply(request, new AbortController().signal)).rejects.toMatchObject({
      retryable: true,
    });
    status = 401;
    await expect(provider.reply(request, new AbortController().signal)).rejects.toMatchObject({
      retryable: false,
    });
  });
});

describe('the webhook contract', () => {
  it.each([
    ['{"reply":"  Bonjour  "}', 'Bonjour'],
    ['[{"reply":"Depuis une liste"}]', 'Depuis une liste'],
    ['{"message":"Par le champ message"}', 'Par le champ message'],
    ['{"reply": "Pas du JSON valide", oops', 'Pas du JSON valide'],
  ])('reads %s', (text, reply) => {
    expect(parseWebhookReply(text)).toBe(reply);
  });

  it.each([
    ['', /vide/],
    ['{"error":"quota dépassé"}', /quota dépassé/],
    ['{"foo":1}', /inattendue/],
    ['<html>', /malformée/],
  ])('refuses %s', (text, message) => {
    expect(() => parseWebhookReply(text)).toThrow(message);
  });
});

describe('retries', () => {
  const fast: RetryPolicy = { attempts: 3, timeoutMs: () => 50, waitMs: () => 1 };

  function flaky(failures: ProviderError[]): CoachProvider & { calls: number } {
    const provider = {
      name: 'local' as const,
      calls: 0,
      reply() {
        const failure = failures[provider.calls++];
        return failure ? Promise.reject(failure) : Promise.resolve('enfin');
      },
    };
    return provider;
  }

  it('retries retryable failures up to three attempts', async () => {
    const provider = flaky([new ProviderError('failed', 'a', true), new ProviderError('timeout', 'b', true)]);
    expect(await replyWithRetries(provider, request, fast)).toBe('enfin');
    expect(provider.calls).toBe(3);
  });

  it('stops at once on a final failure, and gives up after three attempts', async () => {
    const final = flaky([new ProviderError('failed', 'non', false)]);
    await expect(replyWithRetries(final, request, fast)).rejects.toMatchObject({ message: 'non' });
    expect(final.calls).toBe(1);
    const down = flaky([1, 2, 3].map(() => new ProviderError('timeout', 'lent', true)));
    await expect(replyWithRetries(down, request, fast)).rejects.toMatchObject({ kind: 'timeout' });
    expect(down.calls).toBe(3);
  });

  it('aborts an attempt at its timeout', async () => {
    const hanging: CoachProvider = {
      name: 'openai',
      reply: (_request, signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new ProviderError('timeout', 'Délai dépassé', true))),
        ),
    };
    const started = performance.now();
    await expect(replyWithRetries(hanging, request, fast)).rejects.toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

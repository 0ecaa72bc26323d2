import { FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';

import {
  normaliseTime,
  parseChatAnswer,
  parseMessageRows,
  sendChatMessage,
  type ChatSendRequest,
} from './chatRemote.ts';

const request: ChatSendRequest = {
  messageId: '0190d5a2-7b1e-7c3d-8e4f-123456789abc',
  characterId: 'emma',
  text: 'Bonjour',
  locale: 'fr',
  contextLength: 50,
  proactivity: 'high',
};

const okBody = {
  reply: 'Bonjour, je suis là.',
  message_id: request.messageId,
  reply_id: 'reply-1',
  conversation_id: 'conv-1',
  remaining_credits: 19,
  unlimited: false,
  subscription_tier: 'gratuit',
  crisis: false,
  replay: false,
};

function clientAnswering(result: unknown) {
  const invoke = vi.fn(() => Promise.resolve(result));
  return { client: { functions: { invoke } } as unknown as SupabaseClient, invoke };
}

function httpError(status: number, body: unknown, headers: Record<string, string> = {}) {
  const response = new Response(JSON.stringify(body), { status, headers });
  return { data: null, error: new FunctionsHttpError(response), response };
}

describe('sendChatMessage', () => {
  it('posts the documented body (no conversation id), asking for events, and reads a plain answer', async () => {
    const { client, invoke } = clientAnswering({ data: okBody, error: null });
    const outcome = await sendChatMessage(client, request, { timeoutMs: 15_000 });
    expect(invoke).toHaveBeenCalledWith('chat', {
      body: {
        message_id: request.messageId,
        character: 'emma',
        message: 'Bonjour',
        locale: 'fr',
        context_length: 50,
        proactivity: 'high',
      },
      headers: { Accept: 'text/event-stream' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(outcome).toEqual({
      ok: true,
      answer: {
        reply: 'Bonjour, je suis là.',
        messageId: request.messageId,
        replyId: 'reply-1',
        conversationId: 'conv-1',
        remaining: 19,
        unlimited: false,
        tier: 'gratuit',
        crisis: false,
        checkIn: false,
        replay: false,
      },
    });
  });

  it('types the chat function errors by status and code', async () => {
    const cases = [
      [
        httpError(402, { error: 'no_credits', message: 'Crédits épuisés' }),
        { status: 402, serverCode: 'no_credits' },
      ],
      [
        httpError(502, { error: 'provider_failed', refunded: true }),
        { code: 'serverError', serverCode: 'provider_failed' },
      ],
      [httpError(502, 'Bad gateway'), { code: 'serverError', status: 502 }],
      [httpError(429, { error: 'rate_limited' }, { 'Retry-After': '7' }), { code: 'tooManyRequests' }],
    ] as const;
    for (const [result, expected] of cases) {
      const { client } = clientAnswering(result);
      const outcome = await sendChatMessage(client, request, { timeoutMs: 15_000 });
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error).toMatchObject(expected);
    }
  });

  it('reads Retry-After, the refund flag and the server wording', async () => {
    const inProgress = await sendChatMessage(
      clientAnswering(httpError(409, { error: 'in_progress' }, { 'Retry-After': '2' })).client,
      request,
      { timeoutMs: 15_000 },
    );
    expect(inProgress).toMatchObject({ ok: false, retryAfterSeconds: 2, refunded: false });
    const refunded = await sendChatMessage(
      clientAnswering(httpError(504, { error: 'provider_timeout', message: 'Remboursé', refunded: true }))
        .client,
      request,
      { timeoutMs: 15_000 },
    );
    expect(refunded).toMatchObject({
      ok: false,
      refunded: true,
      serverMessage: 'Remboursé',
      retryAfterSeconds: null,
    });
  });

  it('tells a timeout from a network failure', async () => {
    const timedOut = new FunctionsFetchError(new DOMException('The operation was aborted', 'AbortError'));
    const offline = new FunctionsFetchError(new TypeError('Failed to fetch'));
    const first = await sendChatMessage(clientAnswering({ data: null, error: timedOut }).client, request, {
      timeoutMs: 20_000,
    });
    const second = await sendChatMessage(clientAnswering({ data: null, error: offline }).client, request, {
      timeoutMs: 20_000,
    });
    expect(first).toMatchObject({ ok: false, error: { kind: 'timeout', params: { seconds: 20 } } });
    expect(second).toMatchObject({ ok: false, error: { kind: 'network', code: 'cannotConnect' } });
  });
});

/** What the chat function streams: `event: name` and one JSON data line per event. */
function eventStreamOf(events: [string, unknown][], { end = true } = {}): ReadableStream<Uint8Array> {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (end) controller.close();
    },
  });
}

const eventHeaders = { 'Content-Type': 'text/event-stream' };
const acceptedBody = {
  message_id: request.messageId,
  conversation_id: 'conv-1',
  remaining_credits: 19,
  unlimited: false,
  subscription_tier: 'gratuit',
};

describe('sendChatMessage with a streamed turn', () => {
  it('hears "accepted" before the answer, then reads the answer', async () => {
    const heard: string[] = [];
    const response = new Response(
      eventStreamOf([
        ['accepted', acceptedBody],
        ['answer', okBody],
      ]),
      { headers: eventHeaders },
    );
    const outcome = await sendChatMessage(clientAnswering({ data: response, error: null }).client, request, {
      timeoutMs: 15_000,
      onAccepted: (accepted) => heard.push(`accepted ${accepted.messageId} ${accepted.remaining}`),
    });
    expect(heard).toEqual([`accepted ${request.messageId} 19`]);
    expect(outcome).toMatchObject({ ok: true, answer: { replyId: 'reply-1', remaining: 19 } });
  });

  it('reads an error event as the HTTP error it stands for, refund included', async () => {
    const response = new Response(
      eventStreamOf([
        ['accepted', acceptedBody],
        ['error', { status: 502, error: 'provider_failed', message: 'Remboursé', refunded: true }],
      ]),
      { headers: eventHeaders },
    );
    const outcome = await sendChatMessage(clientAnswering({ data: response, error: null }).client, request, {
      timeoutMs: 15_000,
    });
    expect(outcome).toMatchObject({
      ok: false,
      refunded: true,
      serverMessage: 'Remboursé',
      error: { code: 'serverError', serverCode: 'provider_failed' },
    });
  });

  it('takes a stream cut before the answer for a lost connection, and times out a stalled one', async () => {
    const cut = new Response(eventStreamOf([['accepted', acceptedBody]]), { headers: eventHeaders });
    expect(
      await sendChatMessage(clientAnswering({ data: cut, error: null }).client, request, {
        timeoutMs: 15_000,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'network', code: 'cannotConnect' } });

    const invoke = vi.fn((_name: string, options: { signal: AbortSignal }) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(`event: accepted\ndata: ${JSON.stringify(acceptedBody)}\n\n`),
          );
          options.signal.addEventListener('abort', () =>
            controller.error(new DOMException('The operation was aborted', 'AbortError')),
          );
        },
      });
      return Promise.resolve({ data: new Response(body, { headers: eventHeaders }), error: null });
    });
    const client = { functions: { invoke } } as unknown as SupabaseClient;
    expect(await sendChatMessage(client, request, { timeoutMs: 30 })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    });
  });
});

describe('parseChatAnswer', () => {
  it('refuses empty, non-JSON and unexpected bodies with the spec codes', () => {
    expect(parseChatAnswer('')).toMatchObject({ ok: false, error: { code: 'emptyResponse' } });
    expect(parseChatAnswer('<html>')).toMatchObject({ ok: false, error: { code: 'malformedJson' } });
    expect(parseChatAnswer({ reply: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'unexpectedResponse' },
    });
    expect(parseChatAnswer(JSON.stringify(okBody))).toMatchObject({ ok: true });
  });

  it('reads the check-in flag, false from a server that does not send it', () => {
    expect(parseChatAnswer({ ...okBody, check_in: true })).toMatchObject({
      ok: true,
      answer: { checkIn: true, crisis: false },
    });
    expect(parseChatAnswer(okBody)).toMatchObject({ ok: true, answer: { checkIn: false } });
  });
});

describe('message rows', () => {
  it('normalises server times so they sort with the device’s', () => {
    expect(normaliseTime('2026-03-01 10:00:00.123456+01:00')).toBe('2026-03-01T09:00:00.123Z');
    const [row] = parseMessageRows([
      {
        id: 'a',
        conversation_id: 'c',
        character_name: 'louis',
        sender: 'bot',
        message: 'Salut',
        reply_to: 'q',
        crisis: false,
        created_at: '2026-03-01T10:00:00.5+00:00',
      },
      { id: 'broken' },
    ]);
    expect(row).toEqual({
      id: 'a',
      conversationId: 'c',
      characterId: 'louis',
      sender: 'bot',
      text: 'Salut',
      replyTo: 'q',
      crisis: false,
      createdAt: '2026-03-01T10:00:00.500Z',
    });
  });
});

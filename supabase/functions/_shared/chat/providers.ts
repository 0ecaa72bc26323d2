/**
 * Where a coach's reply comes from, chosen by configuration (COACH_PROVIDER):
 *   local   — the built-in engine (default; no network, deterministic);
 *   openai  — any OpenAI-compatible chat-completions endpoint (OPENAI_BASE_URL, OPENAI_API_KEY,
 *             OPENAI_MODEL): OpenAI, Mistral, Ollama, vLLM, llama.cpp…;
 *   webhook — the original per-character workflow contract (COACH_WEBHOOK_EMMA_URL,
 *             COACH_WEBHOOK_LOUIS_URL): POST {sessionId, character, message} → {reply}.
 * The crisis check runs before any of them, in the chat turn.
 */
import { coachReply, type CoachRequest, type Character } from '../coach/index.ts';
import { env } from '../env.ts';

import { systemPrompt } from './prompts.ts';
import { readOpenAiStream } from './openAiStream.ts';

export type ProviderRequest = CoachRequest & { userId: string };

/** Told each piece of a reply as the model writes it (streaming providers only). */
export type OnDelta = (text: string) => void;

export type CoachProvider = {
  readonly name: 'local' | 'openai' | 'webhook';
  /** The whole reply; a streaming provider also tells `onDelta` each piece as it comes. */
  reply(request: ProviderRequest, signal: AbortSignal, onDelta?: OnDelta): Promise<string>;
};

/** `retryable`: a timeout, a network failure or a 5xx — worth another attempt. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
    readonly retryable: boolean,
    /** Part of the reply had already been streamed to the person. */
    readonly streamed = false,
  ) {
    super(message);
  }
}

export function localProvider(): CoachProvider {
  return { name: 'local', reply: (request) => Promise.resolve(coachReply(request).reply) };
}

async function post(url: string, body: unknown, headers: Record<string, string>, signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new ProviderError('timeout', 'Délai dépassé', true);
    throw new ProviderError('failed', `Impossible de joindre le fournisseur : ${String(error)}`, true);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    throw new ProviderError('failed', `Le fournisseur a répondu ${response.status}`, response.status >= 500);
  }
  return text;
}

/**
 * An OpenAI-compatible chat-completions endpoint, asked to stream (`stream: true`): each piece
 * goes to `onDelta` as it arrives. An endpoint that answers with one JSON body instead is read
 * as before.
 */
export function openAiProvider(config: { baseUrl: string; apiKey?: string; model: string }): CoachProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async reply(request, signal, onDelta) {
      const locale = request.locale ?? 'fr';
      const history = (request.history ?? []).slice(-(request.contextLength ?? 25));
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'text/event-stream, application/json',
            ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.7,
            max_tokens: 400,
            stream: true,
            messages: [
              {
                role: 'system',
                content: systemPrompt(request.character, locale, request.style ?? 'adaptive', {
                  contextLength: request.contextLength ?? 25,
                  ...(request.proactivity ? { proactivity: request.proactivity } : {}),
                  ...(request.userName ? { userName: request.userName } : {}),
                }),
              },
              ...history.map((turn) => ({
                role: turn.sender === 'user' ? 'user' : 'assistant',
                content: turn.text,
              })),
              { role: 'user', content: request.message },
            ],
          }),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw new ProviderError('timeout', 'Délai dépassé', true);
        throw new ProviderError('failed', `Impossible de joindre le fournisseur : ${String(error)}`, true);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderError(
          'failed',
          `Le fournisseur a répondu ${response.status}`,
          response.status >= 500,
        );
      }
      let content: string;
      if ((response.headers.get('Content-Type') ?? '').includes('text/event-stream') && response.body) {
        try {
          content = await readOpenAiStream(response.body, onDelta ?? (() => undefined));
        } catch (error) {
          if (error instanceof ProviderError) throw error;
          if (signal.aborted) throw new ProviderError('timeout', 'Délai dépassé', true);
          throw new ProviderError('failed', `Flux interrompu : ${String(error)}`, true);
        }
      } else {
        const text = await response.text().catch(() => '');
        try {
          const parsed = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] })
            .choices?.[0]?.message?.content;
          content = typeof parsed === 'string' ? parsed : '';
        } catch {
          throw new ProviderError('failed', 'Réponse JSON malformée du fournisseur', false);
        }
      }
      if (content.trim() === '') throw new ProviderError('failed', 'Réponse vide du fournisseur', true);
      return content.trim();
    },
  };
}

/**
 * The spec's workflow contract: the body is read as text, then parsed; `reply` (non-empty) is
 * the answer, else `error` is a failure, else `message` is the answer; when the JSON does not
 * parse but a "reply" field is visible, its value is taken by pattern.
 */
export function parseWebhookReply(text: string): string {
  if (text.trim() === '') throw new ProviderError('failed', 'Réponse vide du serveur', true);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const match = /"reply"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text);
    if (match?.[1]) return (JSON.parse(`"${match[1]}"`) as string).trim();
    throw new ProviderError('failed', 'Réponse JSON malformée du serveur', false);
  }
  const body = (Array.isArray(parsed) ? parsed[0] : parsed) as Record<string, unknown> | null;
  if (typeof body?.['reply'] === 'string' && body['reply'].trim() !== '') return body['reply'].trim();
  if (typeof body?.['error'] === 'string') throw new ProviderError('failed', body['error'], false);
  if (typeof body?.['message'] === 'string' && body['message'].trim() !== '') return body['message'].trim();
  throw new ProviderError('failed', `Réponse inattendue: ${text.slice(0, 200)}`, false);
}

export function webhookProvider(urls: Record<Character, string>): CoachProvider {
  return {
    name: 'webhook',
    async reply(request, signal) {
      const text = await post(
        urls[request.character],
        { sessionId: request.userId, character: request.character, message: request.message },
        {},
        signal,
      );
      return parseWebhookReply(text);
    },
  };
}

export function providerFromEnv(): CoachProvider {
  const kind = env('COACH_PROVIDER') ?? 'local';
  if (kind === 'openai') {
    const apiKey = env('OPENAI_API_KEY');
    return openAiProvider({
      baseUrl: env('OPENAI_BASE_URL') ?? 'https://api.openai.com/v1',
      model: env('OPENAI_MODEL') ?? 'gpt-4o-mini',
      ...(apiKey ? { apiKey } : {}),
    });
  }
  if (kind === 'webhook') {
    const emma = env('COACH_WEBHOOK_EMMA_URL');
    const louis = env('COACH_WEBHOOK_LOUIS_URL');
    if (!emma || !louis) throw new Error('COACH_WEBHOOK_EMMA_URL and COACH_WEBHOOK_LOUIS_URL are required');
    return webhookProvider({ emma, louis });
  }
  if (kind !== 'local') throw new Error(`Unknown COACH_PROVIDER: ${kind}`);
  return localProvider();
}

export type RetryPolicy = {
  attempts: number;
  timeoutMs: (attempt: number) => number;
  waitMs: (attempt: number) => number;
};

/**
 * The spec's chat-API policy: 3 attempts, 15 s + 5 s per attempt, waits of 1 s then 2 s
 * (COACH_TIMEOUT_MS, COACH_TIMEOUT_STEP_MS and COACH_RETRY_WAIT_MS change them).
 */
export function retryPolicyFromEnv(): RetryPolicy {
  const base = Number(env('COACH_TIMEOUT_MS') ?? 15_000);
  const step = Number(env('COACH_TIMEOUT_STEP_MS') ?? 5_000);
  const wait = Number(env('COACH_RETRY_WAIT_MS') ?? 1_000);
  return {
    attempts: 3,
    timeoutMs: (attempt) => base + step * attempt,
    waitMs: (attempt) => wait * 2 ** attempt,
  };
}

/**
 * The reply, with the retry policy. Once a streamed attempt has sent a piece on (`onDelta`), it
 * is not tried again (the person would see the start twice): its failure is thrown with
 * `streamed` set, and the turn answers with the built-in coach instead.
 */
export async function replyWithRetries(
  provider: CoachProvider,
  request: ProviderRequest,
  policy: RetryPolicy,
  onDelta?: OnDelta,
): Promise<string> {
  let last: ProviderError = new ProviderError('failed', 'Aucune réponse', true);
  let streamed = false;
  const forward: OnDelta | undefined =
    onDelta &&
    ((text) => {
      streamed = true;
      onDelta(text);
    });
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, policy.waitMs(attempt - 1)));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), policy.timeoutMs(attempt));
    try {
      return await provider.reply(request, controller.signal, forward);
    } catch (error) {
      last = error instanceof ProviderError ? error : new ProviderError('failed', String(error), false);
      if (streamed) throw new ProviderError(last.kind, last.message, false, true);
      if (!last.retryable) break;
    } finally {
      clearTimeout(timer);
    }
  }
  throw last;
}

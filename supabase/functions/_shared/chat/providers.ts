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

export type ProviderRequest = CoachRequest & { userId: string };

export type CoachProvider = {
  readonly name: 'local' | 'openai' | 'webhook';
  reply(request: ProviderRequest, signal: AbortSignal): Promise<string>;
};

/** `retryable`: a timeout, a network failure or a 5xx — worth another attempt. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
    readonly retryable: boolean,
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

export function openAiProvider(config: { baseUrl: string; apiKey?: string; model: string }): CoachProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async reply(request, signal) {
      const locale = request.locale ?? 'fr';
      const history = (request.history ?? []).slice(-(request.contextLength ?? 25));
      const text = await post(
        url,
        {
          model: config.model,
          temperature: 0.7,
          max_tokens: 400,
          messages: [
            { role: 'system', content: systemPrompt(request.character, locale, request.style ?? 'adaptive') },
            ...history.map((turn) => ({
              role: turn.sender === 'user' ? 'user' : 'assistant',
              content: turn.text,
            })),
            { role: 'user', content: request.message },
          ],
        },
        config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {},
        signal,
      );
      let content: unknown;
      try {
        content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
          ?.message?.content;
      } catch {
        throw new ProviderError('failed', 'Réponse JSON malformée du fournisseur', false);
      }
      if (typeof content !== 'string' || content.trim() === '') {
        throw new ProviderError('failed', 'Réponse vide du fournisseur', true);
      }
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

export async function replyWithRetries(
  provider: CoachProvider,
  request: ProviderRequest,
  policy: RetryPolicy,
): Promise<string> {
  let last: ProviderError = new ProviderError('failed', 'Aucune réponse', true);
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, policy.waitMs(attempt - 1)));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), policy.timeoutMs(attempt));
    try {
      return await provider.reply(request, controller.signal);
    } catch (error) {
      last = error instanceof ProviderError ? error : new ProviderError('failed', String(error), false);
      if (!last.retryable) break;
    } finally {
      clearTimeout(timer);
    }
  }
  throw last;
}

/**
 * The chat's server calls: one turn of the `chat` function, the history, clearing, likes and the
 * Realtime feed of new messages. Each takes the supabase-js client so contract tests can drive
 * them with their own. Nothing here retries or touches Dexie: the sync engine decides.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';

import { characterIds, type CharacterId } from '#contracts/characters.ts';
import type {
  ChatAcceptedBody,
  ChatAnswerBody,
  ChatContextLength,
  ChatProactivity,
  ChatDeltaBody,
  ChatErrorEvent,
  ChatRequestBody,
  ChatStyle,
} from '#contracts/chat.ts';
import {
  classifyChatFailure,
  classifyThrown,
  chatServerErrorCode,
  parseRetryAfterSeconds,
  type ChatError,
} from '#core/chatErrors.ts';
import type { Locale } from '#core/locale.ts';

import { liveReplies } from './liveReplies.ts';
import { serverSentEvents } from './serverSentEvents.ts';

export type ChatSendRequest = {
  messageId: string;
  characterId: CharacterId;
  text: string;
  locale: Locale;
  style?: ChatStyle;
  contextLength?: ChatContextLength;
  proactivity?: ChatProactivity;
};

export type ChatAnswer = {
  reply: string;
  messageId: string;
  replyId: string;
  conversationId: string;
  remaining: number;
  unlimited: boolean;
  tier: string | null;
  crisis: boolean;
  /** The reply is the check-in question (free; the help sheet goes under it). */
  checkIn: boolean;
  replay: boolean;
};

export type SendOutcome =
  | { ok: true; answer: ChatAnswer }
  | {
      ok: false;
      error: ChatError;
      /** From `Retry-After` (409 in_progress, 429), in seconds; null without one. */
      retryAfterSeconds: number | null;
      /** 502/504: the server gave the credit back, and the message id is spent. */
      refunded: boolean;
      /** The server's own wording, when it sent one. */
      serverMessage?: string;
    };

/**
 * The answer as the app reads it (contracts/chat.ts, ChatAnswerBody): lenient where it can cope
 * (no tier, no crisis or replay flag), strict elsewhere; `crisis_lines` is not read (the app
 * shows the same lines from #contracts/crisisLines.ts, offline too).
 */
type AnswerRead = Omit<ChatAnswerBody, 'subscription_tier' | 'crisis_lines'> & {
  subscription_tier: string | null;
};

const answerSchema: v.GenericSchema<unknown, AnswerRead> = v.object({
  reply: v.pipe(v.string(), v.trim(), v.minLength(1)),
  message_id: v.string(),
  reply_id: v.string(),
  conversation_id: v.string(),
  remaining_credits: v.number(),
  unlimited: v.boolean(),
  subscription_tier: v.optional(v.nullable(v.string()), null),
  crisis: v.optional(v.boolean(), false),
  check_in: v.optional(v.boolean(), false),
  replay: v.optional(v.boolean(), false),
});

function excerpt(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text ?? '').slice(0, 120);
}

/** A 2xx body: the answer, or the typed reason it is not one. */
export function parseChatAnswer(
  data: unknown,
): { ok: true; answer: ChatAnswer } | { ok: false; error: ChatError } {
  let body = data;
  if (typeof body === 'string') {
    if (body.trim() === '') return { ok: false, error: classifyChatFailure({ type: 'emptyBody' }) };
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      return { ok: false, error: classifyChatFailure({ type: 'invalidJson' }) };
    }
  }
  if (body === null || body === undefined)
    return { ok: false, error: classifyChatFailure({ type: 'emptyBody' }) };
  const parsed = v.safeParse(answerSchema, body);
  if (!parsed.success) {
    return { ok: false, error: classifyChatFailure({ type: 'unexpectedShape', detail: excerpt(body) }) };
  }
  const row = parsed.output;
  return {
    ok: true,
    answer: {
      reply: row.reply,
      messageId: row.message_id,
      replyId: row.reply_id,
      conversationId: row.conversation_id,
      remaining: row.remaining_credits,
      unlimited: row.unlimited,
      tier: row.subscription_tier,
      crisis: row.crisis,
      checkIn: row.check_in,
      replay: row.replay,
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** One field of an error body or `error` event (ChatErrorEvent), unread and untrusted. */
function field(body: unknown, name: keyof ChatErrorEvent): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

type InvokeError = Error & { context?: unknown };

/**
 * classifyThrown reads `name` from Errors only; some DOMExceptions (an abort in jsdom, older
 * engines) are not Error instances, so their name is carried over.
 */
function asError(thrown: unknown): unknown {
  if (thrown instanceof Error || typeof thrown !== 'object' || thrown === null) return thrown;
  const name = (thrown as { name?: unknown }).name;
  if (typeof name !== 'string') return thrown;
  const message = (thrown as { message?: unknown }).message;
  const error = new Error(typeof message === 'string' ? message : name);
  error.name = name;
  return error;
}

/** The server stored and charged the message; its reply is on the way. */
export type ChatAccepted = {
  messageId: string;
  conversationId: string;
  remaining: number;
  unlimited: boolean;
};

type AcceptedRead = Omit<ChatAcceptedBody, 'subscription_tier'>;

const acceptedSchema: v.GenericSchema<unknown, AcceptedRead> = v.object({
  message_id: v.string(),
  conversation_id: v.string(),
  remaining_credits: v.number(),
  unlimited: v.boolean(),
});

/** A `delta` event (ChatDeltaBody): a piece of the reply a model is writing. */
const deltaSchema: v.GenericSchema<unknown, ChatDeltaBody> = v.object({ text: v.string() });

type Failure = Extract<SendOutcome, { ok: false }>;

/** A failure the server answered: an HTTP error, or the `error` event of a stream. */
function serverFailure(status: number, payload: unknown, retryAfter: string | null, nowMs: number): Failure {
  const code = chatServerErrorCode(payload);
  const message = field(payload, 'message');
  return {
    ok: false,
    error: classifyChatFailure({ type: 'httpStatus', status, body: payload }),
    retryAfterSeconds:
      retryAfter !== null || code === 'in_progress' || code === 'rate_limited'
        ? parseRetryAfterSeconds(retryAfter, nowMs)
        : null,
    refunded: field(payload, 'refunded') === true,
    ...(typeof message === 'string' ? { serverMessage: message } : {}),
  };
}

/** A failure with no more to it than its error: nothing refunded, no Retry-After. */
function failure(error: ChatError): Failure {
  return { ok: false, error, retryAfterSeconds: null, refunded: false };
}

function parseEventData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** How long a finished preview stays, while the stored answer reaches the screen. */
const previewGraceMs = 1_500;

/**
 * A turn answered as server-sent events: `accepted` (told to `onAccepted`), then `answer` or
 * `error`. A stream that ends before either was cut off: a network failure, which the engine
 * retries with the same id (the server then replays the answer or says it is in progress).
 */
async function readTurnEvents(
  response: Response,
  messageId: string,
  onAccepted: ((accepted: ChatAccepted) => void) | undefined,
  nowMs: () => number,
): Promise<SendOutcome> {
  if (response.body === null) return failure(classifyChatFailure({ type: 'emptyBody' }));
  for await (const { event, data } of serverSentEvents(response.body)) {
    const payload = parseEventData(data);
    if (event === 'delta') {
      // A piece of the reply as the model writes it: shown at once, replaced by the answer.
      const delta = v.safeParse(deltaSchema, payload);
      if (delta.success) liveReplies.append(messageId, delta.output.text);
    } else if (event === 'accepted') {
      const accepted = v.safeParse(acceptedSchema, payload);
      if (accepted.success) {
        const row = accepted.output;
        onAccepted?.({
          messageId: row.message_id,
          conversationId: row.conversation_id,
          remaining: row.remaining_credits,
          unlimited: row.unlimited,
        });
      }
    } else if (event === 'answer') {
      const parsed = parseChatAnswer(payload);
      return parsed.ok ? parsed : failure(parsed.error);
    } else if (event === 'error') {
      const status = field(payload, 'status');
      const retryAfter = field(payload, 'retry_after');
      return serverFailure(
        typeof status === 'number' ? status : 500,
        payload,
        typeof retryAfter === 'string' ? retryAfter : null,
        nowMs(),
      );
    }
  }
  return failure(classifyChatFailure({ type: 'fetchFailed' }));
}

/**
 * One attempt of one message. Never throws: every failure comes back typed. The timeout stands
 * for the spec's per-attempt timeout (15 s, then 20, then 25) and covers the whole turn, the
 * streamed reply included. `onAccepted` hears when the server has stored and charged the
 * message, before its reply.
 */
export async function sendChatMessage(
  client: SupabaseClient,
  request: ChatSendRequest,
  options: { timeoutMs: number; now?: () => number; onAccepted?: (accepted: ChatAccepted) => void },
): Promise<SendOutcome> {
  const now = options.now ?? Date.now;
  const body: ChatRequestBody = {
    message_id: request.messageId,
    character: request.characterId,
    message: request.text,
    locale: request.locale,
    ...(request.style ? { style: request.style } : {}),
    ...(request.contextLength ? { context_length: request.contextLength } : {}),
    ...(request.proactivity ? { proactivity: request.proactivity } : {}),
  };
  // supabase-js's own `timeout` ends when the headers arrive; this one also bounds the stream.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
  try {
    const result = await client.functions.invoke('chat', {
      body,
      headers: { Accept: 'text/event-stream' },
      signal: timeout.signal,
    });
    if (!result.error) {
      if (result.data instanceof Response)
        return await readTurnEvents(result.data, request.messageId, options.onAccepted, now);
      const parsed = parseChatAnswer(result.data);
      return parsed.ok ? parsed : failure(parsed.error);
    }
    const error = result.error as InvokeError;
    const response = error.context instanceof Response ? error.context : result.response;
    if ((error.name === 'FunctionsHttpError' || error.name === 'FunctionsRelayError') && response) {
      return serverFailure(
        response.status,
        await readBody(response),
        response.headers.get('Retry-After'),
        now(),
      );
    }
    // FunctionsFetchError keeps what fetch threw (an abort from the timeout, a TypeError…).
    return failure(
      classifyThrown(
        asError(error.name === 'FunctionsFetchError' ? error.context : error),
        options.timeoutMs,
      ),
    );
  } catch (error) {
    return failure(classifyThrown(asError(error), options.timeoutMs));
  } finally {
    // The answer is being stored (and shown from the database) or the attempt failed: either way
    // the preview has done its job. A short delay avoids a flash of the typing dots in between.
    setTimeout(() => liveReplies.clear(request.messageId), previewGraceMs);
    clearTimeout(timer);
  }
}

/** A message as the server stores it, in the device's terms. */
export type RemoteMessage = {
  id: string;
  conversationId: string;
  characterId: CharacterId;
  sender: 'user' | 'bot';
  text: string;
  replyTo: string | null;
  crisis: boolean;
  /** ISO with milliseconds, like local times, so both sort together. */
  createdAt: string;
};

const messageColumns = 'id, conversation_id, character_name, sender, message, reply_to, crisis, created_at';

const messageRowSchema = v.object({
  id: v.string(),
  conversation_id: v.string(),
  character_name: v.picklist(characterIds),
  sender: v.picklist(['user', 'bot']),
  message: v.string(),
  reply_to: v.optional(v.nullable(v.string()), null),
  crisis: v.optional(v.boolean(), false),
  created_at: v.string(),
});

/** Server times carry microseconds and an offset; the device's are `toISOString()`. */
export function normaliseTime(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/** Rows that do not parse (a column added later, a bad value) are skipped, not fatal. */
export function parseMessageRows(rows: unknown): RemoteMessage[] {
  if (!Array.isArray(rows)) return [];
  const messages: RemoteMessage[] = [];
  for (const row of rows) {
    const parsed = v.safeParse(messageRowSchema, row);
    if (!parsed.success) continue;
    const m = parsed.output;
    messages.push({
      id: m.id,
      conversationId: m.conversation_id,
      characterId: m.character_name,
      sender: m.sender,
      text: m.message,
      replyTo: m.reply_to,
      crisis: m.crisis,
      createdAt: normaliseTime(m.created_at),
    });
  }
  return messages;
}

/** A failed PostgREST call, with whether it never reached the server. */
export class ChatRemoteError extends Error {
  override readonly name = 'ChatRemoteError';
  constructor(
    message: string,
    readonly network: boolean,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

type PostgrestFailure = { message: string; code?: string | null } | null;

function remoteError(what: string, error: NonNullable<PostgrestFailure>): ChatRemoteError {
  const code = error.code ?? '';
  // postgrest-js turns a fetch failure into { code: '', message: 'TypeError: …' }.
  const network = code === '' && /fetch|network|load failed|timed? ?out|abort/i.test(error.message);
  return new ChatRemoteError(`${what}: ${error.message}`, network, code === '' ? null : code);
}

function check(what: string, error: PostgrestFailure): void {
  if (error) throw remoteError(what, error);
}

export const historyPageSize = 500;

/*
 * The reads below ask postgrest-js not to retry by itself (`retry(false)`): on a network error
 * it would try again after 1 s, 2 s and 4 s, holding a dead network's failure for 7 s while
 * the chat waits to open or the engine's chain waits behind a pull. The sync engine and the
 * screens already decide when to try again (online, visibility, the next message).
 */

/**
 * The user's messages created at or after `since` (all of them when null), oldest first. The
 * bound is inclusive so rows sharing the cursor's millisecond are not lost; upserts are
 * idempotent so seeing one twice is harmless.
 */
export async function fetchMessagesSince(
  client: SupabaseClient,
  userId: string,
  since: string | null,
  pageSize: number = historyPageSize,
): Promise<RemoteMessage[]> {
  const all: RemoteMessage[] = [];
  let cursor = since;
  for (;;) {
    let query = client.from('chat_messages').select(messageColumns).eq('user_id', userId);
    if (cursor !== null) query = query.gte('created_at', cursor);
    const { data, error } = await query.order('created_at').order('id').limit(pageSize).retry(false);
    check('chat_messages', error);
    const rows = (data ?? []) as unknown[];
    const page = parseMessageRows(rows);
    all.push(...page);
    const last = page.at(-1)?.createdAt ?? null;
    // A short page is the end; a page that does not move the cursor would loop forever.
    if (rows.length < pageSize || last === null || last === cursor) break;
    cursor = last;
  }
  return dedupe(all);
}

function dedupe(messages: RemoteMessage[]): RemoteMessage[] {
  const seen = new Map<string, RemoteMessage>();
  for (const message of messages) seen.set(message.id, message);
  return [...seen.values()];
}

/** Every message of one conversation, oldest first. */
export async function fetchConversationMessages(
  client: SupabaseClient,
  conversationId: string,
  pageSize: number = historyPageSize,
): Promise<RemoteMessage[]> {
  const all: RemoteMessage[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const { data, error } = await client
      .from('chat_messages')
      .select(messageColumns)
      .eq('conversation_id', conversationId)
      .order('created_at')
      .order('id')
      .range(offset, offset + pageSize - 1)
      .retry(false);
    check('chat_messages', error);
    const rows = (data ?? []) as unknown[];
    all.push(...parseMessageRows(rows));
    if (rows.length < pageSize) break;
  }
  return all;
}

export type RemoteConversation = { id: string; createdAt: string };

/** The one conversation of this user with this character, if the server has it yet (`signal` gives up). */
export async function findConversation(
  client: SupabaseClient,
  userId: string,
  characterId: CharacterId,
  signal?: AbortSignal,
): Promise<RemoteConversation | null> {
  let query = client
    .from('conversations')
    .select('id, created_at')
    .eq('user_id', userId)
    .eq('character_id', characterId)
    .retry(false);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle<{ id: string; created_at: string }>();
  check('conversations', error);
  return data ? { id: data.id, createdAt: normaliseTime(data.created_at) } : null;
}

const conversationRowSchema = v.object({ id: v.string(), character_id: v.picklist(characterIds) });

/** The server ids of the user's conversations, by coach (one each at most, decision 7). */
export async function fetchConversationIds(
  client: SupabaseClient,
  userId: string,
): Promise<Map<CharacterId, string>> {
  const { data, error } = await client
    .from('conversations')
    .select('id, character_id')
    .eq('user_id', userId)
    .retry(false);
  check('conversations', error);
  const ids = new Map<CharacterId, string>();
  for (const row of (data ?? []) as unknown[]) {
    const parsed = v.safeParse(conversationRowSchema, row);
    // A row that cannot be read must not pass for a deleted conversation.
    if (!parsed.success) throw new ChatRemoteError('conversations: unexpected row', false);
    ids.set(parsed.output.character_id, parsed.output.id);
  }
  return ids;
}

/** Deleting the conversation removes its messages and their likes on the server (cascade). */
export async function deleteConversation(
  client: SupabaseClient,
  userId: string,
  characterId: CharacterId,
): Promise<void> {
  const { error } = await client
    .from('conversations')
    .delete()
    .eq('user_id', userId)
    .eq('character_id', characterId);
  check('conversations', error);
}

/** Removes one of the user's messages (one the server stored but could not answer). */
export async function deleteMessage(client: SupabaseClient, messageId: string): Promise<void> {
  const { error } = await client.from('chat_messages').delete().eq('id', messageId);
  check('chat_messages', error);
}

export async function insertLike(client: SupabaseClient, userId: string, messageId: string): Promise<void> {
  const { error } = await client.from('message_likes').insert({ message_id: messageId, user_id: userId });
  // Already liked (another tab or device got there first): the wish is fulfilled.
  if (error && error.code !== '23505') throw remoteError('message_likes', error);
}

export async function deleteLike(client: SupabaseClient, userId: string, messageId: string): Promise<void> {
  const { error } = await client
    .from('message_likes')
    .delete()
    .eq('user_id', userId)
    .eq('message_id', messageId);
  check('message_likes', error);
}

export async function fetchLikedMessageIds(client: SupabaseClient, userId: string): Promise<string[]> {
  const { data, error } = await client
    .from('message_likes')
    .select('message_id')
    .eq('user_id', userId)
    .retry(false);
  check('message_likes', error);
  return ((data ?? []) as { message_id: unknown }[])
    .map((row) => row.message_id)
    .filter((id): id is string => typeof id === 'string');
}

let channelCount = 0;

/** New messages of the user written anywhere (another device, another browser), live. */
export function subscribeMessageInserts(
  client: SupabaseClient,
  userId: string,
  onInsert: (message: RemoteMessage) => void,
): () => void {
  const channel = client
    .channel(`chat-messages:${userId}:${++channelCount}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'chat_messages', filter: `user_id=eq.${userId}` },
      (payload) => {
        const [message] = parseMessageRows([payload.new]);
        if (message) onInsert(message);
      },
    )
    .subscribe();
  return () => {
    void client.removeChannel(channel);
  };
}

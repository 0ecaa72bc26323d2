/**
 * The chat function's wire format: what the app sends (POST /functions/v1/chat with the user's
 * JWT) and what it gets back. With `Accept: text/event-stream` a new message is answered in
 * events, `accepted`, any `delta` (a model's reply as it is written), then `answer` (or `error`,
 * after a refund); refusals and replays stay plain
 * JSON answers. The function parses requests in ../chat/request.ts, the app answers in
 * src/data/chat/chatRemote.ts (valibot, typed against these).
 */
import type { CharacterId } from './characters.ts';
import type { CrisisLine } from './crisisLines.ts';

/** A message is 1..500 characters once trimmed, counted in UTF-16 units (String.length). */
export const chatMessageMaxLength = 500;

export const chatLocales = ['fr', 'en'] as const;
export type ChatLocale = (typeof chatLocales)[number];

export const chatStyles = ['formal', 'casual', 'adaptive'] as const;
export type ChatStyle = (typeof chatStyles)[number];
export const defaultChatStyle: ChatStyle = 'adaptive';

/** How many earlier turns the coach reads. */
export const chatContextLengths = [10, 25, 50] as const;
export type ChatContextLength = (typeof chatContextLengths)[number];
export const defaultChatContextLength: ChatContextLength = 25;

/**
 * How readily the coach proposes something to try (AI preferences' proactivity: low 25 %,
 * medium 50 %, high 75 %); medium is the coach's own balance of listening and proposing.
 */
export const chatProactivities = ['low', 'medium', 'high'] as const;
export type ChatProactivity = (typeof chatProactivities)[number];
export const defaultChatProactivity: ChatProactivity = 'medium';

/**
 * The request body. `message_id` is the client's UUID (the idempotency key of the whole turn);
 * the server also reads `messageId`/`conversationId` and ignores the spec's `sessionId`.
 */
export type ChatRequestBody = {
  message_id: string;
  character: CharacterId;
  message: string;
  locale?: ChatLocale;
  conversation_id?: string | null;
  style?: ChatStyle;
  context_length?: ChatContextLength;
  proactivity?: ChatProactivity;
};

/** The `accepted` event: the message is stored and charged, its reply is on the way. */
export type ChatAcceptedBody = {
  message_id: string;
  conversation_id: string;
  remaining_credits: number;
  unlimited: boolean;
  subscription_tier: string;
};

/** The answer (a JSON body, or the `answer` event). `replay`: this id was answered before. */
export type ChatAnswerBody = {
  reply: string;
  message_id: string;
  reply_id: string;
  conversation_id: string;
  /** -1 when `unlimited`. */
  remaining_credits: number;
  unlimited: boolean;
  subscription_tier: string;
  /** The crisis answer (for the writer, or for someone else in danger): free, lines attached. */
  crisis: boolean;
  /** The check-in question ("are you thinking of harming yourself?"): free, lines attached. */
  check_in: boolean;
  replay: boolean;
  /** With a crisis or check-in reply: the lines to call. */
  crisis_lines?: readonly CrisisLine[];
};

/** The documented error codes (`{ error, message }` bodies); anything else is a proxy's answer. */
export const chatServerErrorCodes = [
  'invalid_request',
  'invalid_message',
  'invalid_conversation',
  'not_authenticated',
  /** No recorded consent to processing the conversations (the app asks it first). */
  'consent_required',
  'no_credits',
  'in_progress',
  'message_failed',
  'message_deleted',
  'rate_limited',
  'provider_failed',
  'provider_timeout',
  'internal',
] as const;
export type ChatServerErrorCode = (typeof chatServerErrorCodes)[number];

/**
 * An error body. 409 in_progress and 429 carry `Retry-After`; 502/504 say the credit was
 * refunded; 409s name the conversation.
 */
export type ChatErrorBody = {
  error: ChatServerErrorCode;
  message: string;
  refunded?: boolean;
  remaining_credits?: number;
  conversation_id?: string;
};

/** The `error` event: the HTTP answer it would have been, status and Retry-After included. */
export type ChatErrorEvent = ChatErrorBody & { status: number; retry_after?: string };

/**
 * A piece of the reply as a model writes it (`delta` events, between accepted and answer),
 * appended in order. A preview: the `answer` event's reply is the one stored, and replaces it.
 */
export type ChatDeltaBody = { text: string };

/** The events of a streamed turn, in order: accepted, any deltas, then answer or error. */
export type ChatEvents = {
  accepted: ChatAcceptedBody;
  delta: ChatDeltaBody;
  answer: ChatAnswerBody;
  error: ChatErrorEvent;
};

import { isCharacterId, type CharacterId } from '../contracts/characters.ts';
import {
  chatContextLengths,
  chatLocales,
  chatMessageMaxLength,
  chatProactivities,
  chatStyles,
  defaultChatContextLength,
  defaultChatProactivity,
  defaultChatStyle,
  type ChatContextLength,
  type ChatLocale,
  type ChatProactivity,
  type ChatRequestBody,
  type ChatStyle,
} from '../contracts/chat.ts';
import { HttpError } from '../http.ts';

/** A request body that passed parseChatRequest, with its defaults filled in. */
export type ChatInput = {
  messageId: string;
  character: CharacterId;
  message: string;
  locale?: ChatLocale;
  conversationId?: string;
  style: ChatStyle;
  contextLength: ChatContextLength;
  proactivity: ChatProactivity;
};

/** `value` when it is one of `allowed`, else undefined. */
function oneOf<T>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(code: string, message: string): HttpError {
  return new HttpError(400, code, message);
}

/**
 * The chat request (ChatRequestBody). The spec's `sessionId` (the user id) is accepted and
 * ignored: the caller is who the JWT says.
 */
export function parseChatRequest(body: unknown): ChatInput {
  if (typeof body !== 'object' || body === null) throw invalid('invalid_request', 'Corps JSON attendu');
  const b = body as Record<keyof ChatRequestBody | 'messageId' | 'conversationId', unknown>;
  const messageId = b['message_id'] ?? b['messageId'];
  if (typeof messageId !== 'string' || !uuid.test(messageId)) {
    throw invalid('invalid_request', 'message_id doit être un UUID');
  }
  const character = typeof b['character'] === 'string' ? b['character'].toLowerCase() : '';
  if (!isCharacterId(character)) {
    throw invalid('invalid_request', 'character doit être emma ou louis');
  }
  const message = typeof b['message'] === 'string' ? b['message'].trim() : '';
  if (message === '') throw invalid('invalid_message', 'Le message est vide');
  if (message.length > chatMessageMaxLength) {
    throw invalid('invalid_message', `Le message dépasse ${chatMessageMaxLength} caractères`);
  }
  const conversationId = b['conversation_id'] ?? b['conversationId'];
  if (
    conversationId !== undefined &&
    conversationId !== null &&
    (typeof conversationId !== 'string' || !uuid.test(conversationId))
  ) {
    throw invalid('invalid_request', 'conversation_id doit être un UUID');
  }
  const locale = oneOf(chatLocales, b['locale']);
  const style = oneOf(chatStyles, b['style']) ?? defaultChatStyle;
  const contextLength = oneOf(chatContextLengths, b['context_length']) ?? defaultChatContextLength;
  const proactivity = oneOf(chatProactivities, b['proactivity']) ?? defaultChatProactivity;
  return {
    messageId: messageId.toLowerCase(),
    character,
    message,
    style,
    contextLength,
    proactivity,
    ...(locale ? { locale } : {}),
    ...(typeof conversationId === 'string' ? { conversationId } : {}),
  };
}

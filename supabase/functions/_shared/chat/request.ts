import type { Character, Locale, ResponseStyle } from '../coach/index.ts';
import { HttpError } from '../http.ts';

export type ChatInput = {
  messageId: string;
  character: Character;
  message: string;
  locale?: Locale;
  conversationId?: string;
  style: ResponseStyle;
  contextLength: 10 | 25 | 50;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(code: string, message: string): HttpError {
  return new HttpError(400, code, message);
}

/**
 * The chat request: { message_id, character, message, locale?, conversation_id?, style?,
 * context_length? }. The spec's `sessionId` (the user id) is accepted and ignored: the caller
 * is who the JWT says.
 */
export function parseChatRequest(body: unknown): ChatInput {
  if (typeof body !== 'object' || body === null) throw invalid('invalid_request', 'Corps JSON attendu');
  const b = body as Record<string, unknown>;
  const messageId = b['message_id'] ?? b['messageId'];
  if (typeof messageId !== 'string' || !uuid.test(messageId)) {
    throw invalid('invalid_request', 'message_id doit être un UUID');
  }
  const character = typeof b['character'] === 'string' ? b['character'].toLowerCase() : '';
  if (character !== 'emma' && character !== 'louis') {
    throw invalid('invalid_request', 'character doit être emma ou louis');
  }
  const message = typeof b['message'] === 'string' ? b['message'].trim() : '';
  if (message === '') throw invalid('invalid_message', 'Le message est vide');
  if (message.length > 500) throw invalid('invalid_message', 'Le message dépasse 500 caractères');
  const conversationId = b['conversation_id'] ?? b['conversationId'];
  if (
    conversationId !== undefined &&
    conversationId !== null &&
    (typeof conversationId !== 'string' || !uuid.test(conversationId))
  ) {
    throw invalid('invalid_request', 'conversation_id doit être un UUID');
  }
  const locale = b['locale'] === 'en' || b['locale'] === 'fr' ? b['locale'] : undefined;
  const style = b['style'] === 'formal' || b['style'] === 'casual' ? b['style'] : 'adaptive';
  const contextLength = b['context_length'] === 10 || b['context_length'] === 50 ? b['context_length'] : 25;
  return {
    messageId: messageId.toLowerCase(),
    character,
    message,
    style,
    contextLength,
    ...(locale ? { locale } : {}),
    ...(typeof conversationId === 'string' ? { conversationId } : {}),
  };
}

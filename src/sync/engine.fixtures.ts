/** A scripted server for engine tests: records every send and answers as told. */
import type { ChatSendRequest, RemoteMessage, SendOutcome } from '#data/chat/chatRemote.ts';
import type { CharacterId } from '#contracts/characters.ts';
import { answerTo } from '#data/chat/fixtures.ts';

import type { SyncRemote } from './engine.ts';

export type SendHandler = (
  request: ChatSendRequest,
  timeoutMs: number,
  onAccepted?: () => void,
) => SendOutcome | Promise<SendOutcome>;

export function scriptedRemote(handler: SendHandler = (request) => answerTo(request)) {
  const sent: ChatSendRequest[] = [];
  const timeouts: number[] = [];
  const forgotten: string[] = [];
  const state = {
    handler,
    pulled: [] as RemoteMessage[],
    liked: [] as string[],
    /** The conversations the answers named, besides those of `pulled`. */
    answeredIn: new Map<CharacterId, string>(),
  };
  const remote: SyncRemote = {
    async send(request, timeoutMs, onAccepted) {
      sent.push(request);
      timeouts.push(timeoutMs);
      const outcome = await state.handler(request, timeoutMs, onAccepted);
      if (outcome.ok) state.answeredIn.set(request.characterId, outcome.answer.conversationId);
      return outcome;
    },
    pullSince: (_userId, since) =>
      Promise.resolve(state.pulled.filter((message) => since === null || message.createdAt >= since)),
    likedMessageIds: () => Promise.resolve(state.liked),
    // The conversations the server holds: those its messages are in.
    conversationIds: () =>
      Promise.resolve(
        new Map([
          ...state.pulled.map((message) => [message.characterId, message.conversationId] as const),
          ...state.answeredIn,
        ]),
      ),
    forget: (messageId) => {
      forgotten.push(messageId);
      return Promise.resolve();
    },
  };
  return {
    remote,
    sent,
    timeouts,
    forgotten,
    /** Texts in the order the server received them. */
    texts: () => sent.map((request) => request.text),
    answerWith(next: SendHandler) {
      state.handler = next;
    },
    /** The server's whole content from now on (`[]`: the history was cleared). */
    serverHas(messages: RemoteMessage[], liked: string[] = []) {
      state.pulled = messages;
      state.liked = liked;
      state.answeredIn = new Map();
    },
  };
}

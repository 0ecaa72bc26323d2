/** The engine's server, made of the chat data layer's remote calls on one supabase-js client. */
import type { SupabaseClient } from '@supabase/supabase-js';

import {
  deleteMessage,
  fetchLikedMessageIds,
  fetchMessagesSince,
  sendChatMessage,
} from '#data/chat/chatRemote.ts';

import type { SyncRemote } from './engine.ts';

export function supabaseSyncRemote(client: () => Promise<SupabaseClient>): SyncRemote {
  return {
    send: async (request, timeoutMs, onAccepted) =>
      sendChatMessage(await client(), request, { timeoutMs, ...(onAccepted ? { onAccepted } : {}) }),
    pullSince: async (userId, since) => fetchMessagesSince(await client(), userId, since),
    likedMessageIds: async (userId) => fetchLikedMessageIds(await client(), userId),
    forget: async (messageId) => deleteMessage(await client(), messageId),
  };
}

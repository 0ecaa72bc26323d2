/** The engine's server, made of the chat data layer's remote calls on one supabase-js client. */
import type { SupabaseClient } from '@supabase/supabase-js';

import {
  deleteMessage,
  fetchConversationIds,
  fetchLikedMessageIds,
  fetchMessagesSince,
  sendChatMessage,
} from '#data/chat/chatRemote.ts';
import { retryRefreshNow } from '#data/supabase/refreshCooldown.ts';

import type { SyncRemote } from './engine.ts';

export function supabaseSyncRemote(client: () => Promise<SupabaseClient>): SyncRemote {
  return {
    send: async (request, timeoutMs, onAccepted) => {
      const supabase = await client();
      const outcome = await sendChatMessage(supabase, request, {
        timeoutMs,
        ...(onAccepted ? { onAccepted } : {}),
      });
      // Sent without a token: a refresh failed while offline. The queue's next try (15 s) must
      // refresh for real, not meet supabase-js's remembered failure.
      if (!outcome.ok && outcome.error.serverCode === 'not_authenticated') retryRefreshNow(supabase);
      return outcome;
    },
    pullSince: async (userId, since) => fetchMessagesSince(await client(), userId, since),
    likedMessageIds: async (userId) => fetchLikedMessageIds(await client(), userId),
    conversationIds: async (userId) => fetchConversationIds(await client(), userId),
    forget: async (messageId) => deleteMessage(await client(), messageId),
  };
}

// The chat turn: POST { message_id, character, message, locale?, conversation_id?, style?,
// context_length? } with the user's JWT. See supabase/functions/_shared/chat/turn.ts and the
// README for the answers and errors.
import { callerOf } from '../_shared/auth.ts';
import { providerFromEnv, retryPolicyFromEnv } from '../_shared/chat/providers.ts';
import { parseChatRequest } from '../_shared/chat/request.ts';
import { runChatTurn } from '../_shared/chat/turn.ts';
import { warmUp } from '../_shared/chat/warmUp.ts';
import { HttpError, json, readJson, serve } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

// Pays the first-use costs of the crisis check and the coach now rather than on the first turns.
warmUp();

serve('chat', async (request) => {
  if (request.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'POST attendu');
  const caller = callerOf(request);
  const input = parseChatRequest(await readJson(request));
  return json(
    await runChatTurn(serviceClient(), caller.userId, input, providerFromEnv(), retryPolicyFromEnv()),
  );
});

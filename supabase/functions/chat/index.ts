// The chat turn: POST { message_id, character, message, locale?, conversation_id?, style?,
// context_length? } with the user's JWT. See supabase/functions/_shared/chat/turn.ts, and
// supabase/functions/README.md for the answers and errors. With `Accept: text/event-stream` a
// new message is answered in events: `accepted` once it is stored and charged, `delta` for each
// piece of a reply a model streams, then `answer` (or `error`, after a refund) with the reply as
// stored (the pieces are a preview: a reply that fails its check is replaced); refusals and
// replays stay plain JSON answers.
import { callerOf } from '../_shared/auth.ts';
import { providerFromEnv, retryPolicyFromEnv } from '../_shared/chat/providers.ts';
import { parseChatRequest } from '../_shared/chat/request.ts';
import { beginChatTurn } from '../_shared/chat/turn.ts';
import { warmUp } from '../_shared/chat/warmUp.ts';
import { eventStream, HttpError, json, readJson, serve } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

// Pays the first-use costs of the crisis check and the coach now rather than on the first turns.
warmUp();

/** An error after `accepted`, as the event that carries it: the HTTP answer it would have been. */
function errorEvent(error: unknown): Record<string, unknown> {
  if (error instanceof HttpError) {
    const retryAfter = error.headers['Retry-After'];
    return { status: error.status, ...error.body(), ...(retryAfter ? { retry_after: retryAfter } : {}) };
  }
  console.error('chat: unexpected error', error);
  return { status: 500, error: 'internal', message: 'Erreur serveur' };
}

serve('chat', async (request) => {
  if (request.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'POST attendu');
  const caller = await callerOf(request);
  const input = parseChatRequest(await readJson(request));
  const turn = await beginChatTurn({
    db: serviceClient(),
    userId: caller.userId,
    input,
    provider: providerFromEnv(),
    policy: retryPolicyFromEnv(),
  });
  if (turn.state === 'answered') return json(turn.result);
  if (!(request.headers.get('Accept') ?? '').includes('text/event-stream')) return json(await turn.finish());
  return eventStream(async (send) => {
    send('accepted', turn.accepted);
    try {
      send('answer', await turn.finish((text) => send('delta', { text })));
    } catch (error) {
      send('error', errorEvent(error));
    }
  });
});

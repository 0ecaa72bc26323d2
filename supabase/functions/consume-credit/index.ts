// POST { userId, messageType, characterName, creditsToConsume: 1, messageId? } →
// { success, unlimited, remaining_credits, subscription_tier }; 402 { success: false } at zero.
import { callerOf } from '../_shared/auth.ts';
import { assertSameUser, consumeOne } from '../_shared/credits.ts';
import { HttpError, json, readJson, serve } from '../_shared/http.ts';

serve('consume-credit', async (request) => {
  if (request.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'POST attendu');
  const caller = await callerOf(request);
  const body = (await readJson(request)) as Record<string, unknown>;
  assertSameUser(caller, body['userId']);
  try {
    return json(await consumeOne(caller, body));
  } catch (error) {
    if (error instanceof HttpError && error.status === 402) {
      return json({ success: false, error: error.code, message: error.message }, 402);
    }
    throw error;
  }
});

// GET ?userId= → { success, ...credit status }.
// POST { userId, creditsToConsume = 1, reason, eventType, characterName, messageId? } →
// { success, remaining_credits, ...credit status }; at zero, 402 { success: false, error }.
import { callerOf } from '../_shared/auth.ts';
import { assertSameUser, consumeOne, creditStatus } from '../_shared/credits.ts';
import { HttpError, json, readJson, serve } from '../_shared/http.ts';

serve('consume-credit-simple', async (request) => {
  const caller = await callerOf(request);
  if (request.method === 'GET') {
    assertSameUser(caller, new URL(request.url).searchParams.get('userId') ?? undefined);
    return json({ success: true, ...(await creditStatus(caller)) });
  }
  if (request.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'GET ou POST attendu');
  const body = (await readJson(request)) as Record<string, unknown>;
  assertSameUser(caller, body['userId']);
  try {
    const consumed = await consumeOne(caller, body);
    return json({ ...(await creditStatus(caller)), ...consumed });
  } catch (error) {
    if (error instanceof HttpError && error.status === 402) {
      return json(
        { success: false, error: error.code, message: error.message, ...(await creditStatus(caller)) },
        402,
      );
    }
    throw error;
  }
});

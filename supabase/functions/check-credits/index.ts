// POST { userId } → { current_credits, is_subscriber, has_unlimited, subscription_tier }.
import { callerOf } from '../_shared/auth.ts';
import type { CheckCreditsAnswer } from '../_shared/contracts/credits.ts';
import { assertSameUser, creditStatus } from '../_shared/credits.ts';
import { json, readJson, serve } from '../_shared/http.ts';

serve('check-credits', async (request) => {
  const caller = await callerOf(request);
  const body = request.method === 'POST' ? ((await readJson(request)) as Record<string, unknown>) : {};
  assertSameUser(caller, body['userId']);
  const status = await creditStatus(caller);
  const answer: CheckCreditsAnswer = {
    current_credits: status.remaining_requests,
    is_subscriber: status.is_subscriber,
    has_unlimited: status.has_unlimited,
    subscription_tier: status.subscription_tier,
  };
  return json(answer);
});

/**
 * supabase-js remembers a failed token refresh for one minute (`REFRESH_FAILURE_COOLDOWN_MS`) and
 * answers every `getSession()` in that minute with the failure, without asking the server. After a
 * long time offline that failure is stale the moment the network returns: until the minute is
 * over, requests go out with the anon key and the chat's queue waits (a 401, then 15 s, and again)
 * for up to about 75 s. There is no public way to clear it, so this resets the field supabase-js
 * itself clears after a successful refresh; the contract test in authActors.test.ts fails
 * if a new version renames it or drops the cooldown.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

type WithRefreshCooldown = { lastRefreshFailure?: unknown };

/** Lets the next `getSession()` try the refresh again now (a no-op when nothing failed). */
export function retryRefreshNow(client: SupabaseClient): void {
  const auth = client.auth as unknown as WithRefreshCooldown;
  if ('lastRefreshFailure' in auth) auth.lastRefreshFailure = null;
}

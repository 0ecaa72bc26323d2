// POST { password } or { confirmation: 'SUPPRIMER' | 'DELETE' } → { deleted: true }.
// Deletes the caller's account for good: cancels their subscription at Stripe, keeps the
// accounting records French law requires (anonymised, by private SQL), removes their files in
// Storage, signs out every device and deletes the auth user (every other row cascades).
// Stripe goes first: if it cannot be reached nothing is deleted and the person can try again,
// rather than losing the account while a subscription keeps charging.
import { createClient } from '@supabase/supabase-js';

import { callerOf } from '../_shared/auth.ts';
import { requireEnv } from '../_shared/env.ts';
import { HttpError, json, readJson, serve } from '../_shared/http.ts';
import { atStripe, cancelUserSubscription } from '../_shared/stripe.ts';
import { serviceClient } from '../_shared/supabase.ts';

/** The words that confirm without a password (accounts made by Google or magic link). */
const confirmationWords = ['SUPPRIMER', 'DELETE'];
const userBuckets = ['avatars'];

serve('delete-account', async (request) => {
  if (request.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'POST attendu');
  const caller = await callerOf(request);
  const body = (await readJson(request)) as Record<string, unknown>;
  const service = serviceClient();

  // Auth checks the user still exists: a replayed token of a deleted account stops here.
  const { data: found, error: notFound } = await service.auth.getUser(caller.token);
  if (notFound || !found.user) throw new HttpError(401, 'not_authenticated', 'Utilisateur non connecté');
  const user = found.user;

  if (typeof body['password'] === 'string') {
    const check = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await check.auth.signInWithPassword({
      email: user.email ?? '',
      password: body['password'],
    });
    if (error) throw new HttpError(403, 'wrong_password', 'Mot de passe incorrect');
  } else if (
    !confirmationWords.includes(
      (typeof body['confirmation'] === 'string' ? body['confirmation'] : '').trim().toUpperCase(),
    )
  ) {
    throw new HttpError(400, 'confirmation_required', 'Saisissez votre mot de passe ou le mot SUPPRIMER');
  }

  // At once, not at period end: nothing may be billed to an account that no longer exists.
  const { data: subscription, error: subscriptionError } = await service
    .from('user_subscriptions')
    .select('stripe_subscription_id')
    .eq('user_id', user.id)
    .maybeSingle();
  if (subscriptionError) throw new Error(subscriptionError.message);
  if (subscription?.stripe_subscription_id) {
    await atStripe(
      () => cancelUserSubscription(user.id),
      'billing_unavailable',
      "Impossible d'annuler l'abonnement pour le moment",
    );
  }

  const { error: forgetError } = await service.rpc('forget_account', { target_user_id: user.id });
  if (forgetError) throw new Error(forgetError.message);

  for (const bucket of userBuckets) {
    const files = service.storage.from(bucket);
    const { data: listed, error } = await files.list(user.id, { limit: 1000 });
    if (error) throw new Error(error.message);
    const names = listed.filter((entry) => entry.id !== null).map((entry) => `${user.id}/${entry.name}`);
    if (names.length > 0) {
      const { error: removeError } = await files.remove(names);
      if (removeError) throw new Error(removeError.message);
    }
  }

  // Every device's refresh token dies with the sessions; deleting the user also cascades.
  await service.auth.admin.signOut(caller.token, 'global');
  const { error: deleteError } = await service.auth.admin.deleteUser(user.id);
  if (deleteError) throw new Error(deleteError.message);
  return json({ deleted: true });
});

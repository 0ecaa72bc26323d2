// POST { name, email?, accountType } → { id, email, password, quota }: a confirmed test account.
// The caller's role is checked in SQL first (is_admin with their own token); only then does the
// service role create the user through the auth admin API. prepare_test_account (called with the
// admin's token, so the audit row names them) verifies the account and sets its quota.
import { callerOf } from '../_shared/auth.ts';
import {
  adminRequiredMessage,
  testAccountQuotas,
  type TestAccountAnswer,
  type TestAccountType,
} from '../_shared/contracts/admin.ts';
import { HttpError, json, readJson, serve } from '../_shared/http.ts';
import { serviceClient, userClient } from '../_shared/supabase.ts';

function randomText(length: number, alphabet: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

serve('admin-test-account', async (request) => {
  const caller = await callerOf(request);
  const asAdmin = userClient(caller.token);
  const check = await asAdmin.rpc('is_admin');
  if (check.error !== null || check.data !== true)
    throw new HttpError(403, 'admin_required', adminRequiredMessage);

  const body = (await readJson(request)) as Record<string, unknown>;
  const name = typeof body['name'] === 'string' ? body['name'].trim() : '';
  if (name === '' || name.length > 100) throw new HttpError(400, 'invalid_name', 'Le nom est requis');
  const type = body['accountType'] as TestAccountType;
  if (!Object.hasOwn(testAccountQuotas, type))
    throw new HttpError(400, 'invalid_type', 'Type de compte inconnu');
  const given = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
  const email =
    given === '' ? `test-${randomText(8, 'abcdefghijklmnopqrstuvwxyz0123456789')}@example.com` : given;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new HttpError(400, 'invalid_email', 'Email invalide');
  const password = randomText(16, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789');

  const created = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name },
    // Made by an admin: allowed while sign-up is closed (check_registration_open in SQL).
    app_metadata: { created_by: 'admin' },
  });
  if (created.error !== null || created.data.user === null)
    throw new HttpError(400, 'create_failed', created.error?.message ?? 'Création impossible');
  const id = created.data.user.id;
  const quota = testAccountQuotas[type];
  const prepared = await asAdmin.rpc('prepare_test_account', { user_id_param: id, quota });
  if (prepared.error !== null) {
    // No half-made account: the user goes if its quota could not be set.
    await serviceClient().auth.admin.deleteUser(id);
    throw new HttpError(400, 'prepare_failed', prepared.error.message);
  }
  const answer: TestAccountAnswer = { id, email, password, quota };
  return json(answer);
});

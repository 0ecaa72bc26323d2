// @vitest-environment node
/** The instance-wide email limit (rate_limit.email_sent per hour), applied when confirmations are on. */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

let t: AuthTestStack;

beforeAll(async () => {
  t = await startAuthStack(`
[auth.email]
enable_confirmations = true
[auth.rate_limit]
email_sent = 2
`);
});

afterAll(async () => {
  await t.close();
});

// Several password sign-ups or sign-ins in one test: past 5 s when the 2-core machine is busy.
it('answers 429 over_email_send_rate_limit past email_sent emails an hour', async () => {
  for (let i = 0; i < 2; i++) {
    const { error } = await t
      .anon()
      .auth.signUp({ email: uniqueEmail('limit'), password: 'secret-password' });
    expect(error).toBeNull();
  }
  const email = uniqueEmail('limit');
  const { error } = await t.anon().auth.signUp({ email, password: 'secret-password' });
  expect(error).toMatchObject({
    status: 429,
    code: 'over_email_send_rate_limit',
    message: 'email rate limit exceeded',
  });
  expect(t.mailbox.list({ to: email })).toHaveLength(0);
  // The failed sign-up left nothing behind (the transaction rolled back).
  const { rows } = await t.stack.db.query('select 1 from auth.users where email = $1', [email]);
  expect(rows).toHaveLength(0);
}, 20_000);

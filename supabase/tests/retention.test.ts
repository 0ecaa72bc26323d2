// @vitest-environment node
/**
 * Auto-delete after N days (unified settings, chat tab), server side: delete_my_old_messages()
 * removes the caller's messages older than the period (and their likes), keeps newer ones and
 * everybody else's, accepts only the periods the settings offer, and is refused to a visitor.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
let alice: TestUser;
let bob: TestUser;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Messages 100, 40, 10 and 1 days old, the oldest one liked. */
async function giveHistory(user: TestUser): Promise<void> {
  const [conversation] = await product.sql<{ id: string }>(
    "insert into public.conversations (user_id, character_id, title) values ($1, 'louis', 'Conversation avec Louis') returning id",
    [user.id],
  );
  for (const age of [100, 40, 10, 1]) {
    const id = randomUUID();
    await product.sql(
      `insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message, created_at)
       values ($1, $2, $3, 'louis', 'bot', $4, $5)`,
      [id, conversation!.id, user.id, `Il y a ${age} jours`, daysAgo(age)],
    );
    if (age === 100)
      await product.sql('insert into public.message_likes (message_id, user_id) values ($1, $2)', [
        id,
        user.id,
      ]);
  }
}

async function ages(user: TestUser): Promise<string[]> {
  const rows = await product.sql<{ message: string }>(
    'select message from public.chat_messages where user_id = $1 order by created_at',
    [user.id],
  );
  return rows.map((row) => row.message);
}

beforeAll(async () => {
  product = await startProductStack();
  alice = await createUser(product, { name: 'Alice' });
  bob = await createUser(product, { name: 'Bob' });
  for (const user of [alice, bob]) await giveHistory(user);
}, 60_000);

afterAll(async () => {
  await product?.close();
});

describe('delete_my_old_messages', () => {
  it("removes only the caller's messages older than the period, with their likes", async () => {
    const first: { data: unknown; error: unknown } = await alice.client.rpc('delete_my_old_messages', {
      older_than_days: 30,
    });
    expect(first.error).toBeNull();
    expect(first.data).toBe(2);
    expect(await ages(alice)).toEqual(['Il y a 10 jours', 'Il y a 1 jours']);
    const likes = await product.sql('select 1 from public.message_likes where user_id = $1', [alice.id]);
    expect(likes).toHaveLength(0);
    // Bob's history is untouched.
    expect(await ages(bob)).toEqual([
      'Il y a 100 jours',
      'Il y a 40 jours',
      'Il y a 10 jours',
      'Il y a 1 jours',
    ]);

    const again: { data: unknown } = await alice.client.rpc('delete_my_old_messages', { older_than_days: 7 });
    expect(again.data).toBe(1);
    expect(await ages(alice)).toEqual(['Il y a 1 jours']);
  });

  it('accepts only the periods the settings offer (never 0, which would empty the history)', async () => {
    for (const days of [0, 1, -5, 31]) {
      const refused: { error: { code: string } | null } = await bob.client.rpc('delete_my_old_messages', {
        older_than_days: days,
      });
      expect(refused.error?.code).toBe('22023');
    }
    expect(await ages(bob)).toHaveLength(4);
  });

  it('is refused to a visitor', async () => {
    const visitor: { error: unknown } = await product.anon.rpc('delete_my_old_messages', {
      older_than_days: 7,
    });
    expect(visitor.error).not.toBeNull();
    expect(await ages(bob)).toHaveLength(4);
  });
});

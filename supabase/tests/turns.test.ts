// @vitest-environment node
/**
 * A chat turn's record outlives the history: whatever the user deletes (a message, a reply, the
 * whole conversation), replaying the message id never calls the coach again without a charge and
 * never refunds a turn that was answered. The coach here is a webhook we count calls to.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { signUserToken } from '../local/testing.ts';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
let coach: Server;
let coachCalls = 0;
let coachFails = false;

beforeAll(async () => {
  coach = createServer((request: IncomingMessage, response) => {
    request.resume();
    request.on('end', () => {
      coachCalls += 1;
      if (coachFails) response.writeHead(500).end('{"error":"boom"}');
      else
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(`{"reply":"Réponse numéro ${coachCalls}"}`);
    });
  });
  await new Promise<void>((resolve) => coach.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(coach.address() as AddressInfo).port}`;
  product = await startProductStack({
    functionEnv: {
      COACH_PROVIDER: 'webhook',
      COACH_WEBHOOK_EMMA_URL: `${base}/emma`,
      COACH_WEBHOOK_LOUIS_URL: `${base}/louis`,
      COACH_TIMEOUT_MS: '2000',
      COACH_RETRY_WAIT_MS: '10',
    },
  });
  const { error } = await product.service.rpc('update_app_settings', {
    new_settings: { security: { rate_limiting: false } },
  });
  expect(error).toBeNull();
  // The first turn pays the function's cold start; the tests below should not.
  const warm = await send(await createUser(product), {
    message_id: randomUUID(),
    character: 'emma',
    message: 'Bonjour',
  });
  expect(warm.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await product?.close();
  coach?.close();
});

beforeEach(() => {
  coachFails = false;
});

type Body = Record<string, unknown>;

async function send(user: TestUser, body: Body) {
  const response = await fetch(`${product.stack.url}/functions/v1/chat`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await signUserToken(product.stack, user.id)}`,
      apikey: product.stack.keys.anonKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function balanceOf(userId: string) {
  const [row] = await product.sql<{ credits_remaining: number }>(
    'select credits_remaining from public.user_credit_balances where user_id = $1',
    [userId],
  );
  return row!.credits_remaining;
}

async function refundsOf(messageId: string) {
  const [row] = await product.sql<{ n: number }>(
    "select count(*)::int as n from public.credit_transactions where message_id = $1 and transaction_type = 'refund'",
    [messageId],
  );
  return row!.n;
}

async function storedMessages(userId: string) {
  const [row] = await product.sql<{ n: number }>(
    'select count(*)::int as n from public.chat_messages where user_id = $1',
    [userId],
  );
  return row!.n;
}

/** chat_begin with an injected clock, as a replay arriving `minutes` from now would meet it. */
async function replayLater(user: TestUser, body: Body, minutes: number) {
  const [row] = await product.sql<{ state: Body }>(
    `select private.chat_begin($1, $2, $3, $4, null, false, false, 25, now() + make_interval(mins => $5)) as state`,
    [user.id, body['message_id'], body['character'], body['message'], minutes],
  );
  return row!.state;
}

/** One answered turn: the user's message, the coach's reply, one credit spent. */
async function answeredTurn() {
  const user = await createUser(product);
  const body = { message_id: randomUUID(), character: 'emma', message: 'Je dors mal depuis une semaine' };
  const first = await send(user, body);
  expect(first.status).toBe(200);
  expect(await balanceOf(user.id)).toBe(19);
  return { user, body, first };
}

describe('deleting history, then replaying the message id (free replies)', () => {
  it('refuses the replay after the user deleted both messages: no coach call, no new reply', async () => {
    const { user, body } = await answeredTurn();
    const deleted = await user.client.from('chat_messages').delete().eq('user_id', user.id).select('id');
    expect(deleted.data).toHaveLength(2);
    const calls = coachCalls;

    const replay = await send(user, body);
    expect(coachCalls).toBe(calls);
    expect(replay.status).toBe(409);
    expect(replay.body['error']).toBe('message_deleted');
    expect(await storedMessages(user.id)).toBe(0);
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('refuses the replay after the conversation was cleared, and a cleared crisis turn too', async () => {
    const { user, body } = await answeredTurn();
    const crisis = { message_id: randomUUID(), character: 'emma', message: "j'ai envie de mourir" };
    expect((await send(user, crisis)).body).toMatchObject({ crisis: true, remaining_credits: 19 });
    const cleared = await user.client.from('conversations').delete().eq('user_id', user.id).select('id');
    expect(cleared.data).toHaveLength(1);
    const calls = coachCalls;

    for (const turn of [body, crisis]) {
      const replay = await send(user, turn);
      expect(replay.status).toBe(409);
      expect(replay.body['error']).toBe('message_deleted');
    }
    expect(coachCalls).toBe(calls);
    expect(await storedMessages(user.id)).toBe(0);
    expect(await product.sql('select id from public.conversations where user_id = $1', [user.id])).toEqual(
      [],
    );
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('still returns the stored reply when only the question was deleted', async () => {
    const { user, body, first } = await answeredTurn();
    await user.client.from('chat_messages').delete().eq('id', body.message_id);
    const calls = coachCalls;
    const replay = await send(user, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ reply: first.body['reply'], replay: true, remaining_credits: 19 });
    expect(coachCalls).toBe(calls);
  });
});

describe('deleting the reply, then replaying after the dead-turn timeout (refund of an answered turn)', () => {
  it('never refunds an answered turn whose reply was deleted', async () => {
    const { user, body } = await answeredTurn();
    const reply = await user.client.from('chat_messages').delete().eq('sender', 'bot').select('id');
    expect(reply.data).toHaveLength(1);

    const state = await replayLater(user, body, 3);
    expect(state['state']).toBe('deleted');
    expect(await refundsOf(body.message_id)).toBe(0);
    expect(await balanceOf(user.id)).toBe(19);
    // Through the function as well: refused, not re-run, not refunded.
    const calls = coachCalls;
    expect((await send(user, body)).body['error']).toBe('message_deleted');
    expect(coachCalls).toBe(calls);
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('a conversation cleared while the coach is answering: the turn ends answered and charged, never refunded', async () => {
    const user = await createUser(product);
    const body = { message_id: randomUUID(), character: 'emma', message: 'Je réfléchis à voix haute' };
    await product.sql(`select private.chat_begin($1, $2, 'emma', $3, null, false, false, 25, now())`, [
      user.id,
      body.message_id,
      body.message,
    ]);
    await user.client.from('conversations').delete().eq('user_id', user.id);
    const finished = await product.service.rpc('chat_finish', {
      message_id: body.message_id,
      reply_id: randomUUID(),
      reply: 'Je vous écoute.',
    });
    expect(finished.error).toBeNull();
    expect(finished.data).toMatchObject({ state: 'answered', reply: 'Je vous écoute.' });
    expect(await storedMessages(user.id)).toBe(0);
    expect((await replayLater(user, body, 3))['state']).toBe('deleted');
    expect(await refundsOf(body.message_id)).toBe(0);
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('the server cannot refund an answered turn either (chat_fail after chat_finish)', async () => {
    const { user, body } = await answeredTurn();
    const failed = await product.service.rpc('chat_fail', { message_id: body.message_id });
    expect(failed.error).toBeNull();
    expect(await refundsOf(body.message_id)).toBe(0);
    expect(await balanceOf(user.id)).toBe(19);
  });
});

describe('what the app relies on stays', () => {
  it('refunds a turn that died without an answer once, after two minutes; the id is then spent', async () => {
    const user = await createUser(product);
    const body = { message_id: randomUUID(), character: 'louis', message: 'Bonjour Louis' };
    // The function stored and charged the message, then died before the coach answered.
    const [begun] = await product.sql<{ state: Body }>(
      `select private.chat_begin($1, $2, 'louis', 'Bonjour Louis', null, false, false, 25, now() - interval '5 minutes') as state`,
      [user.id, body.message_id],
    );
    expect(begun!.state['state']).toBe('new');
    expect(await balanceOf(user.id)).toBe(19);

    for (let i = 0; i < 2; i++) {
      const replay = await send(user, body);
      expect(replay.status).toBe(409);
      expect(replay.body['error']).toBe('message_failed');
    }
    expect(await refundsOf(body.message_id)).toBe(1);
    expect(await balanceOf(user.id)).toBe(20);
    // The user may delete the unanswered message; the id stays spent and refunded once.
    await user.client.from('chat_messages').delete().eq('id', body.message_id);
    expect((await send(user, body)).body['error']).toBe('message_failed');
    expect(await refundsOf(body.message_id)).toBe(1);
    expect(await balanceOf(user.id)).toBe(20);
  });

  it('a reply that comes back after the turn was declared dead and refunded is not stored', async () => {
    const user = await createUser(product);
    const id = randomUUID();
    await product.sql(
      `select private.chat_begin($1, $2, 'emma', 'Tu es là ?', null, false, false, 25, now() - interval '5 minutes')`,
      [user.id, id],
    );
    expect((await send(user, { message_id: id, character: 'emma', message: 'Tu es là ?' })).status).toBe(409);
    const late = await product.service.rpc('chat_finish', {
      message_id: id,
      reply_id: randomUUID(),
      reply: 'Trop tard',
    });
    expect(late.error).not.toBeNull();
    expect(await storedMessages(user.id)).toBe(1);
    expect(await balanceOf(user.id)).toBe(20);
  });

  it('a provider failure refunds once and the text goes again under a new id, charged once', async () => {
    const user = await createUser(product);
    coachFails = true;
    const body = { message_id: randomUUID(), character: 'emma', message: 'Tu es là ?' };
    const failed = await send(user, body);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ refunded: true, remaining_credits: 20 });
    coachFails = false;
    expect((await send(user, body)).body['error']).toBe('message_failed');
    const again = await send(user, { ...body, message_id: randomUUID() });
    expect(again.status).toBe(200);
    expect(await balanceOf(user.id)).toBe(19);
  });

  it('a user cannot read or write the turn records', async () => {
    const { user } = await answeredTurn();
    const read = await user.client
      .schema('private' as 'public')
      .from('chat_turns')
      .select('*');
    expect(read.data ?? []).toEqual([]);
    expect(read.error).not.toBeNull();
  });
});

// @vitest-environment node
/**
 * The chat data layer and the sync engine against the real backend: the local stack with the
 * repository's migrations and the `chat` function, driven by supabase-js. The coach is a
 * webhook we control, so a provider failure (502, refunded) can be staged.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { CharacterId } from '#contracts/characters.ts';
import { uuidv7 } from '#core/uuid.ts';
import { fetchCreditStatus } from '#data/credits/creditsRemote.ts';
import { loadCreditStatus } from '#data/credits/creditStatus.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { createUser, startProductStack, type ProductStack, type TestUser } from '#supabase/tests/support.ts';
import {
  deleteConversation,
  deleteLike,
  deleteMessage,
  fetchConversationMessages,
  fetchLikedMessageIds,
  fetchMessagesSince,
  findConversation,
  insertLike,
  sendChatMessage,
  subscribeMessageInserts,
  type ChatAccepted,
  type ChatSendRequest,
  type RemoteMessage,
} from '#data/chat/chatRemote.ts';
import { createChatService } from '#data/chat/chatService.ts';
import { closeTestDatabases, openTestDatabase } from '#data/chat/fixtures.ts';
import { createFreshMessages } from '#data/chat/freshMessages.ts';
import { conversationMessages } from '#data/chat/messageRepository.ts';
import type { SyncEvent } from '#data/platform/syncEvents.ts';

import { createSyncEngine } from './engine.ts';
import { supabaseSyncRemote } from './remote.ts';

let product: ProductStack;
let coach: Server;
let coachFails = false;
/** While set, the coach holds its reply until this settles. */
let coachHolds: Promise<void> | null = null;

beforeAll(async () => {
  coach = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      void Promise.resolve(coachHolds).then(() => {
        if (coachFails) response.writeHead(500).end('{"error":"boom"}');
        else
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"reply":"Je vous écoute."}');
      });
    });
  });
  await new Promise<void>((resolve) => coach.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(coach.address() as AddressInfo).port}`;
  product = await startProductStack({
    functionEnv: {
      COACH_PROVIDER: 'webhook',
      COACH_WEBHOOK_EMMA_URL: `${base}/emma`,
      COACH_WEBHOOK_LOUIS_URL: `${base}/louis`,
      COACH_TIMEOUT_MS: '300',
      COACH_TIMEOUT_STEP_MS: '50',
      COACH_RETRY_WAIT_MS: '10',
    },
  });
  const { error } = await product.service.rpc('update_app_settings', {
    new_settings: { security: { rate_limiting: false, requests_per_minute: 60 } },
  });
  expect(error).toBeNull();
}, 60_000);

afterAll(async () => {
  await product?.close();
  coach?.close();
});

afterEach(async () => {
  coachFails = false;
  await closeTestDatabases();
});

const timeoutMs = 15_000;

function request(text: string, characterId: CharacterId = 'emma'): ChatSendRequest {
  return { messageId: uuidv7(), characterId, text, locale: 'fr' };
}

async function spendAllCredits(user: TestUser) {
  const [row] = await product.sql<{ credits_remaining: number }>(
    'select credits_remaining from public.user_credit_balances where user_id = $1',
    [user.id],
  );
  for (let i = 0; i < (row?.credits_remaining ?? 0); i++)
    await product.sql("select private.consume_credit_for($1, gen_random_uuid(), 'emma', now())", [user.id]);
}

describe('the remote calls', () => {
  it('sends a turn and replays the same id without a second charge', async () => {
    const user = await createUser(product);
    const turn = request('Je suis fatiguée en ce moment');
    const first = await sendChatMessage(user.client, turn, { timeoutMs });
    expect(first).toMatchObject({
      ok: true,
      answer: { messageId: turn.messageId, remaining: 19, unlimited: false, tier: 'gratuit', replay: false },
    });
    const again = await sendChatMessage(user.client, turn, { timeoutMs });
    if (!first.ok || !again.ok) throw new Error('expected answers');
    expect(again.answer).toMatchObject({ replyId: first.answer.replyId, remaining: 19, replay: true });
    expect((await fetchCreditStatus(user.client)).remaining).toBe(19);
  });

  it('says the message is stored and charged while the coach is still writing', async () => {
    const user = await createUser(product);
    const turn = request('Je voudrais parler de ma semaine');
    let release!: () => void;
    coachHolds = new Promise((resolve) => (release = resolve));
    try {
      let answered = false;
      const accepted = new Promise<ChatAccepted>((resolve) => {
        void sendChatMessage(user.client, turn, { timeoutMs, onAccepted: resolve }).then((outcome) => {
          answered = outcome.ok;
        });
      });
      expect(await accepted).toEqual({
        messageId: turn.messageId,
        conversationId: expect.any(String) as string,
        remaining: 19,
        unlimited: false,
      });
      expect(answered).toBe(false);
      release();
      await expect.poll(() => answered).toBe(true);
    } finally {
      coachHolds = null;
      release();
    }
  });

  it('still answers callers that do not ask for events with one JSON body', async () => {
    const user = await createUser(product);
    const answered = await user.client.functions.invoke<Record<string, unknown>>('chat', {
      body: { message_id: uuidv7(), character: 'louis', message: 'Bonjour Louis' },
    });
    expect(answered.error).toBeNull();
    expect(answered.data).toMatchObject({
      reply: expect.any(String) as string,
      remaining_credits: 19,
      replay: false,
    });
  });

  it('answers 402 when the credits are spent, storing nothing', async () => {
    const user = await createUser(product);
    await spendAllCredits(user);
    const outcome = await sendChatMessage(user.client, request('Encore une question'), { timeoutMs });
    expect(outcome).toMatchObject({ ok: false, error: { status: 402, serverCode: 'no_credits' } });
    expect(await fetchMessagesSince(user.client, user.id, null)).toEqual([]);
  });

  it('says "in progress" with Retry-After for an id being answered', async () => {
    const user = await createUser(product);
    const turn = request('Bonjour');
    await product.sql(
      "insert into public.conversations (user_id, character_id, title) values ($1, 'emma', 'Conversation avec Emma')",
      [user.id],
    );
    await product.sql(
      `insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message)
       select $1, id, user_id, 'emma', 'user', 'Bonjour' from public.conversations where user_id = $2`,
      [turn.messageId, user.id],
    );
    expect(await sendChatMessage(user.client, turn, { timeoutMs })).toMatchObject({
      ok: false,
      retryAfterSeconds: 2,
      error: { serverCode: 'in_progress', status: 409 },
    });
  });

  it('reports a refunded provider failure; the id is then spent and can be deleted', async () => {
    const user = await createUser(product);
    const turn = request('Tu es là ?');
    coachFails = true;
    let accepted = false;
    const failed = await sendChatMessage(user.client, turn, {
      timeoutMs,
      onAccepted: () => (accepted = true),
    });
    // Stored and charged first; the failure and its refund came after, in the stream.
    expect(accepted).toBe(true);
    expect(failed).toMatchObject({
      ok: false,
      refunded: true,
      error: { status: 502, serverCode: 'provider_failed' },
    });
    coachFails = false;
    const replay = await sendChatMessage(user.client, turn, { timeoutMs });
    expect(replay).toMatchObject({ ok: false, error: { status: 409, serverCode: 'message_failed' } });
    expect((await fetchCreditStatus(user.client)).remaining).toBe(20);
    await deleteMessage(user.client, turn.messageId);
    expect(await fetchMessagesSince(user.client, user.id, null)).toEqual([]);
  });

  it('pulls history, likes replies only, and clears a conversation', async () => {
    const user = await createUser(product);
    const turn = request('Comment mieux dormir ?', 'louis');
    const sent = await sendChatMessage(user.client, turn, { timeoutMs });
    if (!sent.ok) throw new Error('expected an answer');

    const history = await fetchMessagesSince(user.client, user.id, null);
    expect(history.map((m) => [m.id, m.sender, m.replyTo])).toEqual([
      [turn.messageId, 'user', null],
      [sent.answer.replyId, 'bot', turn.messageId],
    ]);
    expect(history[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const since = await fetchMessagesSince(user.client, user.id, history[1]!.createdAt);
    expect(since.map((m) => m.id)).toEqual([sent.answer.replyId]);
    const conversation = await findConversation(user.client, user.id, 'louis');
    expect(conversation?.id).toBe(sent.answer.conversationId);
    expect(await findConversation(user.client, user.id, 'emma')).toBeNull();
    expect(await fetchConversationMessages(user.client, sent.answer.conversationId)).toHaveLength(2);

    await insertLike(user.client, user.id, sent.answer.replyId);
    await insertLike(user.client, user.id, sent.answer.replyId);
    expect(await fetchLikedMessageIds(user.client, user.id)).toEqual([sent.answer.replyId]);
    await expect(insertLike(user.client, user.id, turn.messageId)).rejects.toThrow();
    await deleteLike(user.client, user.id, sent.answer.replyId);
    expect(await fetchLikedMessageIds(user.client, user.id)).toEqual([]);

    await deleteConversation(user.client, user.id, 'louis');
    expect(await fetchMessagesSince(user.client, user.id, null)).toEqual([]);
  });

  it('hears new messages live through Realtime', async () => {
    const user = await createUser(product);
    const heard: RemoteMessage[] = [];
    const stop = subscribeMessageInserts(user.client, user.id, (message) => heard.push(message));
    try {
      // Realtime joins asynchronously; keep sending until the feed is up.
      await expect
        .poll(
          async () => {
            await sendChatMessage(user.client, request('Petit message'), { timeoutMs });
            return heard.length;
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBeGreaterThan(0);
      expect(heard[0]).toMatchObject({ characterId: 'emma' });
    } finally {
      stop();
    }
  });
});

describe('the sync engine on the real backend', () => {
  function device(user: TestUser, db: AppDatabase = openTestDatabase()) {
    const events: SyncEvent[] = [];
    const client = (): Promise<SupabaseClient> => Promise.resolve(user.client);
    const fresh = createFreshMessages();
    const engine = createSyncEngine({
      db,
      userId: user.id,
      remote: supabaseSyncRemote(client),
      isOnline: () => true,
      emit: (event) => events.push(event),
      fresh,
    });
    const chat = createChatService({
      db,
      client,
      isOnline: () => true,
      // Only the flush, as the session does for a tab that does not lead yet.
      enqueue: (work) => {
        if (work === undefined) engine.enqueue();
        return false;
      },
      emit: (event) => events.push(event),
      fresh,
    });
    return { db, engine, chat, events };
  }

  it('flushes queued messages in order, caches the balance, and another device pulls them', async () => {
    const user = await createUser(product);
    const phone = device(user);
    const scope = { userId: user.id, characterId: 'emma' } as const;
    await phone.chat.queueUserMessage(scope, 'Premier message', { crisis: false, locale: 'fr' });
    await phone.chat.queueUserMessage(scope, 'Deuxième message', { crisis: false, locale: 'fr' });
    phone.engine.setLeader(true);
    await expect.poll(async () => (await phone.db.outbox.count()) === 0, { timeout: 15_000 }).toBe(true);
    phone.engine.enqueue();
    await phone.engine.idle();

    const mine = await conversationMessages(phone.db, `${user.id}:emma`);
    expect(mine.map((m) => [m.sender, m.status])).toEqual([
      ['user', 'sent'],
      ['bot', 'sent'],
      ['user', 'sent'],
      ['bot', 'sent'],
    ]);
    expect(await loadCreditStatus(phone.db, user.id)).toMatchObject({ remaining: 18 });
    expect(phone.events.filter((e) => e.type === 'message.sent')).toHaveLength(2);

    const laptop = device(user);
    expect(await laptop.chat.loadConversation(scope, { online: true })).toEqual({ hasHistory: true });
    const theirs = await conversationMessages(laptop.db, `${user.id}:emma`);
    expect(theirs.map((m) => m.id)).toEqual(mine.map((m) => m.id));
    phone.engine.stop();
  });

  it('a history cleared on one device leaves the others, sparing what they have not sent yet', async () => {
    const user = await createUser(product);
    const scope = { userId: user.id, characterId: 'emma' } as const;
    const texts = async (db: AppDatabase) =>
      (await conversationMessages(db, `${user.id}:emma`)).map((m) => m.text);
    const phone = device(user);
    phone.engine.setLeader(true);
    await phone.chat.queueUserMessage(scope, 'Une confidence', { crisis: false, locale: 'fr' });
    await expect.poll(() => phone.db.outbox.count(), { timeout: 15_000 }).toBe(0);
    const laptop = device(user);
    const tablet = device(user);
    for (const other of [laptop, tablet]) {
      other.engine.setLeader(true);
      await other.engine.pull();
      other.engine.setLeader(false);
      expect(await texts(other.db)).toEqual(['Une confidence', 'Je vous écoute.']);
    }

    await phone.chat.clearConversation(scope);
    // The laptop, offline meanwhile, wrote a message it has not sent yet. Back, it pulls first:
    // the cleared history goes, the new message stays and is sent.
    await laptop.chat.queueUserMessage(scope, 'Écrit hors ligne', { crisis: false, locale: 'fr' });
    laptop.engine.setLeader(true);
    await expect.poll(() => laptop.db.outbox.count(), { timeout: 15_000 }).toBe(0);
    await laptop.engine.pull();
    expect(await texts(laptop.db)).toEqual(['Écrit hors ligne', 'Je vous écoute.']);

    // The tablet finds out when the chat opens: only the new conversation is left.
    expect(await tablet.chat.loadConversation(scope, { online: true })).toEqual({ hasHistory: true });
    expect(await texts(tablet.db)).toEqual(['Écrit hors ligne', 'Je vous écoute.']);
    for (const each of [phone, laptop, tablet]) each.engine.stop();
  });

  it('blocks at zero credits, and re-sends a refunded message under a new id on retry', async () => {
    const user = await createUser(product);
    const tab = device(user);
    const scope = { userId: user.id, characterId: 'louis' } as const;
    coachFails = true;
    const message = await tab.chat.queueUserMessage(scope, 'Je dois choisir un travail', {
      crisis: false,
      locale: 'fr',
    });
    tab.engine.setLeader(true);
    await expect
      .poll(async () => (await tab.db.messages.get(message.id))?.status, { timeout: 15_000 })
      .toBe('failed');
    expect(tab.events).toContainEqual(expect.objectContaining({ type: 'message.failed', final: true }));

    coachFails = false;
    await tab.chat.retryMessage(user.id, message.id);
    await expect.poll(async () => (await tab.db.outbox.count()) === 0, { timeout: 15_000 }).toBe(true);
    const server = await fetchMessagesSince(user.client, user.id, null);
    expect(server.map((m) => m.text)).toEqual(['Je dois choisir un travail', 'Je vous écoute.']);
    expect(server.some((m) => m.id === message.id)).toBe(false);

    await spendAllCredits(user);
    const blocked = await tab.chat.queueUserMessage(scope, 'Et maintenant ?', {
      crisis: false,
      locale: 'fr',
    });
    await expect
      .poll(async () => (await tab.db.messages.get(blocked.id))?.status, { timeout: 15_000 })
      .toBe('blocked');
    expect(tab.events).toContainEqual(
      expect.objectContaining({ type: 'message.blocked', messageId: blocked.id }),
    );
    tab.engine.stop();
  });
});

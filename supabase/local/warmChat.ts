/**
 * The first chat turns after the stack starts are slow: the first took 105 ms in the stack
 * against 10 ms for the same turn once warm (measured), the next few 14–18 ms. V8 compiles the
 * gateway's, PostgREST's and the chat function's code on first use, and the database plans
 * chat_begin's and chat_finish's statements. A few throwaway turns at start move that cost off
 * the first person's messages, as the function's own warmUp does for its rules.
 *
 * They run as a short-lived user, deleted at once: its profile, conversation, messages and credit
 * rows go with it (every reference to auth.users cascades or is set null), and it is never
 * confirmed by email, so no mail is sent. Local stack only; a failure is reported and skipped.
 */
import { randomUUID } from 'node:crypto';

import type { LocalStack } from './server.ts';

const turns = [
  { character: 'emma', message: 'Bonjour, je suis un peu fatiguée en ce moment et je dors mal.' },
  { character: 'louis', message: 'Je suis stressé par mon travail, je n’arrive pas à tout organiser.' },
  { character: 'emma', message: 'Merci, ça m’aide. Comment retrouver un peu de calme le soir ?' },
] as const;

export async function warmChatTurns(stack: LocalStack): Promise<void> {
  const admin = {
    apikey: stack.keys.serviceRoleKey,
    authorization: `Bearer ${stack.keys.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      email: `warm-up-${randomUUID()}@local.invalid`,
      email_confirm: true,
      // No chat turn without a recorded consent (migration record_conversation_consent).
      user_metadata: { consent: { policy_version: 'warm-up' } },
    }),
  });
  if (!created.ok) throw new Error(`creating the warm-up user: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  try {
    const token = await stack.keys.jwt.sign({
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    for (const turn of turns) {
      const response = await fetch(`${stack.url}/functions/v1/chat`, {
        method: 'POST',
        headers: {
          apikey: stack.keys.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ message_id: randomUUID(), locale: 'fr', ...turn }),
      });
      // The whole turn, reply included, as the app reads it.
      const events = await response.text();
      if (!response.ok || !events.includes('event: answer'))
        throw new Error(`a warm-up turn was not answered: ${response.status} ${events.slice(0, 200)}`);
    }
  } finally {
    await fetch(`${stack.url}/auth/v1/admin/users/${id}`, { method: 'DELETE', headers: admin });
  }
}

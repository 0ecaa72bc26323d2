/** Test builders for chat messages: deterministic ids and times, named overrides. */
import type { MessageRecord } from '#data/chat/index.ts';

/** 15 January 2025, 09:00 UTC: every built message is dated from here. */
export const fixtureBaseTime = Date.UTC(2025, 0, 15, 9, 0, 0);

export function makeMessage(
  overrides: Partial<MessageRecord> & { id: string },
  options: { minutesAfterBase?: number } = {},
): MessageRecord {
  const createdAt = new Date(fixtureBaseTime + (options.minutesAfterBase ?? 0) * 60_000).toISOString();
  return {
    userId: 'user-1',
    conversationId: 'user-1:emma',
    characterId: 'emma',
    sender: 'user',
    text: `Message ${overrides.id}`,
    status: 'sent',
    createdAt,
    ...overrides,
  };
}

/** A long alternating history (user, then Emma), one message a minute. */
export function makeHistory(count: number, options: { startMinutes?: number } = {}): MessageRecord[] {
  const start = options.startMinutes ?? 0;
  return Array.from({ length: count }, (_, index) =>
    makeMessage(
      {
        id: `h${String(index).padStart(5, '0')}`,
        sender: index % 2 === 0 ? 'user' : 'bot',
        text:
          index % 2 === 0
            ? `Question numéro ${index} sur ma semaine`
            : `Réponse numéro ${index}: prenons un moment pour en parler calmement, étape par étape.`,
      },
      { minutesAfterBase: start + index },
    ),
  );
}

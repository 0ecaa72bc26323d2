/**
 * What the message list shows, row by row: the AI disclosure first, a day marker whenever the
 * date changes, the messages, and the typing indicator while a reply is awaited. Pure and O(n),
 * so a 5,000-message history turns into rows in a few milliseconds.
 */
import type { MessageRecord } from '#data/chat/index.ts';

export type ConversationRow =
  | { kind: 'disclosure'; key: 'disclosure' }
  | { kind: 'day'; key: string; date: Date }
  | { kind: 'message'; key: string; message: MessageRecord }
  | { kind: 'typing'; key: 'typing'; awaitedId: string };

/** The local calendar day of an ISO time, as a sortable key ("2025-01-15"). */
function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * The user message whose reply is being produced, or null. A message waiting offline is not
 * "being answered": it shows its own "waiting to be sent" status instead of the indicator.
 */
export function awaitedMessage(messages: readonly MessageRecord[], online: boolean): MessageRecord | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message === undefined) continue;
    // Greetings and notices the app wrote itself do not answer anything: look past them.
    if (message.localOnly === 'greeting' || message.localOnly === 'notice') continue;
    if (message.sender === 'bot') return null;
    if (message.status === 'sending' || message.awaitingReply || (message.status === 'queued' && online))
      return message;
    return null;
  }
  return null;
}

export function conversationRows(messages: readonly MessageRecord[], online: boolean): ConversationRow[] {
  const rows: ConversationRow[] = [{ kind: 'disclosure', key: 'disclosure' }];
  let currentDay = '';
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const key = Number.isNaN(date.getTime()) ? currentDay : dayKey(date);
    if (key !== currentDay) {
      currentDay = key;
      rows.push({ kind: 'day', key: `day:${key}`, date });
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  const awaited = awaitedMessage(messages, online);
  if (awaited !== null) rows.push({ kind: 'typing', key: 'typing', awaitedId: awaited.id });
  return rows;
}

/** The list's estimate before a row is measured: close guesses keep the scrollbar steady. */
export function estimatedRowHeight(row: ConversationRow | undefined): number {
  if (row === undefined) return 80;
  switch (row.kind) {
    case 'disclosure':
      return 112;
    case 'day':
      return 44;
    case 'typing':
      return 56;
    case 'message': {
      // About 40 characters per line on a phone, 22 px a line, plus padding and the meta line.
      const lines = Math.max(1, Math.ceil(row.message.text.length / 40));
      return 52 + lines * 22;
    }
  }
}

import { describe, expect, it } from 'vitest';

import { makeMessage } from './chat.fixtures.ts';
import {
  conversationToJson,
  conversationToText,
  exportFileName,
  type ExportLabels,
} from './exportConversation.ts';

const labels: ExportLabels = {
  title: 'Conversation avec Emma',
  exportedOn: 'Exportée le 15 janvier 2025',
  you: 'Vous',
  character: 'Emma',
  notSent: '(non envoyé)',
  formatTime: (date) => date.toISOString().slice(0, 16).replace('T', ' '),
};

const messages = [
  makeMessage({ id: 'g', sender: 'bot', text: 'Bonjour !', localOnly: 'greeting' }),
  makeMessage({ id: 'u', text: 'Ça va ?', crisis: false }, { minutesAfterBase: 1 }),
  makeMessage({ id: 'q', text: 'Et là ?', status: 'queued' }, { minutesAfterBase: 2 }),
];

describe('conversation export', () => {
  it('writes a readable text file with authors, times and unsent messages marked', () => {
    expect(conversationToText(messages, labels)).toBe(
      [
        'Conversation avec Emma',
        'Exportée le 15 janvier 2025',
        '',
        '[2025-01-15 09:00] Emma',
        'Bonjour !',
        '',
        '[2025-01-15 09:01] Vous',
        'Ça va ?',
        '',
        '[2025-01-15 09:02] Vous (non envoyé)',
        'Et là ?',
        '',
      ].join('\n'),
    );
  });

  it('writes JSON that round-trips, with the kind of local bubbles', () => {
    const parsed = JSON.parse(conversationToJson('emma', messages, new Date('2025-01-16T10:00:00Z'))) as {
      format: string;
      characterId: string;
      exportedAt: string;
      messages: { id: string; kind?: string; status: string }[];
    };
    expect(parsed).toMatchObject({
      format: 'emma-et-louis/conversation',
      characterId: 'emma',
      exportedAt: '2025-01-16T10:00:00.000Z',
    });
    expect(parsed.messages.map((message) => [message.id, message.kind, message.status])).toEqual([
      ['g', 'greeting', 'sent'],
      ['u', undefined, 'sent'],
      ['q', undefined, 'queued'],
    ]);
  });

  it('names files by coach and day', () => {
    const day = new Date(2025, 0, 5, 12);
    expect(exportFileName('louis', 'text', day)).toBe('conversation-louis-2025-01-05.txt');
    expect(exportFileName('emma', 'json', day)).toBe('conversation-emma-2025-01-05.json');
  });
});

import { describe, expect, it } from 'vitest';

import { makeHistory, makeMessage } from './chat.fixtures.ts';
import { awaitedMessage, conversationRows, estimatedRowHeight } from './conversationRows.ts';

describe('conversation rows', () => {
  it('always opens with the AI disclosure, even before the first message', () => {
    expect(conversationRows([], true)).toEqual([{ kind: 'disclosure', key: 'disclosure' }]);
  });

  it('adds a day marker whenever the date changes', () => {
    const rows = conversationRows(
      [
        makeMessage({ id: 'a' }),
        makeMessage({ id: 'b' }, { minutesAfterBase: 5 }),
        makeMessage({ id: 'c' }, { minutesAfterBase: 60 * 24 }),
      ],
      true,
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'disclosure',
      'day',
      'message',
      'message',
      'day',
      'message',
    ]);
  });

  it('ends with the typing indicator while the last message awaits its reply', () => {
    const rows = conversationRows([makeMessage({ id: 'a', status: 'sending' })], true);
    expect(rows.at(-1)).toEqual({ kind: 'typing', key: 'typing', awaitedId: 'a' });
  });

  it('turns 5,000 messages into rows quickly', () => {
    const history = makeHistory(5000);
    const started = performance.now();
    const rows = conversationRows(history, true);
    expect(performance.now() - started).toBeLessThan(100);
    expect(rows.filter((row) => row.kind === 'message')).toHaveLength(5000);
    expect(rows.filter((row) => row.kind === 'day').length).toBeGreaterThanOrEqual(4);
  });

  it('estimates taller rows for longer messages', () => {
    const short = estimatedRowHeight({
      kind: 'message',
      key: 'a',
      message: makeMessage({ id: 'a', text: 'Oui' }),
    });
    const long = estimatedRowHeight({
      kind: 'message',
      key: 'b',
      message: makeMessage({ id: 'b', text: 'x'.repeat(400) }),
    });
    expect(long).toBeGreaterThan(short);
  });
});

describe('awaited message', () => {
  it('is the last user message being sent, or queued while online', () => {
    expect(awaitedMessage([makeMessage({ id: 'a', status: 'sending' })], true)?.id).toBe('a');
    expect(awaitedMessage([makeMessage({ id: 'a', status: 'queued' })], true)?.id).toBe('a');
  });

  it('is the message the server accepted, shown sent while its reply is written', () => {
    expect(awaitedMessage([makeMessage({ id: 'a', status: 'sent', awaitingReply: true })], true)?.id).toBe(
      'a',
    );
  });

  it('is nothing while offline: the bubble says it waits to be sent instead', () => {
    expect(awaitedMessage([makeMessage({ id: 'a', status: 'queued' })], false)).toBeNull();
  });

  it('is nothing once answered, failed, blocked or followed by an error bubble', () => {
    expect(
      awaitedMessage(
        [makeMessage({ id: 'a', status: 'sent' }), makeMessage({ id: 'r', sender: 'bot', replyTo: 'a' })],
        true,
      ),
    ).toBeNull();
    expect(awaitedMessage([makeMessage({ id: 'a', status: 'failed' })], true)).toBeNull();
    expect(awaitedMessage([makeMessage({ id: 'a', status: 'blocked' })], true)).toBeNull();
    expect(
      awaitedMessage(
        [
          makeMessage({ id: 'a', status: 'sending' }),
          makeMessage({ id: 'e', sender: 'bot', localOnly: 'error' }),
        ],
        true,
      ),
    ).toBeNull();
  });

  it('looks past a greeting written after the message', () => {
    expect(
      awaitedMessage(
        [
          makeMessage({ id: 'a', status: 'sending' }),
          makeMessage({ id: 'g', sender: 'bot', localOnly: 'greeting' }),
        ],
        true,
      )?.id,
    ).toBe('a');
  });
});

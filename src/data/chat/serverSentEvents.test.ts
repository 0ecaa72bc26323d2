import { describe, expect, it } from 'vitest';

import { serverSentEvents } from './serverSentEvents.ts';

/** A body delivered in these chunks, as a network would cut it. */
function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of serverSentEvents(stream)) events.push(event);
  return events;
}

describe('serverSentEvents', () => {
  it('reads named events whose lines and separators are split across chunks', async () => {
    expect(
      await all(body('event: acc', 'epted\ndata: {"a":1}\n', '\nevent: answer\r\ndata: {"b":', '2}\r\n\r\n')),
    ).toEqual([
      { event: 'accepted', data: '{"a":1}' },
      { event: 'answer', data: '{"b":2}' },
    ]);
  });

  it('joins data lines, skips comments and events without data, and drops a cut-off event', async () => {
    expect(
      await all(body(': keep-alive\n\ndata: one\ndata: two\n\nevent: empty\n\nevent: cut\ndata: {"par')),
    ).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('cancels the body when the caller stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('data: 1\n\n')),
      cancel: () => {
        cancelled = true;
      },
    });
    for await (const event of serverSentEvents(stream)) {
      expect(event.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });
});

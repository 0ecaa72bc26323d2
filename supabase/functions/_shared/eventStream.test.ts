// @vitest-environment node
// A client that leaves a stream (a closed tab) must not stop the work behind it: the chat turn
// still stores its reply. Hosted Supabase cancels the stream; the writer's events are dropped.
import { describe, expect, it } from 'vitest';

import { eventStream } from './http.ts';

describe('eventStream', () => {
  it('runs the writer to its end after the client cancels the stream', async () => {
    let finished = false;
    const response = eventStream(async (send) => {
      send('accepted', { n: 0 });
      for (let n = 1; n <= 3; n++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        send('delta', { n });
      }
      finished = true;
    });
    const reader = response.body!.getReader();
    const { value } = (await reader.read()) as { value?: Uint8Array };
    const first = new TextDecoder().decode(value);
    expect(first).toContain('event: accepted');
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(finished).toBe(true);
  });
});

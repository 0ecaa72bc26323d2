// A local OpenAI-compatible chat-completions server that streams (`stream: true` → server-sent
// events of `choices[0].delta.content`, then `data: [DONE]`), for the tests of the coach's model
// provider: the backend tests and the streaming e2e journey. Each request is recorded with the
// time its first token left (`firstTokenAt`, epoch ms), so a test can measure how soon the app
// shows it. The reply and its pacing are set per test (`script`).
import { createServer } from 'node:http';

/**
 * @typedef {{ pieces: string[], firstDelayMs?: number, gapMs?: number, status?: number, cutAfter?: number }} Script
 * @typedef {{ body: any, firstTokenAt: number | null, doneAt: number | null }} Received
 */

/** @param {{ script?: Script }} [options] */
export async function startOpenAiStreamServer(options = {}) {
  /** @type {Script} */
  let script = options.script ?? { pieces: ['Bonjour', ', je suis', ' là.'] };
  /** @type {Received[]} */
  const received = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk.toString()));
    request.on('end', async () => {
      /** @type {Received} */
      const entry = { body: JSON.parse(text || '{}'), firstTokenAt: null, doneAt: null };
      received.push(entry);
      const current = script;
      if (current.status !== undefined && current.status !== 200) {
        response.writeHead(current.status, { 'Content-Type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      if (!entry.body.stream) {
        await wait(current.firstDelayMs ?? 0);
        entry.firstTokenAt = Date.now();
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: current.pieces.join('') } }] }),
        );
        entry.doneAt = Date.now();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      response.flushHeaders();
      await wait(current.firstDelayMs ?? 0);
      for (const [index, piece] of current.pieces.entries()) {
        if (current.cutAfter !== undefined && index >= current.cutAfter) {
          // The connection drops mid-reply (after what was written has left).
          await wait(50);
          response.destroy();
          return;
        }
        if (index > 0) await wait(current.gapMs ?? 0);
        const chunk = {
          id: 'chatcmpl-test',
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (index === 0) entry.firstTokenAt = Date.now();
      }
      response.write(
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      response.end('data: [DONE]\n\n');
      entry.doneAt = Date.now();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    /** The base URL to give OPENAI_BASE_URL. */
    url: `http://127.0.0.1:${address.port}/v1`,
    received,
    /** @param {Script} next */
    setScript(next) {
      script = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

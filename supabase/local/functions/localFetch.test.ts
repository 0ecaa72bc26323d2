// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { json, type ApiRequest } from '../http.ts';
import type { LocalStack } from '../server.ts';
import { startTestStack, writeTestProject } from '../testing.ts';

import { createFunctionsService } from './index.ts';

// A function that fetches what the test asks for and describes the answer it got.
const proxySource = `
Deno.serve(async (req) => {
  const { url, init, abort } = await req.json();
  const target = url.startsWith('http') ? url : Deno.env.get('SUPABASE_URL') + url;
  try {
    const controller = new AbortController();
    if (abort) controller.abort();
    const r = await fetch(target, { ...init, ...(abort ? { signal: controller.signal } : {}) });
    return Response.json({
      status: r.status,
      url: r.url,
      redirected: r.redirected,
      location: r.headers.get('location'),
      cors: r.headers.get('access-control-allow-origin'),
      body: await r.text(),
    });
  } catch (error) {
    return Response.json({ error: error.name });
  }
});`;

// A function that streams a first event, then calls its stack (a route that keeps the CPU busy,
// as PGlite does, without I/O), then a second event: the chat function's accepted → answer.
const streamSource = `
Deno.serve(() => {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode('first\\n'));
      await (await fetch(Deno.env.get('SUPABASE_URL') + '/echo/v1/busy')).text();
      controller.enqueue(encoder.encode('second\\n'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
});`;

let stack: LocalStack;
let project: string;
let inProcess = 0;
let outside: Server;
let outsideHits = 0;
const seen: ApiRequest[] = [];

beforeAll(async () => {
  project = await writeTestProject({
    config: '[functions.proxy]\nverify_jwt = false\n[functions.stream]\nverify_jwt = false\n',
    functions: { proxy: proxySource, stream: streamSource },
  });
  stack = await startTestStack({
    projectDir: project,
    services: (context) => ({
      routes: {
        '/functions/v1': createFunctionsService({
          ...context,
          local: (request) => {
            inProcess++;
            return context.local(request);
          },
        }),
        '/echo/v1': (request) => {
          if (request.path === '/busy') {
            const until = performance.now() + 100;
            while (performance.now() < until);
            return Promise.resolve(json(200, {}));
          }
          seen.push(request);
          if (request.path === '/see-other')
            return Promise.resolve({ status: 303, headers: { location: '/echo/v1/target' } });
          return Promise.resolve(
            json(200, { method: request.method, path: request.path, body: request.body.toString('utf8') }),
          );
        },
      },
    }),
  });
  outside = createServer((_req, res) => {
    outsideHits++;
    res.end('outside');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
}, 30_000);

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => outside.close(resolve));
});

async function viaFunction(body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${stack.url}/functions/v1/proxy`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

it("answers a function's requests to its own stack in-process, as the network would", async () => {
  const before = inProcess;
  const answer = await viaFunction({ url: '/echo/v1/x?y=1', init: { method: 'post', body: 'hello' } });
  expect(inProcess).toBe(before + 1);
  expect(answer).toMatchObject({
    status: 200,
    url: `${stack.url}/echo/v1/x?y=1`,
    redirected: false,
    cors: '*',
  });
  expect(JSON.parse(answer['body'] as string)).toEqual({ method: 'POST', path: '/x', body: 'hello' });
  // What undici would have sent.
  expect(seen.at(-1)?.headers).toMatchObject({
    host: new URL(stack.url).host,
    accept: '*/*',
    'user-agent': 'node',
    'content-type': 'text/plain;charset=UTF-8',
    'content-length': '5',
  });
  expect(seen.at(-1)?.url.search).toBe('?y=1');
});

it('follows redirects unless told not to', async () => {
  const followed = await viaFunction({ url: '/echo/v1/see-other', init: { method: 'POST', body: '{}' } });
  expect(followed).toMatchObject({ status: 200, redirected: true, url: `${stack.url}/echo/v1/target` });
  expect(JSON.parse(followed['body'] as string)).toEqual({ method: 'GET', path: '/target', body: '' });
  const manual = await viaFunction({ url: '/echo/v1/see-other', init: { redirect: 'manual' } });
  expect(manual).toMatchObject({ status: 303, location: '/echo/v1/target' });
});

it('honours an aborted signal, and leaves other hosts to the network', async () => {
  expect(await viaFunction({ url: '/echo/v1/x', abort: true })).toEqual({ error: 'AbortError' });
  const before = inProcess;
  const port = (outside.address() as AddressInfo).port;
  const answer = await viaFunction({ url: `http://127.0.0.1:${port}/` });
  expect(answer).toMatchObject({ status: 200, body: 'outside' });
  expect(outsideHits).toBe(1);
  expect(inProcess).toBe(before);
});

it('lets a streamed answer go out while the function calls its stack in-process', async () => {
  // The client reads on its own thread: the busy call blocks this one.
  const client = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const response = await fetch(workerData, { method: 'POST' });
      const reader = response.body.getReader();
      const chunks = [];
      for (let next = await reader.read(); !next.done; next = await reader.read())
        chunks.push({ text: new TextDecoder().decode(next.value), at: Date.now() });
      parentPort.postMessage(chunks);
    })();`,
    { eval: true, workerData: `${stack.url}/functions/v1/stream` },
  );
  const chunks = await new Promise<{ text: string; at: number }[]>((resolve, reject) => {
    client.once('message', resolve);
    client.once('error', reject);
  });
  await client.terminate();
  expect(chunks.map((chunk) => chunk.text)).toEqual(['first\n', 'second\n']);
  // The first left before the 100 ms call, not with the second after it.
  expect(chunks[1]!.at - chunks[0]!.at).toBeGreaterThanOrEqual(50);
});

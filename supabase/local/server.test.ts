// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';

import { json } from './http.ts';
import type { LocalStack } from './server.ts';
import { startTestStack } from './testing.ts';

let stack: LocalStack;
const closed: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    services: () => ({
      routes: {
        '/echo/v1': (request) =>
          Promise.resolve(
            json(200, { path: request.path, method: request.method, bytes: request.body.length }),
          ),
        '/echo/v1/deeper': () => Promise.resolve(json(200, { deeper: true })),
      },
      close: () => {
        closed.push('services');
        return Promise.resolve();
      },
    }),
  });
});

afterAll(async () => {
  await stack.close();
  expect(closed).toEqual(['services']);
});

it('routes by the longest matching prefix and passes the rest of the path', async () => {
  expect(await (await fetch(`${stack.url}/echo/v1/a/b?x=1`, { method: 'POST', body: 'hi' })).json()).toEqual({
    path: '/a/b',
    method: 'POST',
    bytes: 2,
  });
  expect(await (await fetch(`${stack.url}/echo/v1/deeper/x`)).json()).toEqual({ deeper: true });
  // A prefix only matches whole path segments.
  expect((await fetch(`${stack.url}/echo/v1x`)).status).toBe(404);
});

it('answers unknown routes like the hosted gateway, and CORS preflights', async () => {
  const unknown = await fetch(`${stack.url}/nope/v1`);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ message: 'no Route matched with those values' });

  const preflight = await fetch(`${stack.url}/echo/v1`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  // The header postgrest-js adds when it retries a read by itself.
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-retry-count');
});

it('refuses oversized bodies with 413 and keeps serving', async () => {
  const huge = await fetch(`${stack.url}/echo/v1`, {
    method: 'POST',
    body: new Uint8Array(11 * 1024 * 1024),
  }).catch((error: unknown) => error);
  if (huge instanceof Response) expect(huge.status).toBe(413);
  // Either way (413, or the socket closed mid-upload), the server still answers.
  expect((await fetch(`${stack.url}/echo/v1/ok`)).status).toBe(200);
});

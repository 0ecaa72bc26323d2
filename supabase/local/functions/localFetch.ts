/**
 * fetch for edge functions, with the requests to their own stack answered in-process. The
 * stack sees what undici would have sent (its default headers included) and the function gets
 * what the socket would have carried: status, headers and body, redirects followed unless
 * `redirect` says otherwise. Requests elsewhere go to the network.
 */
import type { ApiResponse } from '../http.ts';
import type { LocalRequest } from '../server.ts';

type FetchInput = Parameters<typeof fetch>[0];

/** A stack as its functions reach it: its URL's origin and its gateway. */
export type LocalApi = { origin: string; local: (request: LocalRequest) => Promise<ApiResponse> };

/** Headers undici adds to every request unless the caller set them. */
const defaultHeaders: Record<string, string> = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);
const maxRedirects = 20;

function urlOf(input: FetchInput): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function sameOrigin(url: string, origin: string): boolean {
  // Cheap test first: most requests are for another host or plainly for this one.
  if (!url.startsWith(origin)) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Settles with `work`, or rejects as soon as `signal` aborts (the work itself runs on). */
function abortable<T>(signal: AbortSignal | null, work: Promise<T>): Promise<T> {
  if (signal === null) return work;
  return new Promise<T>((resolve, reject) => {
    // Like fetch: rejects with the signal's reason, whatever it is (an AbortError by default).
    const onAbort = () =>
      void Promise.resolve()
        .then(() => signal.throwIfAborted())
        .then(undefined, reject);
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One hop of a request: what is sent, the body already read (a redirect may send it again). */
type Hop = {
  method: string;
  url: URL;
  headers: Headers;
  body: Buffer;
  redirect: Request['redirect'];
  signal: AbortSignal | null;
};

/**
 * Waits for the event loop's next turn, as a network round trip would. Without it, a chain of
 * in-process calls (PGlite answers without I/O) never leaves the microtask queue, and the
 * stack's sockets, which write on the next tick, send nothing meanwhile: the chat's `accepted`
 * event would leave only with the reply, at the end of the turn.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function answer(api: LocalApi, hop: Hop): Promise<ApiResponse> {
  await nextTurn();
  const headers: Record<string, string> = { host: hop.url.host };
  hop.headers.forEach((value, name) => {
    headers[name] = value;
  });
  for (const [name, value] of Object.entries(defaultHeaders)) headers[name] ??= value;
  if (hop.body.length > 0 || !['GET', 'HEAD'].includes(hop.method))
    headers['content-length'] = String(hop.body.length);
  return api.local({ method: hop.method, url: hop.url, headers, body: hop.body });
}

function toResponse(hop: Hop, answered: ApiResponse, redirected: boolean): Response {
  const raw = answered.body;
  const body =
    hop.method === 'HEAD' || nullBodyStatuses.has(answered.status) || raw === undefined
      ? null
      : typeof raw === 'string' || raw instanceof ReadableStream
        ? raw
        : new Uint8Array(raw);
  const response = new Response(body, { status: answered.status, headers: answered.headers ?? {} });
  // Like a network response: the URL it came from, and whether a redirect led there.
  Object.defineProperties(response, {
    url: { value: hop.url.href },
    redirected: { value: redirected },
  });
  return response;
}

/** The next hop of a redirect, as fetch builds it (POST becomes GET on 301/302, anything on 303). */
function redirectHop(hop: Hop, status: number, location: URL): Hop {
  const toGet =
    status === 303 ? hop.method !== 'HEAD' : (status === 301 || status === 302) && hop.method === 'POST';
  const headers = new Headers(hop.headers);
  if (toGet) {
    for (const name of [
      'content-type',
      'content-length',
      'content-encoding',
      'content-language',
      'content-location',
    ])
      headers.delete(name);
  }
  if (location.origin !== hop.url.origin) headers.delete('authorization');
  return {
    method: toGet ? 'GET' : hop.method,
    url: location,
    headers,
    body: toGet ? Buffer.alloc(0) : hop.body,
    redirect: hop.redirect,
    signal: hop.signal,
  };
}

const standardMethods = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);

/**
 * The first hop of the common call — a URL, and init with a text or byte body (what
 * supabase-js sends) — read directly: building a Request (body stream, abort signal, header
 * list) costs more than the rest of an in-process call. Anything else (a Request, a stream or
 * form body, a method fetch refuses or normalises differently) goes through a real Request.
 */
function plainHop(input: FetchInput, init: RequestInit | undefined): Hop | null {
  if (typeof input !== 'string' && !(input instanceof URL)) return null;
  const given = init?.method ?? 'GET';
  const method = standardMethods.has(given.toUpperCase()) ? given.toUpperCase() : given;
  if (!/^[A-Z]+$/.test(method) || ['CONNECT', 'TRACE', 'TRACK'].includes(method)) return null;
  const raw = init?.body ?? null;
  let body: Buffer;
  if (raw === null) body = Buffer.alloc(0);
  else if (typeof raw === 'string') body = Buffer.from(raw, 'utf8');
  else if (raw instanceof Uint8Array) body = Buffer.from(raw);
  else if (raw instanceof ArrayBuffer) body = Buffer.from(new Uint8Array(raw));
  else return null;
  if (raw !== null && (method === 'GET' || method === 'HEAD')) return null;
  const headers = new Headers(init?.headers);
  // As fetch does for a string body.
  if (typeof raw === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'text/plain;charset=UTF-8');
  return {
    method,
    url: new URL(input),
    headers,
    body,
    redirect: init?.redirect ?? 'follow',
    signal: init?.signal ?? null,
  };
}

async function requestHop(request: Request): Promise<Hop> {
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: request.body === null ? Buffer.alloc(0) : Buffer.from(await request.arrayBuffer()),
    redirect: request.redirect,
    signal: request.signal,
  };
}

export async function localFetch(
  api: LocalApi,
  networkFetch: typeof fetch,
  input: FetchInput,
  init?: RequestInit,
): Promise<Response> {
  if (!sameOrigin(urlOf(input), api.origin)) return networkFetch(input, init);
  let hop = plainHop(input, init) ?? (await requestHop(new Request(input, init)));
  for (let hops = 0; ; hops++) {
    const answered = await abortable(hop.signal, answer(api, hop));
    const location = answered.headers?.['location'];
    if (!redirectStatuses.has(answered.status) || location === undefined || hop.redirect === 'manual') {
      return toResponse(hop, answered, hops > 0);
    }
    if (hop.redirect === 'error' || hops >= maxRedirects) throw new TypeError('fetch failed');
    hop = redirectHop(hop, answered.status, new URL(location, hop.url));
    if (hop.url.origin !== api.origin) {
      return networkFetch(hop.url, {
        method: hop.method,
        headers: hop.headers,
        redirect: hop.redirect,
        signal: hop.signal,
        ...(hop.body.length > 0 ? { body: new Uint8Array(hop.body) } : {}),
      });
    }
  }
}

/**
 * The local Supabase-compatible stack: one HTTP port like the hosted API gateway, with
 * /auth/v1, /rest/v1, /functions/v1 and /realtime/v1 (as their modules land), plus the
 * development-only mailbox. Everything it needs comes from the project folder and options.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { createRequestActivity, type RequestActivity } from './activity.ts';
import { loadProjectConfig, type ProjectConfig } from './config.ts';
import { openDatabase, type DatabaseOptions, type Db } from './db/database.ts';
import { prepareDatabase, type MigrationReport } from './db/migrate.ts';
import { json, type ApiResponse, type Handler } from './http.ts';
import { resolveKeys, type StackKeys } from './keys.ts';

export type StackOptions = {
  projectDir: string;
  database: DatabaseOptions;
  port?: number;
  host?: string;
  env?: NodeJS.ProcessEnv;
  /** Edge-function secrets on top of supabase/functions/.env (like `supabase secrets set`). */
  functionEnv?: Record<string, string>;
  /**
   * Load every edge function as soon as the stack starts instead of on its first request, so
   * that the first users do not wait for module loading and warm-up (`npm run backend`).
   */
  preloadFunctions?: boolean;
  /**
   * What runs the edge functions: this Node process with a Deno shim (default, fastest), or a
   * real Deno process per function as on hosted Supabase (functions/denoServer.ts).
   */
  functionsRuntime?: FunctionsRuntime;
};

export type FunctionsRuntime = 'node' | 'deno';

/** The runtime FUNCTIONS_RUNTIME names (`deno`), else the default. */
export function functionsRuntimeFromEnv(env: NodeJS.ProcessEnv = process.env): FunctionsRuntime {
  return env['FUNCTIONS_RUNTIME'] === 'deno' ? 'deno' : 'node';
}

export type LocalStack = {
  url: string;
  projectDir: string;
  keys: StackKeys;
  config: ProjectConfig;
  db: Db;
  migrations: MigrationReport;
  close(): Promise<void>;
};

/** HTTP services by path prefix, plus optional WebSocket upgrades and cleanup. */
export type Services = {
  routes: Record<string, Handler>;
  /** Takes over WebSocket upgrade requests (Realtime). */
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Releases what the services hold (workers, listeners) before the database closes. */
  close?: () => Promise<void>;
};

/** Largest request body accepted (PostgREST and GoTrue are behind a gateway with a similar cap). */
const maxBodyBytes = 10 * 1024 * 1024;

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    // x-retry-count: postgrest-js's own retries of a GET (supabase-wire.md §2.1).
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, range-unit, x-supabase-api-version, x-upsert, accept, x-retry-count',
  'access-control-expose-headers':
    'content-range, content-location, range-unit, x-supabase-api-version, x-sb-error-code, location, preference-applied',
  'access-control-max-age': '86400',
  // Lets the browser read the Server-Timing below across origins (npm run bench:ui reports it).
  'timing-allow-origin': '*',
};

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBodyBytes) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The answer as the gateway sends it: CORS, and the time the stack spent on it as a Server-Timing entry. */
function finish(response: ApiResponse, head: boolean, startedAt: number): ApiResponse {
  const duration = (performance.now() - startedAt).toFixed(1);
  return {
    status: response.status,
    headers: { ...corsHeaders, 'server-timing': `app;dur=${duration}`, ...response.headers },
    ...(head || response.body === undefined ? {} : { body: response.body }),
  };
}

async function send(res: ServerResponse, response: ApiResponse): Promise<void> {
  res.writeHead(response.status, response.headers);
  const { body } = response;
  if (!(body instanceof ReadableStream)) {
    res.end(body);
    return;
  }
  // Each chunk leaves as it comes; read to the end even if the client left, so the work
  // behind the stream (a chat turn) finishes as it would on hosted Supabase.
  const reader = body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) res.write(next.value);
  } finally {
    res.end();
  }
}

/** A request made inside this process (an edge function calling its own project), already read. */
export type LocalRequest = { method: string; url: URL; headers: Record<string, string>; body: Buffer };

export type Gateway = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & {
  /** The same routing and answers as over HTTP, without a socket. */
  local: (request: LocalRequest) => Promise<ApiResponse>;
};

export function createGateway(services: Record<string, Handler>, activity?: RequestActivity): Gateway {
  const prefixes = Object.keys(services).sort((a, b) => b.length - a.length);

  async function respond(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: () => Promise<Buffer>,
    ip: string,
  ): Promise<ApiResponse> {
    if (method === 'OPTIONS') return { status: 204 };
    const prefix = prefixes.find(
      (candidate) => url.pathname === candidate || url.pathname.startsWith(`${candidate}/`),
    );
    if (prefix === undefined) return json(404, { message: 'no Route matched with those values' });
    try {
      const handler = services[prefix];
      const request = {
        method,
        url,
        path: url.pathname.slice(prefix.length) || '/',
        headers,
        body: await body(),
        ip,
      };
      return handler ? await handler(request) : json(404, { message: 'Not found' });
    } catch (error) {
      if (error instanceof BodyTooLarge) return json(413, { message: 'Request body too large' });
      console.error('local stack: unhandled error', error);
      return json(500, { message: 'Internal server error' });
    }
  }

  const gateway = async (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = performance.now();
    const end = activity?.begin();
    try {
      const method = (req.method ?? 'GET').toUpperCase();
      const url = new URL(req.url ?? '/', 'http://localhost');
      const response = await respond(
        method,
        url,
        headersOf(req),
        () => readBody(req),
        req.socket.remoteAddress ?? '',
      );
      try {
        await send(res, finish(response, method === 'HEAD' || method === 'OPTIONS', startedAt));
      } catch (error) {
        // A header Node refuses (a service's bug): still an answer, as for any other failure.
        console.error('local stack: unhandled error', error);
        if (res.headersSent) res.destroy();
        else await send(res, finish(json(500, { message: 'Internal server error' }), false, startedAt));
      }
    } finally {
      end?.();
    }
  };

  return Object.assign(gateway, {
    async local(request: LocalRequest): Promise<ApiResponse> {
      const startedAt = performance.now();
      const method = request.method.toUpperCase();
      const url = new URL(`${request.url.pathname}${request.url.search}`, 'http://localhost');
      const body = () =>
        request.body.length > maxBodyBytes
          ? Promise.reject(new BodyTooLarge())
          : Promise.resolve(request.body);
      return finish(
        await respond(method, url, request.headers, body, '127.0.0.1'),
        method === 'HEAD',
        startedAt,
      );
    },
  });
}

/** What a service is built from. */
export type StackContext = Omit<LocalStack, 'close'> & {
  functionEnv?: Record<string, string>;
  preloadFunctions?: boolean;
  functionsRuntime?: FunctionsRuntime;
  /** The gateway's requests in flight (background work waits for a lull). */
  activity: RequestActivity;
  /**
   * Answers a request to this stack's own URL without a socket, exactly as over HTTP: edge
   * functions reach their project's API this way (see functions/denoShim.ts).
   */
  local: (request: LocalRequest) => Promise<ApiResponse>;
};

/** Opens the database, prepares it like a Supabase project, and starts listening. */
export async function startLocalStack(
  options: StackOptions,
  buildServices: (stack: StackContext) => Services,
): Promise<LocalStack> {
  const config = await loadProjectConfig(options.projectDir, options.env ?? process.env);
  const keys = await resolveKeys(options.env ?? process.env, config.auth.signingKeys);
  const db = await openDatabase(options.database);
  const migrations = await prepareDatabase(db, options.projectDir, config.seedPaths);

  const host = options.host ?? '127.0.0.1';
  const activity = createRequestActivity();
  let gateway = createGateway({}, activity);
  let services: Services = { routes: {} };
  const server = createServer((req, res) => void gateway(req, res));
  server.on('upgrade', (req, socket, head) => {
    if (services.upgrade) services.upgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  services = buildServices({
    url,
    projectDir: options.projectDir,
    keys,
    config,
    db,
    migrations,
    ...(options.functionEnv ? { functionEnv: options.functionEnv } : {}),
    ...(options.preloadFunctions ? { preloadFunctions: true } : {}),
    ...(options.functionsRuntime ? { functionsRuntime: options.functionsRuntime } : {}),
    activity,
    local: (request) => gateway.local(request),
  });
  gateway = createGateway(services.routes, activity);

  return {
    url,
    projectDir: options.projectDir,
    keys,
    config,
    db,
    migrations,
    async close() {
      await services.close?.();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

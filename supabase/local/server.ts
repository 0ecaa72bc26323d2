/**
 * The local Supabase-compatible stack: one HTTP port like the hosted API gateway, with
 * /auth/v1, /rest/v1, /functions/v1 and /realtime/v1 (as their modules land), plus the
 * development-only mailbox. Everything it needs comes from the project folder and options.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { loadProjectConfig, type ProjectConfig } from './config.ts';
import { openDatabase, type DatabaseOptions, type Db } from './db/database.ts';
import { prepareDatabase, type MigrationReport } from './db/migrate.ts';
import { json, type ApiRequest, type ApiResponse, type Handler } from './http.ts';
import { resolveKeys, type StackKeys } from './keys.ts';

export type StackOptions = {
  projectDir: string;
  database: DatabaseOptions;
  port?: number;
  host?: string;
  env?: NodeJS.ProcessEnv;
  /** Edge-function secrets on top of supabase/functions/.env (like `supabase secrets set`). */
  functionEnv?: Record<string, string>;
};

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
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, range-unit, x-supabase-api-version, x-upsert, accept',
  'access-control-expose-headers':
    'content-range, content-location, range-unit, x-supabase-api-version, x-sb-error-code, location, preference-applied',
  'access-control-max-age': '86400',
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

function toApiRequest(req: IncomingMessage, body: Buffer, prefix: string, url: URL): ApiRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    url,
    path: url.pathname.slice(prefix.length) || '/',
    headers,
    body,
    ip: req.socket.remoteAddress ?? '',
  };
}

function write(res: ServerResponse, response: ApiResponse, head: boolean): void {
  res.writeHead(response.status, { ...corsHeaders, ...response.headers });
  res.end(head ? undefined : response.body);
}

export function createGateway(services: Record<string, Handler>) {
  const prefixes = Object.keys(services).sort((a, b) => b.length - a.length);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      write(res, { status: 204 }, true);
      return;
    }
    const prefix = prefixes.find(
      (candidate) => url.pathname === candidate || url.pathname.startsWith(`${candidate}/`),
    );
    try {
      if (prefix === undefined) {
        write(res, json(404, { message: 'no Route matched with those values' }), false);
        return;
      }
      const body = await readBody(req);
      const handler = services[prefix];
      const response = handler
        ? await handler(toApiRequest(req, body, prefix, url))
        : json(404, { message: 'Not found' });
      write(res, response, req.method === 'HEAD');
    } catch (error) {
      if (error instanceof BodyTooLarge) write(res, json(413, { message: 'Request body too large' }), false);
      else {
        console.error('local stack: unhandled error', error);
        write(res, json(500, { message: 'Internal server error' }), false);
      }
    }
  };
}

/** Opens the database, prepares it like a Supabase project, and starts listening. */
/** What a service is built from. */
export type StackContext = Omit<LocalStack, 'close'> & { functionEnv?: Record<string, string> };

export async function startLocalStack(
  options: StackOptions,
  buildServices: (stack: StackContext) => Services,
): Promise<LocalStack> {
  const config = await loadProjectConfig(options.projectDir);
  const keys = resolveKeys(options.env ?? process.env);
  const db = await openDatabase(options.database);
  const migrations = await prepareDatabase(db, options.projectDir, config.seedPaths);

  const host = options.host ?? '127.0.0.1';
  let gateway = createGateway({});
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
  });
  gateway = createGateway(services.routes);

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

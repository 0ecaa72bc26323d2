/**
 * Edge Functions at /functions/v1/<name>: runs supabase/functions/<name>/index.ts — the same
 * file that deploys to hosted Supabase — with Deno.serve and Deno.env provided, the env
 * Supabase gives functions, and `verify_jwt` from config.toml (default on).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { json, requestToken, type ApiRequest, type Handler } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import type { StackContext } from '../server.ts';
import { createSerialQueue } from '../db/serialQueue.ts';

import {
  installDenoShim,
  loadHandler,
  withFunctionContext,
  type FetchHandler,
  type FunctionContext,
} from './denoShim.ts';

/** Parses a dotenv file: KEY=VALUE lines, # comments, optional quotes. */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    const raw = match[2] ?? '';
    values[match[1]] = /^(['"]).*\1$/.test(raw) ? raw.slice(1, -1) : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/**
 * SUPABASE_JWKS as the Supabase CLI gives it to functions when the project signs with the legacy
 * secret: the HS256 secret as an `oct` key, so a function can check sessions without a network
 * call. (Hosted projects give their public signing keys here; the secret never leaves the server.)
 */
export function functionJwks(jwtSecret: string): string {
  return JSON.stringify({ keys: [{ kty: 'oct', k: Buffer.from(jwtSecret).toString('base64url') }] });
}

const validName = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function toFetchRequest(request: ApiRequest, name: string, rest: string): Request {
  const url = new URL(
    `/${name}${rest}${request.url.search}`,
    request.url.origin === 'null' ? 'http://localhost' : request.url,
  );
  const hasBody = !['GET', 'HEAD'].includes(request.method) && request.body.length > 0;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    ...(hasBody ? { body: new Uint8Array(request.body) } : {}),
  });
}

export function createFunctionsService(
  stack: StackContext,
  functionsDir = join(stack.projectDir, 'functions'),
): Handler {
  installDenoShim();
  const handlers = new Map<string, FetchHandler>();
  // Module evaluation captures Deno.serve's handler through a global: load one at a time.
  const serialLoad = createSerialQueue();
  const api = { origin: new URL(stack.url).origin, local: stack.local };
  const contextReady = readFile(join(functionsDir, '.env'), 'utf8')
    .catch(() => '')
    .then((text): FunctionContext => ({
      env: new Map(
        Object.entries({
          ...parseDotenv(text),
          ...stack.functionEnv,
          SUPABASE_URL: stack.url,
          SUPABASE_ANON_KEY: stack.keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
          SUPABASE_JWKS: functionJwks(stack.keys.jwtSecret),
          SUPABASE_DB_URL: process.env['DATABASE_URL'] ?? '',
        }),
      ),
      api,
    }));

  async function handlerFor(name: string): Promise<FetchHandler | null> {
    const cached = handlers.get(name);
    if (cached) return cached;
    const file = join(functionsDir, name, 'index.ts');
    if (!(await stat(file).catch(() => null))?.isFile()) return null;
    const context = await contextReady;
    const handler = await serialLoad(() =>
      withFunctionContext(context, () => loadHandler(pathToFileURL(file).href)),
    );
    if (handler) handlers.set(name, handler);
    return handler;
  }

  /** Loads every function in the background, one after the other (StackOptions.preloadFunctions). */
  async function preload(): Promise<void> {
    const entries = await readdir(functionsDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || !validName.test(entry.name) || entry.name.startsWith('_')) continue;
      // A function that fails to load fails its requests as before; here it is only reported.
      await handlerFor(entry.name).catch((error: unknown) =>
        console.error(`function ${entry.name} could not be loaded`, error),
      );
    }
  }
  if (stack.preloadFunctions) void preload();

  return async (request) => {
    const [, name = '', ...restParts] = request.path.split('/');
    const rest = restParts.length > 0 ? `/${restParts.join('/')}` : '';
    if (!validName.test(name) || name.startsWith('_'))
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    const handler = await handlerFor(name);
    if (handler === null)
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

    const verify = stack.config.functions[name]?.verifyJwt ?? true;
    if (verify && request.method !== 'OPTIONS') {
      const token = requestToken(request);
      if (token === null || !verifyJwt(token, stack.keys.jwtSecret).ok)
        return json(401, { msg: 'Invalid JWT' });
    }

    try {
      const context = await contextReady;
      const response = await withFunctionContext(context, () => handler(toFetchRequest(request, name, rest)));
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        headers[key] = value;
      });
      // Server-sent events go out as the function writes them; other bodies are read whole.
      if (response.body !== null && headers['content-type']?.startsWith('text/event-stream'))
        return { status: response.status, headers, body: response.body };
      return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
    } catch (error) {
      console.error(`function ${name} failed`, error);
      return json(500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  };
}

/**
 * Edge Functions at /functions/v1/<name>: runs supabase/functions/<name>/index.ts — the same
 * file that deploys to hosted Supabase — with the env Supabase gives functions and `verify_jwt`
 * from config.toml (default on). In this Node process with Deno.serve and Deno.env provided
 * (createFunctionsService), or in real Deno processes (createDenoFunctionsService).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { JWK } from 'jose';

import { json, requestToken, type ApiRequest, type Handler } from '../http.ts';
import type { StackContext } from '../server.ts';
import { createSerialQueue } from '../db/serialQueue.ts';

import { createDenoServer } from './denoServer.ts';

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
 * SUPABASE_JWKS as the Supabase CLI gives it to functions (its ResolveJWKS): the public signing
 * keys, if any, and the legacy HS256 secret as an `oct` key, so a function can check sessions
 * without a network call. (Hosted projects give only their public keys; the secret never leaves
 * the server.)
 */
export function functionJwks(jwtSecret: string, publicKeys: JWK[] = []): string {
  return JSON.stringify({
    keys: [...publicKeys, { kty: 'oct', k: Buffer.from(jwtSecret).toString('base64url') }],
  });
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

/**
 * The variables hosted Supabase gives every function: the project's URL and keys, the
 * database URL, the secrets (`supabase secrets set`, here StackOptions.functionEnv) and, as
 * `supabase functions serve` does, the project's supabase/functions/.env.
 */
async function functionEnvironment(
  stack: StackContext,
  functionsDir: string,
): Promise<Record<string, string>> {
  const text = await readFile(join(functionsDir, '.env'), 'utf8').catch(() => '');
  return {
    ...parseDotenv(text),
    ...stack.functionEnv,
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
    SUPABASE_JWKS: functionJwks(stack.keys.jwtSecret, stack.keys.jwt.publicJwks().keys),
    SUPABASE_DB_URL: process.env['DATABASE_URL'] ?? '',
  };
}

const functionExists = async (functionsDir: string, name: string) =>
  (await stat(join(functionsDir, name, 'index.ts')).catch(() => null))?.isFile() === true;

/**
 * The gateway's side of /functions/v1, whatever runs the functions: names, `verify_jwt`, the
 * answer (streamed for server-sent events) and a crash as hosted Supabase reports it.
 * `handlerFor` gives a function's handler, or null when there is no such function.
 */
function functionsGateway(
  stack: StackContext,
  handlerFor: (name: string) => Promise<FetchHandler | null>,
): Handler {
  return async (request) => {
    const [, name = '', ...restParts] = request.path.split('/');
    const rest = restParts.length > 0 ? `/${restParts.join('/')}` : '';
    if (!validName.test(name) || name.startsWith('_'))
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

    try {
      const handler = await handlerFor(name);
      if (handler === null)
        return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

      const verify = stack.config.functions[name]?.verifyJwt ?? true;
      if (verify && request.method !== 'OPTIONS') {
        const token = requestToken(request);
        if (token === null || !(await stack.keys.jwt.verify(token)).ok)
          return json(401, { msg: 'Invalid JWT' });
      }

      const response = await handler(toFetchRequest(request, name, rest));
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

/** Runs the functions in this Node process, with the Deno shim (the default, and the fastest). */
export function createFunctionsService(
  stack: StackContext,
  functionsDir = join(stack.projectDir, 'functions'),
): Handler {
  installDenoShim();
  const handlers = new Map<string, FetchHandler>();
  // Module evaluation captures Deno.serve's handler through a global: load one at a time.
  const serialLoad = createSerialQueue();
  const api = { origin: new URL(stack.url).origin, local: stack.local };
  const contextReady = functionEnvironment(stack, functionsDir).then((env): FunctionContext => ({
    env: new Map(Object.entries(env)),
    api,
  }));

  async function handlerFor(name: string): Promise<FetchHandler | null> {
    const cached = handlers.get(name);
    if (cached) return cached;
    if (!(await functionExists(functionsDir, name))) return null;
    const context = await contextReady;
    const file = join(functionsDir, name, 'index.ts');
    const loaded = await serialLoad(() =>
      withFunctionContext(context, () => loadHandler(pathToFileURL(file).href)),
    );
    if (loaded === null) return null;
    // Deno.env and fetch are globals: each request carries its stack's variables and API.
    const handler: FetchHandler = (request) => withFunctionContext(context, () => loaded(request));
    handlers.set(name, handler);
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

  return functionsGateway(stack, handlerFor);
}

/**
 * Runs each function in its own Deno process, as hosted Supabase does (denoServer.ts): slower
 * to start, used to prove the functions on the real runtime (`FUNCTIONS_RUNTIME=deno`).
 */
export function createDenoFunctionsService(
  stack: StackContext,
  functionsDir = join(stack.projectDir, 'functions'),
): { handler: Handler; close(): Promise<void> } {
  const deno = createDenoServer({ functionsDir, env: functionEnvironment(stack, functionsDir) });
  const handler = functionsGateway(stack, async (name) =>
    (await functionExists(functionsDir, name)) ? deno.handlerFor(name) : null,
  );
  return { handler, close: deno.close };
}

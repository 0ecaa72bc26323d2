import { AsyncLocalStorage } from 'node:async_hooks';

import { WebSocket as NodeWebSocket } from 'ws';

import { localFetch, type LocalApi } from './localFetch.ts';

/**
 * The slice of the Deno runtime Supabase Edge Functions use, for running them in Node:
 * `Deno.serve(handler)` (captured, not listening), `Deno.env` and a global `WebSocket`; and a
 * global fetch that answers a function's requests to its own stack in-process. Installed once
 * on globalThis.
 */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

type ServeOptions = { port?: number; hostname?: string; onListen?: (addr: unknown) => void };

type DenoShim = {
  serve(
    handlerOrOptions: FetchHandler | ServeOptions,
    maybeHandler?: FetchHandler,
  ): { finished: Promise<void>; shutdown(): Promise<void> };
  env: {
    get(name: string): string | undefined;
    set(name: string, value: string): void;
    has(name: string): boolean;
    delete(name: string): void;
    toObject(): Record<string, string>;
  };
};

let captured: FetchHandler | null = null;

/**
 * What a function runs with: its stack's variables (Supabase's plus the project's .env) and,
 * to reach that stack's own API without a socket, the stack itself.
 */
export type FunctionContext = { env: Map<string, string>; api?: LocalApi };

/**
 * Each stack gives its functions their own variables and API. Deno.env and fetch are globals,
 * so the context of the stack being served travels with the call.
 */
const contextStorage = new AsyncLocalStorage<FunctionContext>();
const currentEnv = () => contextStorage.getStore()?.env ?? new Map<string, string>();

/** Runs `fn` (a module import or a request) in this function context. */
export function withFunctionContext<T>(context: FunctionContext, fn: () => T): T {
  return contextStorage.run(context, fn);
}

/**
 * fetch, except that inside a function served by a stack, requests to that stack's own URL are
 * answered in-process by its gateway (same routing, handlers and answers). A function calls
 * its project's API on every turn (supabase-js: PostgREST, Auth): over loopback HTTP each call
 * cost a socket write and read on both sides plus undici's client work, on the request path.
 */
function routedFetch(networkFetch: typeof fetch): typeof fetch {
  return function fetch(
    input: Parameters<typeof globalThis.fetch>[0],
    init?: RequestInit,
  ): Promise<Response> {
    const api = contextStorage.getStore()?.api;
    if (api === undefined) return networkFetch(input, init);
    return localFetch(api, networkFetch, input, init);
  };
}

export function installDenoShim(): void {
  const globals = globalThis as unknown as { Deno?: DenoShim; WebSocket?: unknown };
  // Deno has a global WebSocket (supabase-js needs one for Realtime); Node 20 does not.
  globals.WebSocket ??= NodeWebSocket;
  if (globals.Deno !== undefined) return;
  globalThis.fetch = routedFetch(globalThis.fetch);
  globals.Deno = {
    serve(handlerOrOptions, maybeHandler) {
      captured = typeof handlerOrOptions === 'function' ? handlerOrOptions : (maybeHandler ?? null);
      return { finished: new Promise<void>(() => undefined), shutdown: () => Promise.resolve() };
    },
    env: {
      get: (name) => currentEnv().get(name) ?? process.env[name],
      set: (name, value) => void currentEnv().set(name, value),
      has: (name) => currentEnv().has(name) || name in process.env,
      delete: (name) => void currentEnv().delete(name),
      toObject: () => ({ ...(process.env as Record<string, string>), ...Object.fromEntries(currentEnv()) }),
    },
  };
}

/**
 * A module is evaluated once per process, so its handler is remembered by URL: every stack in
 * the process (tests run several) shares it, each request carrying its own stack's variables.
 */
const loaded = new Map<string, FetchHandler | null>();

/** Imports a function module and returns the handler it gave Deno.serve (or its default `fetch`). */
export async function loadHandler(moduleUrl: string): Promise<FetchHandler | null> {
  if (loaded.has(moduleUrl)) return loaded.get(moduleUrl) ?? null;
  captured = null;
  const module = (await import(moduleUrl)) as { default?: { fetch?: FetchHandler } };
  const handler = captured ?? module.default?.fetch ?? null;
  captured = null;
  loaded.set(moduleUrl, handler);
  return handler;
}

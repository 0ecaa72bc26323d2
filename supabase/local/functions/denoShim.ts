import { AsyncLocalStorage } from 'node:async_hooks';

import { WebSocket as NodeWebSocket } from 'ws';

/**
 * The slice of the Deno runtime Supabase Edge Functions use, for running them in Node:
 * `Deno.serve(handler)` (captured, not listening), `Deno.env` and a global `WebSocket`. Installed
 * once on globalThis.
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
 * Each stack gives its functions their own variables (Supabase's plus the project's .env).
 * Deno.env is one global, so the variables of the stack being served travel with the call.
 */
const envStorage = new AsyncLocalStorage<Map<string, string>>();
const currentEnv = () => envStorage.getStore() ?? new Map<string, string>();

/** Runs `fn` (a module import or a request) with these function variables. */
export function withFunctionEnv<T>(env: Map<string, string>, fn: () => T): T {
  return envStorage.run(env, fn);
}

export function installDenoShim(): void {
  const globals = globalThis as unknown as { Deno?: DenoShim; WebSocket?: unknown };
  // Deno has a global WebSocket (supabase-js needs one for Realtime); Node 20 does not.
  globals.WebSocket ??= NodeWebSocket;
  if (globals.Deno !== undefined) return;
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

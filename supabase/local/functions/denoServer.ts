/**
 * The local stack's Deno mode (`FUNCTIONS_RUNTIME=deno`): each function runs in a real Deno
 * process, as on hosted Supabase, instead of in-process in Node with the Deno shim. The process
 * runs supabase/functions/<name>/index.ts with the functions' deno.json, only the variables
 * hosted Supabase gives functions (plus the project's .env and secrets), and network, env and
 * read permissions; Deno.serve listens on a loopback port Deno picks (DENO_SERVE_ADDRESS) and
 * the gateway proxies /functions/v1/<name> to it. Started on a function's first request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

import { denoBaseEnv, denoBinary, denoConfigFlags } from './deno.mjs';
import type { FetchHandler } from './denoShim.ts';

/** Longer than a cold start that downloads the npm packages into an empty cache. */
const startTimeoutMs = 120_000;

/** Headers that belong to one hop (the gateway's connection), not to the proxied request. */
const hopHeaders = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

type Running = { child: ChildProcess; origin: Promise<string> };

/** Every Deno process started here, stopped with this process even when a stack is not closed. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

export function createDenoServer(options: { functionsDir: string; env: Promise<Record<string, string>> }) {
  const running = new Map<string, Running>();

  function start(name: string, env: Record<string, string>): Running {
    const entry = join(options.functionsDir, name, 'index.ts');
    const child = spawn(
      denoBinary(),
      [
        'run',
        ...denoConfigFlags(options.functionsDir),
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--no-prompt',
        entry,
      ],
      {
        cwd: options.functionsDir,
        env: { ...denoBaseEnv(), ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.add(child);
    const origin = new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`function ${name}: Deno did not start`)),
        startTimeoutMs,
      );
      const read = (chunk: Buffer) => {
        const text = chunk.toString();
        // Deno.serve without onListen prints its address once it listens.
        const listening = /Listening on (http:\/\/[^/\s]+)/.exec((output += text));
        if (listening?.[1]) {
          clearTimeout(timer);
          resolve(listening[1]);
        }
        // The function's own logs, as `supabase functions serve` shows them.
        const logs = text.replace(/^Listening on .*\n?/m, '');
        if (logs !== '') process.stderr.write(`[${name}] ${logs}`);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        children.delete(child);
        clearTimeout(timer);
        running.delete(name);
        reject(new Error(`function ${name}: Deno exited with ${code}\n${output}`));
      });
    });
    // A function that failed to start fails its requests; the rejection is theirs to report.
    origin.catch(() => undefined);
    return { child, origin };
  }

  /** The handler that proxies to `name`'s Deno process (started now if it is not running). */
  async function handlerFor(name: string): Promise<FetchHandler> {
    let function_ = running.get(name);
    if (!function_) {
      function_ = start(name, await options.env);
      running.set(name, function_);
    }
    const origin = await function_.origin;
    return async (request) => {
      const url = new URL(request.url);
      const headers = new Headers();
      request.headers.forEach((value, key) => {
        if (!hopHeaders.has(key)) headers.set(key, value);
      });
      const hasBody = !['GET', 'HEAD'].includes(request.method);
      return fetch(`${origin}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        redirect: 'manual',
        ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      });
    };
  }

  async function close(): Promise<void> {
    const stopping = [...running.values()].map(({ child }) => child);
    running.clear();
    await Promise.all(
      stopping.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  }

  return { handlerFor, close };
}

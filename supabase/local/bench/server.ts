/** The local stack as a separate process, as in use: what the benchmarks measure. */
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import { freePort } from '../testing.ts';

export type Server = { url: string; process: ChildProcess; readyMs: number; stop(): Promise<void> };

export async function startServer(
  project: string,
  database: { url?: string; dataDir?: string },
  extraArgs: string[] = [],
): Promise<Server> {
  const port = await freePort();
  // node itself (not npx) so that SIGTERM reaches the server and it shuts down cleanly.
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there (open it in Chrome DevTools).
  const profile = process.env['BENCH_CPU_PROF'];
  const args = [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    '--import',
    'tsx',
    'supabase/local/main.ts',
    '--project',
    project,
    '--port',
    String(port),
    ...extraArgs,
  ];
  if (database.dataDir) args.push('--data-dir', database.dataDir);
  const env = { ...process.env, ...(database.url ? { DATABASE_URL: database.url } : {}) };
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const readyMs = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready in (\d+) ms/.exec(chunk.toString());
      if (match) resolve(performance.now() - started);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `npm start`: starts the local Supabase-compatible backend (supabase/local, data kept in
 * .local/db), then builds the app against it and serves the production build (with its
 * service worker) on http://127.0.0.1:4173. `--dev` runs the Vite dev server instead.
 * Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';

import { appBuildEnv } from './defaults.mjs';

const env = appBuildEnv();
const dev = process.argv.includes('--dev');
const children = new Set();

function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env, ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    start(command, args).on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The backend's banner: kept to repeat its mailbox and demo logins at the end. */
let backendBanner = '';

/** Starts the backend and resolves once it printed that it is ready. */
function startBackend() {
  return new Promise((resolve, reject) => {
    const backend = start('npx', ['tsx', 'supabase/local/main.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let ready = false;
    backend.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!ready) backendBanner += String(chunk);
      // The demo accounts are printed with the ready line: wait for the closing sentence.
      if (!ready && backendBanner.includes('for local development only')) {
        ready = true;
        resolve(backend);
      }
    });
    backend.on('exit', (code) => {
      if (!ready) reject(new Error(`the local backend exited with ${code} before it was ready`));
    });
  });
}

/** What to open, from the backend's banner (its mailbox and demo lines) and the app's address. */
function summary(banner) {
  const lines = banner.split('\n').filter((line) => /^\s+(Mailbox:|Demo )/.test(line));
  return [
    '',
    'Ready. Open:',
    '  App:              http://127.0.0.1:4173',
    ...lines.map((line) => line.replace(/^\s+/, '  ')),
    'Ctrl+C stops everything.',
    '',
  ].join('\n');
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

try {
  await startBackend();
  if (dev) {
    await run('npx', ['vite', '--host', '127.0.0.1']);
  } else {
    await run('npx', ['vite', 'build']);
    const preview = start('npx', ['vite', 'preview'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let summarised = false;
    preview.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      // Last on screen, after ~100 lines of build output: what to open.
      if (!summarised && String(chunk).includes('4173')) {
        summarised = true;
        console.log(summary(backendBanner));
      }
    });
    const code = await new Promise((resolve) => preview.on('exit', resolve));
    if (code) throw new Error(`vite preview exited with ${code}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exitCode = 1;
}

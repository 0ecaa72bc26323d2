/**
 * `npm start`: builds the app against the local backend's address and serves the production
 * build (with its service worker) on http://127.0.0.1:4173. `--dev` runs the Vite dev server
 * instead (no service worker). The local Supabase-compatible backend joins here with its issue.
 */
import { spawn } from 'node:child_process';

import { appBuildEnv } from './defaults.mjs';

const env = appBuildEnv();
const dev = process.argv.includes('--dev');

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

console.log(`Emma & Louis — backend ${env.VITE_SUPABASE_URL}`);
if (dev) {
  await run('npx', ['vite', '--host', '127.0.0.1']);
} else {
  await run('npx', ['vite', 'build']);
  console.log('\nEmma & Louis is served on http://127.0.0.1:4173\n');
  await run('npx', ['vite', 'preview']);
}

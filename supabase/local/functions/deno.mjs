/**
 * Deno, the runtime hosted Supabase runs Edge Functions with, from the pinned npm package
 * `deno`: its binary, and the environment every run here gives it (a cache inside the
 * project's ignored .local folder, no update check). Used by `npm test` to type-check the
 * functions and by the local stack's Deno mode (denoServer.ts) to serve them.
 */
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The repository's root (this file is supabase/local/functions/deno.mjs). */
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Path of the Deno executable the `deno` package installed (or resolves for this platform). */
export function denoBinary() {
  /** @type {{ runInstall(): string }} */
  const installer = require('deno/install_api.cjs');
  return installer.runInstall();
}

/** Where Deno keeps the npm packages and modules it downloads: reused between runs, never committed. */
export const denoDir = join(root, '.local', 'deno');

/** The variables every Deno run here starts from. */
export function denoBaseEnv() {
  return { DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
}

/**
 * The flags a function folder is run and checked with: its import map (deno.json, as deployed),
 * and no lockfile written (the Edge Runtime's Deno may not read a newer lockfile version).
 * @param {string} functionsDir
 */
export function denoConfigFlags(functionsDir) {
  const config = join(functionsDir, 'deno.json');
  return [...(existsSync(config) ? ['--config', config] : []), '--no-lock'];
}

/**
 * The entry file of every function in `functionsDir`: each folder not starting with "_"
 * that has an index.ts (what `supabase functions deploy` deploys).
 * @param {string} functionsDir
 */
export function functionEntries(functionsDir) {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => join(functionsDir, entry.name, 'index.ts'))
    .filter((file) => existsSync(file));
}

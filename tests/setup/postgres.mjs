/**
 * A throwaway PostgreSQL cluster for tests, from the system binaries
 * (/usr/lib/postgresql/<version>/bin): initdb into a temporary folder, start on a free port,
 * trust authentication on 127.0.0.1 only, durability off (it is thrown away). As root it runs
 * the server as the `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { aptInstall, canInstallPackages } from './debian.mjs';
import { freePort } from './net.mjs';

export const installLine = 'sudo apt-get update && sudo apt-get install -y postgresql';

/** The newest installed PostgreSQL's bin folder, or null. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function startPostgres() {
  let bin = findPostgresBin();
  if (bin === null && canInstallPackages()) {
    aptInstall('postgresql');
    bin = findPostgresBin();
  }
  if (bin === null) throw new Error(`PostgreSQL is not installed. Install it with:\n  ${installLine}`);
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'emma-louis-pg-'));
  const data = join(dir, 'data');
  if (root) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (tool, args) => {
    const command = root ? 'runuser' : join(bin, tool);
    const fullArgs = root ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c wal_level=logical',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

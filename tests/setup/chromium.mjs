/**
 * Finds the Chromium the end-to-end tests drive: $CHROME_PATH, then Debian's /usr/bin/chromium.
 * When neither exists and we are root with apt-get, it installs Debian's package; otherwise
 * it fails with the one line to run. Playwright cannot download its own browsers here.
 */
import { accessSync, constants } from 'node:fs';

import { aptInstall, canInstallPackages } from './debian.mjs';

const debianPath = '/usr/bin/chromium';
const installLine = 'sudo apt-get update && sudo apt-get install -y chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {string} the path of a usable Chromium binary */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} is not an executable file.`);
  }
  if (executable(debianPath)) return debianPath;
  if (canInstallPackages()) {
    aptInstall('chromium');
    if (executable(debianPath)) return debianPath;
  }
  throw new Error(`No Chromium found for the end-to-end tests. Install it with:\n  ${installLine}`);
}

/** Flags for (Playwright's headless) Chromium on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

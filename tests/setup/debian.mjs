/** Installing a missing Debian package when we can (root with apt-get), for the test tools. */
import { execFileSync } from 'node:child_process';

export function canInstallPackages() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function aptInstall(packageName) {
  console.log(`${packageName} is missing: installing Debian's package (apt-get install -y ${packageName})…`);
  execFileSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packageName}`],
    {
      stdio: 'inherit',
    },
  );
}

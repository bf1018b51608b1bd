// Installs Debian's chromium when it is missing: browser tests use /usr/bin/chromium, never a tool's own download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`chromium found at ${CHROMIUM}`);
} else {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? '' : 'sudo ';
  console.log(`chromium not found at ${CHROMIUM}: installing Debian's chromium package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    console.error(`chromium still missing at ${CHROMIUM} after install`);
    process.exit(1);
  }
}

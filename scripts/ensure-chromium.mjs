// Installs the Debian browser the browser tests run in when it is missing, never a tool's own download:
// chromium-headless-shell (the build Playwright runs headless tests in, decision 0049), or chromium when
// CHROMIUM_PATH names /usr/bin/chromium (to watch a test with --headed).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  '/usr/lib/chromium/chromium-headless-shell': 'chromium-headless-shell',
  '/usr/bin/chromium': 'chromium',
};
const browser = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';
const debianPackage = PACKAGES[browser];

if (existsSync(browser)) {
  console.log(`browser found at ${browser}`);
} else if (!debianPackage) {
  console.error(`CHROMIUM_PATH names ${browser}, which does not exist (unset, the tests use ${Object.keys(PACKAGES)[0]})`);
  process.exit(1);
} else {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? '' : 'sudo ';
  console.log(`${browser} not found: installing Debian's ${debianPackage} package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq ${debianPackage}`, { stdio: 'inherit', env });
  if (!existsSync(browser)) {
    console.error(`${browser} still missing after installing ${debianPackage}`);
    process.exit(1);
  }
}

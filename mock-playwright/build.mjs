// Builds the package: JavaScript and .d.ts from src/ with tsc, and the dashboard's demo logins copied in
// beside them (dist/demo-accounts.json), so the packed tarball carries everything it needs at run time.
// Skipped when the inputs have not changed since the last build (a content hash kept in dist/), so the
// e2e runner, typecheck and tests can each ask for it cheaply.
import { execFileSync } from 'node:child_process';
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fingerprint, readStamp, writeStamp } from '../scripts/start/fingerprint.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = ['mock-playwright/src', 'mock-playwright/tsconfig.build.json', 'mock-playwright/package.json', 'seeds/demo-accounts.json'];
const stamp = `${here}dist/.sources-sha256`;
const sum = fingerprint(root, inputs);

if (readStamp(stamp) !== sum) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  // Built aside and swapped in, so a suite reading dist/ never sees it half-written, and no file removed
  // from src/ lives on in the tarball.
  const next = `${here}dist-${process.pid}`;
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', next], { cwd: here, stdio: 'inherit' });
    copyFileSync(`${root}seeds/demo-accounts.json`, `${next}/demo-accounts.json`);
    writeStamp(`${next}/.sources-sha256`, sum);
    rmSync(`${here}dist`, { recursive: true, force: true });
    renameSync(next, `${here}dist`);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
}

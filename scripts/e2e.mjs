// Runs the Playwright suite. Without BASE_URL it builds the client and the server bundle (the code
// `pnpm start` runs) and Playwright starts a fresh server (new seeded database) itself; with BASE_URL
// (docker-compose's e2e service) it targets that app.
// The build goes to a folder of this run's own (E2E_CLIENT_DIST names one to keep): another run on the
// same checkout rebuilding client/dist mid-suite would swap the lazy chunks under the served page.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './start/bundle-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = `${root}client`;
const run = (cmd, cwd) => execSync(cmd, { stdio: 'inherit', env: process.env, cwd });

const building = !process.env.BASE_URL;
// The server this run starts listens on a port free now (E2E_PORT names one to use): another checkout's suite
// may be running beside this one. Chosen here, once: playwright.config.ts is read again in every worker.
if (building && !process.env.E2E_PORT) {
  process.env.E2E_PORT = String(
    await new Promise((resolve, reject) => {
      const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    }),
  );
}
const ownDist = building && !process.env.E2E_CLIENT_DIST;
// playwright.config.ts hands E2E_CLIENT_DIST to the server it starts as CLIENT_DIST.
if (ownDist) process.env.E2E_CLIENT_DIST = mkdtempSync(join(tmpdir(), 'cashloop-e2e-dist-'));
const outDir = process.env.E2E_CLIENT_DIST;
// The server bundle of this run: under server/ (its packages resolve from there), a folder of its own.
let bundleDir;
if (building && !process.env.E2E_SERVER_BUNDLE) {
  mkdirSync(`${root}server/dist`, { recursive: true });
  bundleDir = mkdtempSync(`${root}server/dist/e2e-`);
  process.env.E2E_SERVER_BUNDLE = join(bundleDir, 'server.mjs');
}

try {
  // The specs import the fixtures from @cashloop/mock-playwright, as a QA suite does: its dist/ must be built.
  run(`node ${root}mock-playwright/build.mjs`, root);
  // Local binaries through node, so this works whether or not pnpm is on PATH.
  if (building) run(`node node_modules/vite/bin/vite.js build --outDir ${outDir} --emptyOutDir`, client);
  if (bundleDir) await bundleServer(root, process.env.E2E_SERVER_BUNDLE);
  run(`node node_modules/@playwright/test/cli.js test ${process.argv.slice(2).join(' ')}`.trim(), client);
} catch (error) {
  // Playwright has printed what failed; only the exit code matters here.
  process.exitCode = typeof error.status === 'number' ? error.status : 1;
} finally {
  if (ownDist) rmSync(outDir, { recursive: true, force: true });
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
}

// CI's run of examples/qa-suite, as a QA team outside this repository would run it: packs the fixture
// package, installs the example in a folder of its own outside the checkout (so nothing resolves from the
// workspace), type-checks it, starts `pnpm start`'s server on a free port with a new database, and runs the
// example's suite with its 4 workers against it. Arguments pass through to Playwright.
//   node scripts/qa-example.mjs [playwright args]
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const step = (what) => console.log(`qa-example: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
const run = (cmd, args, cwd, env = process.env) => execFileSync(cmd, args, { cwd, env, stdio: 'inherit' });
// pnpm as it runs this script (pnpm test:all), else through npx as the README calls it.
const pnpm = (args, cwd) =>
  process.env.npm_execpath?.includes('pnpm') ? run(process.execPath, [process.env.npm_execpath, ...args], cwd) : run('npx', ['-y', 'pnpm@10', ...args], cwd);

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it was ready`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

// One install folder per checkout, kept between runs so npm reuses what it fetched; another clone has its own.
const suite = join(tmpdir(), `cashloop-qa-suite-${createHash('sha256').update(root).digest('hex').slice(0, 10)}`);
const scratch = mkdtempSync(join(tmpdir(), 'cashloop-qa-run-'));
let server;
try {
  run(process.execPath, ['mock-playwright/build.mjs'], root);
  pnpm(['pack', '--pack-destination', scratch], join(root, 'mock-playwright'));
  const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
  step(`packed ${tarball}`);

  mkdirSync(suite, { recursive: true });
  for (const name of readdirSync(suite)) if (!['node_modules'].includes(name)) rmSync(join(suite, name), { recursive: true, force: true });
  cpSync(join(root, 'examples/qa-suite'), suite, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|vendor|test-results|playwright-report)([\\/]|$)/.test(src.slice(root.length)),
  });
  mkdirSync(join(suite, 'vendor'));
  cpSync(join(scratch, tarball), join(suite, 'vendor/cashloop-mock-playwright.tgz'));
  // The same path with new bytes: npm would keep the copy it installed last time, so that one goes first.
  rmSync(join(suite, 'node_modules/@cashloop'), { recursive: true, force: true });
  rmSync(join(suite, 'node_modules/.package-lock.json'), { force: true });
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], suite);
  step('installed');
  run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit'], suite);
  step('type-checked');

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // With a control token, as a shared server would run: the fixtures must send it on every control call.
  const controlToken = process.env.MOCK_CONTROL_TOKEN ?? `qa-${process.pid}-${Date.now()}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: join(scratch, 'qa.sqlite'), LOG_LEVEL: 'warn', MOCK_CONTROL_TOKEN: controlToken };
  server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });
  await waitForHealth(`${baseURL}/healthz`, server, 300_000);
  step(`server ready on ${baseURL}`);

  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--workers=4', ...process.argv.slice(2)], suite, { ...process.env, BASE_URL: baseURL, MOCK_CONTROL_TOKEN: controlToken });
  step('suite passed');
} catch (error) {
  // The failing step has printed what went wrong; only the exit code matters here.
  if (typeof error?.status !== 'number') console.error(error);
  process.exitCode = typeof error?.status === 'number' ? error.status : 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(scratch, { recursive: true, force: true });
}

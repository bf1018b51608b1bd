// `pnpm start`: builds the client and the server bundle only when their sources changed since the last
// build (a content hash kept beside each output), then runs the bundled server with plain node.
//   node scripts/start.mjs           build what changed, then start
//   node scripts/start.mjs --build   build what changed, then exit (the Docker image builds once)
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { bundleServer } from './start/bundle-server.mjs';
import { fingerprint, readStamp, writeStamp } from './start/fingerprint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// What each output is built from: its own sources, the workspace packages it takes in, and the lockfile.
const shared = ['shared/src', 'shared/package.json', 'pnpm-lock.yaml'];
const builds = [
  {
    name: 'client',
    inputs: ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/postcss.config.cjs', 'client/package.json', ...shared],
    stamp: 'client/dist/.sources-sha256',
    build: () => execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { cwd: path.join(root, 'client'), stdio: 'inherit' }),
  },
  {
    name: 'server',
    inputs: ['server/src', 'server/package.json', 'db/src', 'seeds/src', 'scripts/start', ...shared],
    stamp: 'server/dist/.sources-sha256',
    build: () => bundleServer(root),
  },
];

for (const b of builds) {
  const started = performance.now();
  const sum = fingerprint(root, b.inputs);
  if (readStamp(path.join(root, b.stamp)) === sum) {
    console.log(`${b.name}: up to date (checked in ${(performance.now() - started).toFixed(0)} ms)`);
    continue;
  }
  console.log(`${b.name}: sources changed since the last build, building…`);
  await b.build();
  writeStamp(path.join(root, b.stamp), sum);
  console.log(`${b.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (!process.argv.includes('--build')) {
  // A relative DATABASE_FILE means relative to where the command was run (pnpm passes INIT_CWD; plain node is
  // given it here), not to server/ where the bundle runs.
  const env = { INIT_CWD: process.cwd(), ...process.env };
  const server = spawn(process.execPath, ['dist/server.mjs'], { cwd: path.join(root, 'server'), env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

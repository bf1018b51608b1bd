// Runs the Playwright suite. Without BASE_URL it builds the client and Playwright starts a fresh server
// (new seeded database) itself; with BASE_URL (docker-compose's e2e service) it targets that app.
// E2E_CLIENT_DIST builds into another folder, so parallel runs never share client/dist.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = `${root}client`;
const run = (cmd, cwd) => execSync(cmd, { stdio: 'inherit', env: process.env, cwd });
const outDir = process.env.E2E_CLIENT_DIST;

// Local binaries through node, so this works whether or not pnpm is on PATH.
if (!process.env.BASE_URL) run(`node node_modules/vite/bin/vite.js build${outDir ? ` --outDir ${outDir} --emptyOutDir` : ''}`, client);
run(`node node_modules/@playwright/test/cli.js test ${process.argv.slice(2).join(' ')}`.trim(), client);

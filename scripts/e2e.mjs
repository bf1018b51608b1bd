// Runs the Playwright suite. Without BASE_URL it builds the client and Playwright starts a fresh server
// (new seeded database) itself; with BASE_URL (docker-compose's e2e service) it targets that app.
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: process.env });

if (!process.env.BASE_URL) run('pnpm --filter @cashloop/client build');
run(`pnpm --filter @cashloop/client exec playwright test ${process.argv.slice(2).join(' ')}`.trim());

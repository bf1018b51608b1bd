import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Against BASE_URL when given (docker-compose's e2e service); otherwise a fresh server with a new database.
const externalBaseUrl = process.env.BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100);
// 127.0.0.1, not localhost: the server listens on IPv4 loopback by default (decision 0048), and localhost may be ::1 first.
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
// docker-compose's mounted folder: the HTML report and every test's output (traces, failure bundles) go there, so
// they outlive the container. Unset, Playwright's own places (client/playwright-report, client/test-results).
const resultsDir = process.env.E2E_RESULTS_DIR;
// A new database per run, in its own folder that global-teardown removes.
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `cashloop-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
const databaseFile = join(dataDir, 'e2e.sqlite');

const workers = Number(process.env.E2E_WORKERS ?? 4);
// Workers share the cores with the server (and here with other people's runs): a test gets a fraction of
// a core, so its time budget grows with the workers per core rather than a fixed 90 s that fits one worker.
const slowdown = Math.max(1, workers / availableParallelism());

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  // Every test works in its own mock session (e2e/fixtures/mock-platform.ts), so tests of one file run
  // in parallel too, against the one server.
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000 * slowdown,
  expect: { timeout: 15_000 * slowdown },
  reporter: resultsDir
    ? [['list'], ['html', { open: 'never', outputFolder: join(resultsDir, 'report') }], ['junit', { outputFile: join(resultsDir, 'junit.xml') }]]
    : process.env.CI
      ? [['list']]
      : [['list'], ['html', { open: 'never' }]],
  ...(resultsDir ? { outputDir: join(resultsDir, 'test-results') } : {}),
  use: {
    baseURL,
    // A trace (actions, DOM snapshots, network; no screencast) is recorded for a failed test's retry only (CI
    // retries once; elsewhere add --trace on). Recording one for every test cost a sixth of Chromium's CPU and
    // the screencast had doubled it, on two cores shared by four workers and the server every test waits on
    // (docs/decisions/0019-test-workers.md).
    trace: { mode: 'on-first-retry', screenshots: false },
    // As a user who asked for less motion: no transitions or chart animations to render (the theme and
    // lib/chart-setup.ts honour the setting); a fifth less of Chromium's CPU. E2E_MOTION=full tests with them.
    ...(process.env.E2E_MOTION === 'full' ? {} : { reducedMotion: 'reduce' as const }),
    // Debian's chromium-headless-shell, the build Playwright itself runs headless tests in: the suite took 346 s
    // instead of 550 s in the full browser's headless mode (decision 0049). It has no window: for --headed, --ui or
    // --debug, CHROMIUM_PATH=/usr/bin/chromium (Debian's chromium; scripts/ensure-chromium.mjs installs either).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        // The bundle `pnpm start` runs (scripts/e2e.mjs builds one for this run); else the sources through
        // tsx. Started with plain node either way, so no global pnpm is needed.
        command: ['node', ...(process.env.E2E_SERVER_BUNDLE ? [process.env.E2E_SERVER_BUNDLE] : ['--import', 'tsx', 'src/server.ts'])].join(' '),
        cwd: '../server',
        url: `${baseURL}/healthz`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          DATABASE_FILE: databaseFile,
          LOG_LEVEL: 'warn',
          ...(process.env.E2E_CLIENT_DIST ? { CLIENT_DIST: process.env.E2E_CLIENT_DIST } : {}),
        },
      },
});

import { defineConfig } from '@playwright/test';

// A running Cashloop mock server (`pnpm start` in the dashboard's checkout serves http://localhost:3000).
const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: './tests',
  // Every test gets its own mock session (an isolated world), so tests of one file run in parallel too.
  fullyParallel: true,
  workers: 4,
  // As the dashboard's own suite on CI (one retry, reported as flaky, so a flake stays visible), none locally.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Debian's chromium-headless-shell by default, as on the dashboard's machines (the build Playwright runs headless
    // tests in); CHROMIUM_PATH names another browser, /usr/bin/chromium for --headed or --ui.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

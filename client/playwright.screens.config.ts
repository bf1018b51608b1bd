import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `pnpm screens` (scripts/e2e.mjs builds and serves the app as for the suite): screenshots, not tests.
export default defineConfig({
  ...base,
  testMatch: '**/*.screens.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
});

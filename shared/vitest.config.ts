import { defineConfig } from 'vitest/config';

// A generous timeout, as in every package's suite, so a loaded machine (another clone's suite beside it) fails nothing.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });

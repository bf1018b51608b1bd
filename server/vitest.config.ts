import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated, seeded template database; each test file works on its own copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // Generous: worlds of ~110 MB are copied in many tests, and CI machines are busy. Nothing asserts on time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

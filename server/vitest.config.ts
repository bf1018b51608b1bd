import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated, seeded template database; each test file works on its own copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // Generous: worlds of ~22 MB are copied in many tests, and CI machines are busy. Nothing asserts on time.
    testTimeout: 60_000,
    // Test files of one worker share the imported modules: importing the app (~1.3 s a file) then happens
    // once per worker instead of once per file (CI: 94 s of imports became 6 s). Safe because every file
    // builds its own app and worlds through createTestApp and none mocks modules or edits process.env.
    isolate: false,
    // A worker per core: vitest's default (cores - 1) ran every file in one worker on CI's two cores, while
    // its main process sat idle (docs/decisions/0019-test-workers.md: 440 s → 340 s).
    maxWorkers: availableParallelism(),
    hookTimeout: 60_000,
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const testFile = /\.test\.tsx?$/;
const allTests = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allTests(join(dir, e.name)) : testFile.test(e.name) ? [relative(root, join(dir, e.name))] : [],
  );

/**
 * Test files that replace modules or globals (vi.mock, spies, fake timers, stubbed globals) run isolated,
 * each with fresh modules; the rest share one module graph per worker, so React, Mantine and the app's
 * modules are imported once per worker instead of once per file (172 s → about 30 s on a busy machine).
 * Chosen by reading the files, so a new test lands on the right side by itself.
 */
const replacesModulesOrGlobals = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(/;
const tests = allTests(join(root, 'src'));
const isolatedTests = tests.filter((f) => replacesModulesOrGlobals.test(readFileSync(join(root, f), 'utf8')));
const sharedTests = tests.filter((f) => !isolatedTests.includes(f));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Form tests drive Mantine through jsdom: seconds each on a busy 2-core machine. Nothing asserts on time.
    testTimeout: 20_000,
    // A worker per core, not vitest's cores - 1, which is one worker on CI's two cores (docs/decisions/0019-test-workers.md).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedTests, isolate: true } },
      { extends: true, test: { name: 'shared', include: sharedTests, isolate: false } },
    ],
  },
});

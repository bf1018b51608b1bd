import { defineConfig } from 'vitest/config';

// A generous timeout, as in every package's suite: these tests migrate and fill whole databases, and one took more than
// vitest's default 5 s while a second clone's suite ran beside this one (issue 44, item 11).
export default defineConfig({ test: { testTimeout: 30_000 } });

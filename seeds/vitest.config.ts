import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// A worker per core, not vitest's cores - 1, which is one worker on CI's two cores (docs/decisions/0019-test-workers.md).
// A generous timeout, as in every package's suite, so a loaded machine (another clone's suite beside it) fails nothing.
export default defineConfig({ test: { maxWorkers: availableParallelism(), testTimeout: 30_000 } });

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// A worker per core, not vitest's cores - 1, which is one worker on CI's two cores (docs/decisions/0019-test-workers.md).
export default defineConfig({ test: { maxWorkers: availableParallelism() } });

import { defineConfig } from 'vitest/config';

// A generous timeout, as in the server's and client's suites: these tests fork processes and talk over sockets, and
// a loaded machine (another clone's suite beside this one) stretched one past vitest's default 5 s.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 30_000 } });

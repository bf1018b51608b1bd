// The commit worker run from the sources (decision 0013, 2026-11-24 second section and 2026-11-25): plain
// JavaScript that registers tsx itself, whatever loader (or none) its parent runs with, as the template
// seeder's worker does, then runs the worker's body. The bundle `pnpm start` runs has its own build of that
// body instead (scripts/start/bundle-server.mjs), without tsx.
import { register } from 'tsx/esm/api';

register();
await import('./transaction-import-commit-worker.ts');

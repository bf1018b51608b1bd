import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface StartupCollection {
  ms: number;
  beforeBytes: number;
  afterBytes: number;
}

/**
 * One full collection, run by server.ts once the app is ready and before it listens (decision 0023). Starting
 * up (modules, migrations, the world's image, the first seeding) leaves garbage among what stays. Left there,
 * the first full collection under traffic found it: on `large` at 50 connections, 13-22 s in, it paused
 * 29-31 ms, and every waiting call waited it. Collected here, before anyone calls, that collection paused
 * 2.5-8.5 ms in most runs.
 * `gc` is reached without `--expose-gc` on the command line: the flag is set for the one context made to get
 * it, then cleared, so the app's own global never has a `gc`.
 */
export function collectStartupGarbage(): StartupCollection {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  const beforeBytes = process.memoryUsage().heapUsed;
  const started = performance.now();
  gc();
  return { ms: performance.now() - started, beforeBytes, afterBytes: process.memoryUsage().heapUsed };
}

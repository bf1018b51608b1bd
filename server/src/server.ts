import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { collectStartupGarbage } from './lib/startup-heap';

// The old generation may grow to twice what a full GC leaves before the next one starts. V8's own factor left only
// ~15 % of headroom over this server's ~42 MB live heap, so under 50 concurrent calls full GCs came in bursts, each
// holding a whole turn of the loop for 100-150 ms on one core (decision 0014, seventh pass). V8 reads the flag each
// time it sets the limit; `--heap-growing-percent` on the command line overrides it.
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=100');

/** Reads config, listens, and shuts down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.startupGc) {
    // Every plugin's start-up is done at ready: what is garbage now is start-up's (lib/startup-heap.ts).
    await app.ready();
    const { ms, beforeBytes, afterBytes } = collectStartupGarbage();
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    app.log.info({ ms: Math.round(ms), heapMbBefore: mb(beforeBytes), heapMbAfter: mb(afterBytes) }, 'start-up garbage collected');
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

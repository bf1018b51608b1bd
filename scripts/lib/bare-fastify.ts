// The yardstick of every benchmark (DESIGN §9): a bare Fastify app with one hello-JSON route, the same
// Fastify the server uses, in its own process (lib/bare-fastify-server.mjs, plain node like the server
// bundle `pnpm start` runs). Figures are printed with their ratio to it, so runs on busier or faster
// machines compare.
import { fileURLToPath } from 'node:url';
import { type Latency, type Throughput, concurrentGet, fmtLatency, fmtThroughput, sequentialGet } from './load';
import { HUGE_PAGES_ENV, type RunningServer, spawnNodeServer } from './spawn-server';

const entry = fileURLToPath(new URL('./bare-fastify-server.mjs', import.meta.url));
const scriptsDir = fileURLToPath(new URL('../', import.meta.url));
export const HELLO_PATH = '/hello';
/** Bare Fastify's fixed JSON text of `?bytes=` bytes (bare-fastify-server.mjs). */
export const TEXT_PATH = '/text';
/** Bare Fastify's own figure is at least this many calls; so is every figure set beside it (computed-figure.ts). */
export const BARE_CALLS = 20_000;
const BARE_WARMUP = 5_000;

/** Starts the bare app as its own process, with the same environment as the server (huge pages included). */
export function startBareFastify(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  return spawnNodeServer(entry, scriptsDir, { ...HUGE_PAGES_ENV, HELLO_PATH, TEXT_PATH, ...extraEnv }, HELLO_PATH);
}

export interface BareFigures {
  sequential: Latency;
  concurrent?: Throughput;
  concurrency?: number;
  startupMs: number;
  rssBytes: number;
}

/** Sequential latency of hello-JSON and, when given a concurrency, throughput at it (over at least BARE_CALLS calls). */
export async function measureBare(bare: RunningServer, options: { sequential?: number; concurrency?: number; requests?: number } = {}): Promise<BareFigures> {
  const sequential = await sequentialGet(bare.base, HELLO_PATH, options.sequential ?? 1000, {}, 300);
  const figures: BareFigures = { sequential, startupMs: bare.startupMs, rssBytes: bare.rssBytes() };
  if (options.concurrency) {
    figures.concurrency = options.concurrency;
    // At least BARE_CALLS after BARE_WARMUP: bare Fastify answers 30,000 a second here, so a benchmark's 3,000
    // calls were a tenth of a second of a generator still compiling, and read 12,000-20,000 (decision 0024).
    const requests = Math.max(options.requests ?? 0, BARE_CALLS);
    figures.concurrent = await concurrentGet(bare.base, [HELLO_PATH], { concurrency: options.concurrency, requests, warmup: BARE_WARMUP });
  }
  return figures;
}

export function describeBare(b: BareFigures): string {
  const lines = [`bare Fastify hello-JSON, sequential: ${fmtLatency(b.sequential)}`];
  if (b.concurrent) lines.push(`bare Fastify hello-JSON, ${b.concurrency} concurrent: ${fmtThroughput(b.concurrent)}`);
  return lines.join('\n');
}

/** Starts the bare app, measures it and stops it: for benchmarks that need it only once. */
export async function bareFigures(options: Parameters<typeof measureBare>[1] = {}): Promise<BareFigures> {
  const bare = await startBareFastify();
  try {
    return await measureBare(bare, options);
  } finally {
    await bare.stop();
  }
}

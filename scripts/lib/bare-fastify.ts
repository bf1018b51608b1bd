// The yardstick of every benchmark (DESIGN §9): a bare Fastify app with one hello-JSON route, the same
// Fastify the server uses, in its own process (lib/bare-fastify-server.mjs, plain node like the server
// bundle `pnpm start` runs). Figures are set beside it, so runs on busier or faster machines compare.
import { fileURLToPath } from 'node:url';
import { type Latency, type Throughput, concurrentGet, fmtLatency, fmtThroughput, sequentialGet } from './load';
import { type RunningServer, spawnNodeServer } from './spawn-server';

const entry = fileURLToPath(new URL('./bare-fastify-server.mjs', import.meta.url));
const scriptsDir = fileURLToPath(new URL('../', import.meta.url));
export const HELLO_PATH = '/hello';

/** Starts the bare app as its own process, with plain node like the server. */
export function startBareFastify(): Promise<RunningServer> {
  return spawnNodeServer(entry, scriptsDir, { HELLO_PATH }, HELLO_PATH);
}

export interface BareFigures {
  sequential: Latency;
  concurrent?: Throughput;
  concurrency?: number;
}

/** Sequential latency of hello-JSON and, when given a concurrency, its throughput at it. */
export async function measureBare(bare: RunningServer, options: { sequential?: number; concurrency?: number; requests?: number } = {}): Promise<BareFigures> {
  const sequential = await sequentialGet(bare.base, HELLO_PATH, options.sequential ?? 1000, {}, 300);
  if (!options.concurrency) return { sequential };
  // A warm-up first: the load generator's and Fastify's code still compiling read a third lower (decision 0024).
  const concurrent = await concurrentGet(bare.base, [HELLO_PATH], { concurrency: options.concurrency, requests: options.requests ?? 5000, warmup: 2000 });
  return { sequential, concurrent, concurrency: options.concurrency };
}

export function describeBare(b: BareFigures): string {
  const lines = [`bare Fastify hello-JSON, sequential: ${fmtLatency(b.sequential)}`];
  if (b.concurrent) lines.push(`bare Fastify hello-JSON, ${b.concurrency} concurrent: ${fmtThroughput(b.concurrent)}`);
  return lines.join('\n');
}

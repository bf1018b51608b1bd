// The yardstick of every benchmark (DESIGN §9): a bare Fastify app with one hello-JSON route, the same
// Fastify the server uses, in its own process started the same way as the server. Figures are printed
// with their ratio to it, so runs on busier or faster machines compare.
//
// Run directly (`node --import tsx lib/bare-fastify.ts`, PORT set) it serves; imported, it starts and
// measures that process.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Latency, type Throughput, concurrentGet, fmtLatency, fmtThroughput, sequentialGet } from './load';
import { HUGE_PAGES_ENV, type RunningServer, spawnNodeServer } from './spawn-server';

const self = fileURLToPath(import.meta.url);
const scriptsDir = fileURLToPath(new URL('../', import.meta.url));
export const HELLO_PATH = '/hello';

interface BareApp {
  get(path: string, handler: () => unknown): void;
  listen(options: { port: number; host: string }): Promise<string>;
}

if (process.argv[1] && fileURLToPath(pathToFileURL(process.argv[1])) === self) {
  // The server's own Fastify (scripts does not depend on it): resolved from server/package.json.
  const fastifyEntry = createRequire(new URL('../../server/package.json', import.meta.url)).resolve('fastify');
  const { default: Fastify } = (await import(pathToFileURL(fastifyEntry).href)) as { default: (o: { logger: boolean }) => BareApp };
  const app = Fastify({ logger: false });
  app.get(HELLO_PATH, () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => process.exit(0));
}

/** Starts the bare app as its own process, with the same environment as the server (huge pages included). */
export function startBareFastify(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  return spawnNodeServer(self, scriptsDir, { ...HUGE_PAGES_ENV, ...extraEnv }, HELLO_PATH);
}

export interface BareFigures {
  sequential: Latency;
  concurrent?: Throughput;
  concurrency?: number;
  startupMs: number;
  rssBytes: number;
}

/** Sequential latency of hello-JSON and, when given a concurrency, throughput at it. */
export async function measureBare(bare: RunningServer, options: { sequential?: number; concurrency?: number; requests?: number } = {}): Promise<BareFigures> {
  const sequential = await sequentialGet(bare.base, HELLO_PATH, options.sequential ?? 1000, {}, 300);
  const figures: BareFigures = { sequential, startupMs: bare.startupMs, rssBytes: bare.rssBytes() };
  if (options.concurrency) {
    figures.concurrency = options.concurrency;
    figures.concurrent = await concurrentGet(bare.base, [HELLO_PATH], { concurrency: options.concurrency, requests: options.requests ?? 3000, warmup: 1000 });
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

import { existsSync, statSync } from 'node:fs';
import { call, concurrentGet, fmtLatency, ms, type Throughput } from './load';
import { BARE_CALLS, HELLO_PATH, TEXT_PATH } from './bare-fastify';
import { type RunningServer, waitForIdle } from './spawn-server';

export interface FigureOptions {
  label: string;
  headers: Record<string, string>;
  concurrency: number;
  /** Calls measured (`figureCalls`). */
  requests: number;
  /** Calls before them, not in the figure. */
  warmup: number;
  /**
   * Bare Fastify, measured right before the figure's warm-up and right after the figure (`BESIDE_CALLS` each):
   * the figure's ratios are to those two runs, not to one run minutes earlier. This machine's speed moves by up
   * to 2× within a minute (bare Fastify's CPU per call read 27 and 56 µs in one benchmark, decision 0026).
   */
  bare?: RunningServer;
}

/**
 * The calls of a figure: those asked (a benchmark's argument), but at least as many as bare Fastify's own figure
 * (BARE_CALLS, decision 0027). 5,000 calls of GET /user were a third of a second of a server fresh from sign-in,
 * its code still compiling (×0.35-0.39, against ×0.45 over 20,000 after 20,000).
 */
export const figureCalls = (asked?: string): number => Math.max(Number(asked ?? BARE_CALLS), BARE_CALLS);

const BESIDE_CALLS = 10_000;
/** Answers at least this long on average get the same-bytes line (describeSameBytes). */
const SAME_BYTES_FROM = 2_000;
const BESIDE_WARMUP = 2_000;

/** Bare Fastify's figures around one figure: throughput and latencies the mean of the run before and the run after. */
export interface BareBeside extends Throughput {
  before: Throughput;
  after: Throughput;
}

async function measureBeside(bare: RunningServer, concurrency: number): Promise<Throughput> {
  return concurrentGet(bare.base, [HELLO_PATH], { concurrency, requests: BESIDE_CALLS, warmup: BESIDE_WARMUP });
}

/** Bare Fastify answering a fixed JSON text as long as the figure's answers are on average. */
export interface SameBytes extends Throughput {
  bytes: number;
}

async function measureSameBytes(bare: RunningServer, concurrency: number, bytes: number): Promise<SameBytes> {
  const t = await concurrentGet(bare.base, [`${TEXT_PATH}?bytes=${bytes}`], { concurrency, requests: BESIDE_CALLS, warmup: BESIDE_WARMUP });
  return { ...t, bytes };
}

/**
 * The line under a list's figure: what bare Fastify reaches answering as many bytes and nothing else, and the
 * figure as a share of it: what of a list's gap to hello JSON is its answers' size, and what is the server's own
 * work (bare Fastify answers 20-24 KB at about half to two thirds of its hello JSON rate here; decision 0027).
 */
export function describeSameBytes(same: SameBytes | null, figure: Throughput): string {
  if (!same) return '';
  return `\n${''.padEnd(6)}bare Fastify answering as many bytes (${same.bytes} of fixed JSON text): ${same.rps.toFixed(0)} req/s  p99 ${ms(same.p99)} ms; the figure is ×${(figure.rps / same.rps).toFixed(2)} of it`;
}

function besideOf(before: Throughput, after: Throughput): BareBeside {
  const mean = (a: number, b: number) => (a + b) / 2;
  return { n: before.n + after.n, p50: mean(before.p50, after.p50), p99: mean(before.p99, after.p99), max: Math.max(before.max, after.max), rps: mean(before.rps, after.rps), before, after };
}

/** The line under a figure: bare Fastify's mean of the two runs beside it, then each run's req/s. */
export function describeBeside(b: BareBeside | null): string {
  if (!b) return '';
  return `\n${''.padEnd(6)}bare Fastify beside it (the ratios' base): ${b.rps.toFixed(0)} req/s (${b.before.rps.toFixed(0)} before, ${b.after.rps.toFixed(0)} after)  p50 ${ms(b.p50)} ms  p99 ${ms(b.p99)} ms`;
}

/**
 * Waits (at most `maxMs`) until the default world's file has been written back after `since` (a sign-in
 * writes, and the server copies the whole world to its file a couple of seconds later: ~10 s of background
 * copying on the `large` world): the benchmark's own sign-in is then not in the first figure.
 * Write-backs that later writes cause (the clock's jobs) still fall in whichever figure runs then.
 */
export async function waitForWriteBack(file: string, since: number, maxMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    if (!existsSync(`${file}.writing`) && statSync(file).mtimeMs > since) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Idle by CPU is not idle enough: a server waiting in the kernel uses no CPU. The default world's write-back
 * used to end with an fsync on the only thread (0.3-3.3 s, decision 0014, fourth pass; now on the thread
 * pool), and a figure could start inside such a wait and charge it to its first 50 requests. Waits (at most `maxMs`) until three
 * calls in a row answer within 50 ms (or twice the quickest of them, for answers slow in themselves).
 */
async function waitForResponsive(server: RunningServer, path: string, headers: Record<string, string>, maxMs = 30_000): Promise<void> {
  const started = performance.now();
  let fast = 0;
  let quickest = Infinity;
  while (fast < 3 && performance.now() - started < maxMs) {
    const r = await call(server.base, path, { headers });
    quickest = Math.min(quickest, r.ms);
    // A call that is slow in itself (a middle page of the large world) counts as answered at twice its best.
    fast = r.ms <= Math.max(50, 2 * quickest) ? fast + 1 : 0;
  }
}

/**
 * One figure of the request-path benchmarks (bench:api, bench:spend, bench:large): the first URLs must
 * answer 200 and be computed (no x-answer-cache header); the server is then let go idle, so background work
 * after the calls before (a write-back of the world to its file) is not in the figure; then `warmup` GETs
 * and `requests` GETs at `concurrency`. Answers the measured part's throughput and the server's CPU time per
 * answer in it (the figure the machine's other load moves least), and the same two for the warm-up: a
 * fresh server's first few thousand list answers cost up to twice as much while V8 compiles their code and
 * settles its heap (decision 0014, seventh pass), so the benches print the warm-up beside the figure.
 */
export async function computedFigure(
  server: RunningServer,
  paths: string[],
  o: FigureOptions,
): Promise<{ t: Throughput; cpuPer: number; warm: { t: Throughput; cpuPer: number } | null; bare: BareBeside | null; sameBytes: SameBytes | null }> {
  let bytes = 0;
  for (const path of paths) {
    const r = await call(server.base, path, { headers: o.headers });
    if (r.status !== 200) throw new Error(`${o.label}: ${r.status} ${r.body.slice(0, 200)} (${path})`);
    if (r.headers['x-answer-cache']) throw new Error(`${o.label}: answered from the answer cache`);
    bytes += Buffer.byteLength(r.body);
  }
  await waitForIdle(server);
  await waitForResponsive(server, paths[0]!, o.headers);
  const { requests, warmup } = o;
  const bareBefore = o.bare ? await measureBeside(o.bare, o.concurrency) : null;
  const cpuBefore = server.cpuMs();
  let cpuWarm = cpuBefore;
  const { warm, ...t } = await concurrentGet(server.base, paths, {
    concurrency: o.concurrency,
    requests,
    warmup,
    headers: o.headers,
    label: o.label,
    afterWarmup: () => (cpuWarm = server.cpuMs()),
  });
  const cpuPer = (server.cpuMs() - cpuWarm) / requests;
  const bareAfter = o.bare ? await measureBeside(o.bare, o.concurrency) : null;
  // Only for answers well over hello JSON's size: for GET /user the floor is hello JSON's own.
  const meanBytes = Math.round(bytes / paths.length);
  const sameBytes = o.bare && meanBytes >= SAME_BYTES_FROM ? await measureSameBytes(o.bare, o.concurrency, meanBytes) : null;
  return {
    t,
    cpuPer,
    warm: warm && { t: warm, cpuPer: (cpuWarm - cpuBefore) / warmup },
    bare: bareBefore && bareAfter ? besideOf(bareBefore, bareAfter) : null,
    sameBytes,
  };
}

/** The warm-up's line under a figure: what the same calls cost the first time round (with the server's CPU when measured). */
export function describeWarmup(warm: { t: Throughput; cpuPer?: number } | null): string {
  if (!warm) return '';
  const cpu = warm.cpuPer === undefined ? '' : `  server CPU ${warm.cpuPer.toFixed(2)} ms/answer`;
  return `\n${''.padEnd(6)}its warm-up before it, not in the figure: ${fmtLatency(warm.t)}  ${warm.t.rps.toFixed(0)} req/s${cpu}`;
}

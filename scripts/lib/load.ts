import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pinning } from './spawn-server';

export interface Answer {
  ms: number;
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

const agents = new Map<number, Agent>();
/** One keep-alive agent per concurrency, so a run never waits for a socket. */
function agentFor(concurrency: number): Agent {
  let agent = agents.get(concurrency);
  if (!agent) agents.set(concurrency, (agent = new Agent({ keepAlive: true, maxSockets: concurrency })));
  return agent;
}

/** Ends the keep-alive agents of `call` and the load generator process. */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
  generator?.kill();
  generator = null;
}

/** One HTTP call over a keep-alive connection, timed from before the request to the last byte. */
export function call(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; concurrency?: number } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', agent: agentFor(options.concurrency ?? 1), headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export interface Latency {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1)! };
}

export interface Throughput extends Latency {
  rps: number;
  /** The load generator's own longest event-loop stall while measuring (ms): every call in flight then waited too. */
  stallMs?: number;
}

/** `fn` `n` times one after another; the times it answers (or took, when it answers nothing). */
async function sequentialTimes(n: number, fn: (i: number) => Promise<number | void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const ms = await fn(i);
    times.push(typeof ms === 'number' ? ms : performance.now() - started);
  }
  return times;
}

/** Sequential GETs of one path (after `warmup` unmeasured ones). */
export async function sequentialGet(base: string, path: string, n: number, headers: Record<string, string> = {}, warmup = 100): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await call(base, path, { headers });
  return latency(
    await sequentialTimes(n, async () => {
      const r = await call(base, path, { headers });
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.body.slice(0, 200)}`);
      return r.ms;
    }),
  );
}

/**
 * `requests` GETs, `concurrency` in flight at once over keep-alive connections, cycling through `paths`
 * (a path taken from `paths(i)` when it is a function, for URLs that must never repeat). `warmup`
 * requests first, under the same concurrency: not in the answer's figures, but measured alike and answered
 * apart (`warm`), since a fresh server's first thousands of answers are the slow ones; `afterWarmup` runs
 * between the two (a CPU reading). The calls are made by lib/load-generator.mjs, a process of its own on the
 * load core (decision 0024), so this process's own work and collections are not in the figures.
 */
export async function concurrentGet(
  base: string,
  paths: string[] | ((i: number) => string),
  options: { concurrency: number; requests: number; warmup?: number; headers?: Record<string, string>; label?: string; afterWarmup?: () => void },
): Promise<Throughput & { warm: Throughput | null }> {
  const { concurrency, requests, warmup = 0, headers = {} } = options;
  const url = new URL(base);
  const list = typeof paths === 'function' ? Array.from({ length: warmup + requests }, (_, i) => paths(i)) : paths;
  const child = loadGenerator();
  const figures = (r: PartResult, count: number): Throughput | null =>
    count > 0 ? { ...latency(r.times), rps: count / r.seconds, stallMs: r.stallMs } : null;
  let onMessage: ((m: GeneratorMessage) => void) | undefined;
  let onExit: ((code: number | null) => void) | undefined;
  child.channel?.ref(); // a job in flight keeps this process alive
  try {
    return await new Promise((resolve, reject) => {
      let warm: Throughput | null = null;
      onMessage = (m) => {
        if (m.type === 'error') return reject(new Error(`${options.label ?? list[0]}: ${m.message}`));
        if (m.type === 'warm') {
          warm = figures(m.result, warmup);
          options.afterWarmup?.();
          return void child.send({ type: 'go' });
        }
        resolve({ ...figures(m.result, requests)!, warm });
      };
      onExit = (code) => reject(new Error(`the load generator ended (${code}) before its figures`));
      child.on('message', onMessage).on('exit', onExit);
      child.send({ type: 'job', job: { host: url.hostname, port: Number(url.port), paths: list, headers, concurrency, warmup, requests } });
    });
  } finally {
    child.off('message', onMessage!).off('exit', onExit!);
    child.channel?.unref();
  }
}

let generator: ChildProcess | null = null;
/** The load generator process, forked at the first figure and kept (unreferenced, so it never holds this process open). */
function loadGenerator(): ChildProcess {
  if (generator && generator.exitCode === null && generator.signalCode === null) return generator;
  const execArgv = process.env.BENCH_LOAD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  generator = fork(generatorFile, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  generator.unref();
  generator.channel?.unref();
  return generator;
}

interface PartResult {
  times: number[];
  seconds: number;
  stallMs: number;
}
type GeneratorMessage = { type: 'warm' | 'done'; result: PartResult } | { type: 'error'; message: string };
const generatorFile = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));

/** The conditions of a run, printed first by every benchmark. */
export function machineNote(): string {
  const [one, five] = loadavg();
  const where = pinning ? `load generator on core ${pinning.load}, servers on every core (on core ${pinning.server} only while throughput is compared)` : 'not pinned';
  return `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, node ${process.version}, load average ${one!.toFixed(2)} (1 min) ${five!.toFixed(2)} (5 min), ${where}`;
}

export const loadNow = () => loadavg()[0]!.toFixed(2);

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
/** A ratio to bare Fastify; below 1 with two decimals, so ×0.36 never reads as a met ×0.4 target. */
export const times = (value: number, bare: number) => {
  const r = value / bare;
  return `×${r.toFixed(r >= 100 ? 0 : r < 1 ? 2 : 1)}`;
};
export const fmtLatency = (l: Latency, bare?: Latency) =>
  `p50 ${ms(l.p50)} ms${bare ? ` (${times(l.p50, bare.p50)})` : ''}  p99 ${ms(l.p99)} ms${bare ? ` (${times(l.p99, bare.p99)})` : ''}  max ${ms(l.max)} ms  n=${l.n}`;
export const fmtThroughput = (t: Throughput, bare?: Throughput) =>
  `${fmtLatency(t, bare)}  ${t.rps.toFixed(0)} req/s${bare ? ` (${times(t.rps, bare.rps)})` : ''}${t.stallMs === undefined ? '' : `  generator stall ≤ ${ms(t.stallMs)} ms`}`;

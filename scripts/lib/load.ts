import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
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

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
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
}

/** `fn` `n` times one after another; the times it answers (or took, when it answers nothing). */
export async function sequentialTimes(n: number, fn: (i: number) => Promise<number | void>): Promise<number[]> {
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
 * between the two (a CPU reading).
 */
export async function concurrentGet(
  base: string,
  paths: string[] | ((i: number) => string),
  options: { concurrency: number; requests: number; warmup?: number; headers?: Record<string, string>; label?: string; afterWarmup?: () => void },
): Promise<Throughput & { warm: Throughput | null }> {
  const { concurrency, requests, headers = {} } = options;
  const pathAt = typeof paths === 'function' ? paths : (i: number) => paths[i % paths.length]!;
  let i = 0;
  const run = async (count: number): Promise<Throughput | null> => {
    if (count <= 0) return null;
    const times: number[] = [];
    const stop = i + count;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (i < stop) {
          const path = pathAt(i++);
          const r = await call(base, path, { headers, concurrency });
          if (r.status !== 200) throw new Error(`${options.label ?? path}: ${r.status} ${r.body.slice(0, 200)}`);
          times.push(r.ms);
        }
      }),
    );
    return { ...latency(times), rps: count / ((performance.now() - started) / 1000) };
  };
  const warm = await run(options.warmup ?? 0);
  options.afterWarmup?.();
  return { ...(await run(requests))!, warm };
}

/** The conditions of a run, printed first by every benchmark. */
export function machineNote(): string {
  const [one, five] = loadavg();
  const where = pinning ? `servers pinned to core ${pinning.server}, load generator to core ${pinning.load}` : 'not pinned';
  return `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, node ${process.version}, load average ${one!.toFixed(2)} (1 min) ${five!.toFixed(2)} (5 min), ${where}`;
}

export const loadNow = () => loadavg()[0]!.toFixed(2);

export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
/** "×12.3": a figure divided by the bare Fastify figure of the same kind. */
/** A ratio to bare Fastify; below 1 with two decimals, so ×0.36 never reads as a met ×0.4 target. */
export const times = (value: number, bare: number) => {
  const r = value / bare;
  return `×${r.toFixed(r >= 100 ? 0 : r < 1 ? 2 : 1)}`;
};
export const fmtLatency = (l: Latency, bare?: Latency) =>
  `p50 ${ms(l.p50)} ms${bare ? ` (${times(l.p50, bare.p50)})` : ''}  p99 ${ms(l.p99)} ms${bare ? ` (${times(l.p99, bare.p99)})` : ''}  max ${ms(l.max)} ms  n=${l.n}`;
export const fmtThroughput = (t: Throughput, bare?: Throughput) =>
  `${fmtLatency(t, bare)}  ${t.rps.toFixed(0)} req/s${bare ? ` (${times(t.rps, bare.rps)})` : ''}`;

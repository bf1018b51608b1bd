import { call, concurrentGet, type Throughput } from './load';
import { type RunningServer, waitForIdle } from './spawn-server';

export interface FigureOptions {
  label: string;
  headers: Record<string, string>;
  concurrency: number;
  requests: number;
  warmup: number;
  /** How many of the URLs are checked first. */
  check: number;
}

/**
 * One figure of the request-path benchmarks (bench:api, bench:spend, bench:large): the first URLs must
 * answer 200 and be computed (no x-answer-cache header); the server is then let go idle, so background work
 * after the calls before (a write-back of the world to its file) is not in the figure; then `requests` GETs
 * at `concurrency` after `warmup` ones. Answers the throughput and the server's CPU time per answer, warm-up
 * included: the figure the machine's other load moves least.
 */
export async function computedFigure(server: RunningServer, paths: string[], o: FigureOptions): Promise<{ t: Throughput; cpuPer: number }> {
  for (const path of paths.slice(0, o.check)) {
    const r = await call(server.base, path, { headers: o.headers });
    if (r.status !== 200) throw new Error(`${o.label}: ${r.status} ${r.body.slice(0, 200)} (${path})`);
    if (r.headers['x-answer-cache']) throw new Error(`${o.label}: answered from the answer cache`);
  }
  await waitForIdle(server);
  const cpuBefore = server.cpuMs();
  const t = await concurrentGet(server.base, paths, { concurrency: o.concurrency, requests: o.requests, warmup: o.warmup, headers: o.headers, label: o.label });
  return { t, cpuPer: (server.cpuMs() - cpuBefore) / (o.requests + o.warmup) };
}

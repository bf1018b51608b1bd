import { describeBare, measureBare, type BareFigures } from './bare-fastify';
import { signIn } from './api';
import { fmtThroughput, loadNow } from './load';
import { computedFigure, describeBeside, describeSameBytes, describeWarmup, waitForWriteBack } from './computed-figure';
import type { RunningServer } from './spawn-server';

export interface ComputedRun {
  headers: Record<string, string>;
  bareFigs: BareFigures;
  /**
   * Measures one figure (computedFigure) and prints its line: `note` follows the URL count; skipped unless its label
   * holds a word of BENCH_ONLY, where given.
   */
  figure: (label: string, paths: string[], target: string, note?: string) => Promise<void>;
}

/**
 * What the computed-figure benchmarks (bench:api, bench:large, bench:other-lists) do before their figures: sign in,
 * wait for the world's write-back the sign-in starts, measure bare Fastify once and print it with the run's terms.
 * Each figure's line pads its label to `pad`.
 */
export async function startComputedRun(
  server: RunningServer,
  bare: RunningServer,
  worldFile: string,
  options: { concurrency: number; requests: number; pad: number },
): Promise<ComputedRun> {
  const { concurrency, requests, pad } = options;
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? null;
  const signedInAt = Date.now();
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  await waitForWriteBack(worldFile, signedInAt);
  const bareFigs = await measureBare(bare, { sequential: 1000, concurrency, requests });
  console.log(describeBare(bareFigs));
  console.log(`answer cache off; ${requests} requests per figure after as many, ${concurrency} concurrent; ratios to bare Fastify at ${concurrency} concurrent, measured right before and right after each figure`);
  const figure = async (label: string, paths: string[], target: string, note = '') => {
    if (only && !only.some((word) => label.includes(word))) return;
    const { t, cpuPer, warm, bare: beside, sameBytes } = await computedFigure(server, paths, { label, headers, bare, concurrency, requests, warmup: requests });
    console.log(`${label.padEnd(pad)} ${String(paths.length).padStart(3)} URLs${note}  ${fmtThroughput(t, beside ?? bareFigs.concurrent)}  server CPU ${cpuPer.toFixed(2)} ms/answer  (target ${target}; load ${loadNow()})${describeWarmup(warm)}${describeBeside(beside)}${describeSameBytes(sameBytes, t)}`);
  };
  return { headers, bareFigs, figure };
}

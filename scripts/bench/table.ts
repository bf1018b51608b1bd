import { cpus } from 'node:os';
import { loadNow, median } from '../lib/load';
import { pinning } from '../lib/spawn-server';

/** One row of `pnpm bench`'s table: a figure of issue 44 beside its target. `met` null: reported, no target. */
export interface Figure {
  figure: string;
  target: string;
  measured: string;
  met: boolean | null;
}

export const MB = 1_000_000;
export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
export const msText = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : ms >= 100 ? `${ms.toFixed(0)} ms` : ms >= 10 ? `${ms.toFixed(1)} ms` : `${ms.toFixed(2)} ms`);
/** Three significant digits under ×0.1, so a ratio just under its line (×0.0498) never reads as the line itself. */
export const ratioText = (r: number) => `×${r < 0.1 ? r.toPrecision(3) : r.toFixed(2)}`;

/** "1.23 s (median of 3: 1.10–1.40 s)": a figure taken a few times, judged by its median. */
export const medianText = (values: number[]) =>
  values.length === 1 ? msText(values[0]!) : `${msText(median(values))} (median of ${values.length}: ${msText(Math.min(...values))}–${msText(Math.max(...values))})`;

export function markdownTable(rows: Figure[]): string {
  const met = (m: boolean | null) => (m === null ? '—' : m ? 'yes' : '**no**');
  return ['| figure | target | measured | met? |', '|---|---|---|---|', ...rows.map((r) => `| ${r.figure} | ${r.target} | ${r.measured} | ${met(r.met)} |`)].join('\n');
}

/** The machine line under the table: what the figures were measured on, and how busy it was. */
export function machineLine(loadBefore: string): string {
  const loadAfter = loadNow();
  const where = pinning ? `the load generator on core ${pinning.load}; the server on every core, and on core ${pinning.server} with bare Fastify for the 50-concurrent runs` : 'not pinned';
  // Other work on the cores slows every figure here; above ~1.5 on 2 cores, the run says so.
  const busy = Math.max(Number(loadBefore), Number(loadAfter)) > 0.75 * cpus().length ? '; the machine was busy: run again when it is quieter' : '';
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${loadBefore} before, ${loadAfter} after (1 min); ${where}${busy}`;
}

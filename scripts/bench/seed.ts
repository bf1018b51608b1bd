// Issue 44, item 3: the demo world's image and the time to seed it on a new database.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from '../lib/load';
import { type Figure, MB, mb, medianText } from './table';

const seedOnce = fileURLToPath(new URL('./seed-once.ts', import.meta.url));
const scriptsDir = fileURLToPath(new URL('../', import.meta.url));

export interface Seeding {
  figures: Figure[];
  imageBytes: number;
}

/** Seeds the demo world `runs` times, each in a new process (the seeds' modules loaded before the clock starts). */
export function seedFigures(runs: number): Seeding {
  const results = Array.from({ length: runs }, () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', seedOnce], { cwd: scriptsDir, encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').at(-1)!) as { ms: number; imageBytes: number };
  });
  const imageBytes = median(results.map((r) => r.imageBytes));
  const ms = results.map((r) => r.ms);
  return {
    imageBytes,
    figures: [
      { figure: 'demo world image', target: '≤ 30 MB', measured: mb(imageBytes), met: imageBytes <= 30 * MB },
      { figure: 'seeding the demo world on a new database (migrate, seed, image)', target: '≤ 3 s', measured: medianText(ms), met: median(ms) <= 3000 },
    ],
  };
}

// `pnpm bench [--large]`: every figure of issue 44 beside its target, in one Markdown table, with the machine
// and its load (DESIGN §9). The server runs as `pnpm start` runs it and is measured over HTTP only; a bare
// Fastify process in the same run is the yardstick of the throughput ratios. Progress goes to stderr, the
// table to stdout. `--large` adds the `large` world (its seeding alone takes 30-60 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './lib/api';
import { startBareFastify } from './lib/bare-fastify';
import { closeAgents, loadNow } from './lib/load';
import type { RunningServer } from './lib/spawn-server';
import { largeFigures } from './bench/large';
import { getter, listFigures } from './bench/lists';
import { seedFigures } from './bench/seed';
import { sessionFigures } from './bench/sessions';
import { startOnExistingDatabase, startOnNewDatabase } from './bench/start';
import { type Figure, machineLine, markdownTable } from './bench/table';
import { uploadFigures } from './bench/upload';

const large = process.argv.includes('--large');
const loadBefore = loadNow();
const dir = mkdtempSync(join(tmpdir(), 'cashloop-bench-'));
const progress = (line: string) => process.stderr.write(`${line}\n`);
const figures: Figure[] = [];
const running: RunningServer[] = [];
let failed = false;

/** One group of figures. One that fails is a row of its own, and the groups after it still run where they can. */
async function group(name: string, run: () => Promise<Figure[]> | Figure[]): Promise<void> {
  progress(`${name}…`);
  const t0 = performance.now();
  try {
    figures.push(...(await run()));
    progress(`${name}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  } catch (error) {
    failed = true;
    progress(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    figures.push({ figure: name, target: '', measured: `failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`, met: false });
  }
}
const started = <T extends RunningServer>(s: T): T => (running.push(s), s);

try {
  let imageBytes = NaN;
  await group('seeding the demo world, 3 times', () => {
    const seeding = seedFigures(3);
    imageBytes = seeding.imageBytes;
    return seeding.figures;
  });
  const file = join(dir, 'demo.sqlite');
  await group('starting the server on a new database, 3 times', async () => (await startOnNewDatabase(3, file)).figures);
  let server: RunningServer | undefined;
  await group('starting the server on the existing database, 5 times', async () => {
    const existing = await startOnExistingDatabase(file, 5);
    server = started(existing.server);
    return existing.figures;
  });
  const up = () => server ?? Promise.reject(new Error('no server: it did not start'));
  await group('sessions', async () => sessionFigures(await up(), imageBytes, { creates: 200, repeats: 100 }));
  const bare = started(await startBareFastify());
  let headers: Record<string, string> = {};
  await group('lists', async () => {
    headers = { authorization: `Bearer ${await signIn((await up()).base)}` };
    return listFigures(await up(), bare, headers, { sequential: 300, concurrent: 2000, progress });
  });
  // The upload last: its rows stay in the world.
  await group('upload', async () => uploadFigures(await up(), headers, getter(await up(), headers), join(dir, 'upload.csv'), 50_000));
  await server?.stop();
  await bare.stop();
  if (large) await group('the large world', () => largeFigures(dir, { sequential: 200, progress }));
} finally {
  for (const s of running) await s.stop();
  closeAgents();
  rmSync(dir, { recursive: true, force: true });
}

console.log(markdownTable(figures));
console.log(`\n${machineLine(loadBefore)}`);
if (failed) process.exitCode = 1;

// Where the time of making a world goes (not a benchmark with a target: a profile for issue 6's session
// creation, reset and restore). In this process, on a demo-world image: each step's wall time, CPU time
// (user + system, far less sensitive to other load on a shared machine than wall time) and minor page
// faults, with and without GLIBC_TUNABLES=glibc.malloc.hugetlb=1 (each in a child process of its own).
// Also what the image is made of (dbstat), since every copy is proportional to its size.
//
//   tsx profile-world-copy.ts [copies = 20]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabaseImage } from '@cashloop/db';
import Database from 'better-sqlite3';
import { machineNote, median } from './lib/load';
import { seededFile } from './lib/seeded-file';

const COPIES = Number(process.argv[2] ?? 20);
const MB = 1024 * 1024;

interface Step { wall: number; cpu: number; faults: number }
function measure(fn: () => void): Step {
  const u0 = process.cpuUsage();
  const f0 = process.resourceUsage().minorPageFault;
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const u = process.cpuUsage(u0);
  return { wall, cpu: (u.user + u.system) / 1000, faults: process.resourceUsage().minorPageFault - f0 };
}
const show = (label: string, steps: Step[]) =>
  console.log(`  ${label.padEnd(52)} wall ${median(steps.map((s) => s.wall)).toFixed(1).padStart(6)} ms  cpu ${median(steps.map((s) => s.cpu)).toFixed(1).padStart(6)} ms  minor faults ${median(steps.map((s) => s.faults)).toFixed(0).padStart(7)}`);

if (process.env.PROFILE_IMAGE) {
  const image = readFileSync(process.env.PROFILE_IMAGE);
  console.log(`\nGLIBC_TUNABLES=${process.env.GLIBC_TUNABLES || '(unset)'}: medians of ${COPIES}, image ${(image.length / MB).toFixed(1)} MB`);
  const alloc: Step[] = [], copyFresh: Step[] = [], copyWarm: Step[] = [], open: Step[] = [], openRaw: Step[] = [], close: Step[] = [], serialize: Step[] = [];
  const warm = Buffer.alloc(image.length);
  for (let i = 0; i < COPIES; i++) {
    let fresh!: Buffer;
    alloc.push(measure(() => (fresh = Buffer.allocUnsafeSlow(image.length))));
    copyFresh.push(measure(() => image.copy(fresh)));
    copyWarm.push(measure(() => image.copy(warm)));
    let raw!: Database.Database;
    openRaw.push(measure(() => (raw = new Database(image))));
    raw.close();
    let opened!: ReturnType<typeof openDatabaseImage>;
    open.push(measure(() => (opened = openDatabaseImage(image))));
    serialize.push(measure(() => opened.sqlite.serialize()));
    close.push(measure(() => opened.sqlite.close()));
  }
  show('Buffer.allocUnsafeSlow(size) (mapping only)', alloc);
  show('memcpy into that fresh buffer (page faults)', copyFresh);
  show('memcpy into a buffer already touched', copyWarm);
  show('new Database(image) (better-sqlite3 deserialize)', openRaw);
  show('openDatabaseImage(image) (what a world does)', open);
  show('sqlite.serialize() (a snapshot save)', serialize);
  show('close (frees the copy)', close);
  process.exit(0);
}

console.log(machineNote());
const world = seededFile('cashloop-profile-copy-');
try {
  const sqlite = new Database(world.file, { readonly: true });
  const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
  console.log(`image: ${sqlite.pragma('page_count', { simple: true })} pages of ${pageSize} B, ${sqlite.pragma('freelist_count', { simple: true })} free`);
  try {
    const rows = sqlite.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC LIMIT 12').all() as { name: string; bytes: number }[];
    for (const r of rows) console.log(`  ${(r.bytes / MB).toFixed(1).padStart(6)} MB  ${r.name}`);
  } catch (err) {
    console.log(`  (no dbstat: ${(err as Error).message})`);
  }
  sqlite.close();
  const self = fileURLToPath(import.meta.url);
  for (const tunables of ['glibc.malloc.hugetlb=1', '']) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', self, String(COPIES)], { env: { ...process.env, PROFILE_IMAGE: world.file, GLIBC_TUNABLES: tunables }, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`child exited ${r.status}`);
  }
} finally {
  world.cleanup();
}

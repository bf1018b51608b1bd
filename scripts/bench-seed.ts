// Seeding the demo world from scratch (migrate + seed), best and median of several runs. Target: < 15 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';

const runs = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'cashloop-bench-seed-'));
const times: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const file = join(dir, `seed-${i}.sqlite`);
    const started = performance.now();
    const { sqlite, db } = openDatabase(file);
    migrateDatabase(db);
    sqlite.transaction(() => seedWorld(sqlite, { scenario: 'demo', seed: 42, now: Date.now() }))();
    sqlite.close();
    times.push(performance.now() - started);
    console.log(`run ${i + 1}: ${(times[i]! / 1000).toFixed(2)} s`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`seed demo world: best ${(sorted[0]! / 1000).toFixed(2)} s, median ${(median / 1000).toFixed(2)} s (target < 15 s)`);

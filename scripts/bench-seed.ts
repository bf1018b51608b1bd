// Seeding the demo world from scratch (migrate + seed), best and median of several runs. Target: < 15 s.
// A bare Fastify hello-JSON process is measured in the same run; the seed time is printed with its
// ratio to that request's p50 (how many bare requests one seeding is worth), which compares across machines.
//
//   tsx bench-seed.ts [runs = 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';
import { bareFigures, describeBare } from './lib/bare-fastify';
import { closeAgents, loadNow, machineNote, times as ratio } from './lib/load';

const runs = Number(process.argv[2] ?? 3);
console.log(machineNote());
const bare = await bareFigures({ sequential: 1000 });
console.log(describeBare(bare));
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
    console.log(`run ${i + 1}: ${(times[i]! / 1000).toFixed(2)} s (load ${loadNow()})`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  closeAgents();
}
const after = await bareFigures({ sequential: 1000 });
console.log(`bare Fastify again after seeding: p50 ${after.sequential.p50.toFixed(2)} ms`);
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const p50 = bare.sequential.p50;
console.log(
  `seed demo world: best ${(sorted[0]! / 1000).toFixed(2)} s (${ratio(sorted[0]!, p50)}), median ${(median / 1000).toFixed(2)} s (${ratio(median, p50)}) (target < 15 s); ×N = seed time / bare Fastify sequential p50 (${p50.toFixed(2)} ms)`,
);
closeAgents();

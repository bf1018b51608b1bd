// Seeding the `large` scenario (the demo world plus 1,000,000 bulk transactions and cashback), as the
// server seeds a world template: migrate and seed in memory, then serialize the image a session copies.
// Target: seeding ≤ 30 s (issue 7). Prints the seed time, the image size, and, like every benchmark, a
// bare Fastify hello-JSON measured in the same run with the ratio of the seed time to its p50.
//
// The seeding runs on one thread unless told two (scenarios/large.ts): the process CPU time (all threads) is
// printed beside the wall time, with the load average, since a loaded box inflates wall time. Like the server
// (scripts/start.mjs, the server's `start`), the seeding runs with glibc's huge pages for large allocations:
// the script runs itself again with GLIBC_TUNABLES set unless it is (BENCH_HUGE_PAGES=0 measures without).
// Each run also prints its phases' CPU (the process's, this thread's) and wall time (seeds/src/lib/phases.ts).
//
//   tsx bench-seed-large.ts [runs = 1] [bulk = 1000000] [threads = 1 | 2]
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';
import { describePhases, recordPhases } from '@cashloop/seeds/lib/phases';
import { bareFigures, describeBare } from './lib/bare-fastify';
import { closeAgents, loadNow, machineNote, times as ratio } from './lib/load';
import { HUGE_PAGES_ENV, pinning } from './lib/spawn-server';

// The world's image grows by reallocation into ~1.3 GB of fresh memory, and the serialized copy is as large:
// with 4 KiB pages their faults cost seconds on these VMs (decision 0007), which the server does not pay.
const hugePages = process.env.GLIBC_TUNABLES?.includes(HUGE_PAGES_ENV.GLIBC_TUNABLES) ?? false;
if (!hugePages && process.env.BENCH_HUGE_PAGES !== '0') {
  // Unpinned first (importing the load helpers pinned this process to one core): the child inherits it.
  if (pinning) execFileSync('taskset', ['-pc', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  const tunables = [process.env.GLIBC_TUNABLES, HUGE_PAGES_ENV.GLIBC_TUNABLES].filter(Boolean).join(':');
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, GLIBC_TUNABLES: tunables } });
  process.exit(child.status ?? 1);
}

const runs = Number(process.argv[2] ?? 1);
const bulk = Number(process.argv[3] ?? 1_000_000);
const asked = process.argv[4] === '1' ? 1 : process.argv[4] === '2' ? 2 : undefined;
console.log(machineNote());
console.log(`glibc huge pages for large allocations: ${hugePages ? 'on, as the server runs' : 'off (BENCH_HUGE_PAGES=0)'}`);
const bare = await bareFigures({ sequential: 1000 });
console.log(describeBare(bare));
// Importing the load helpers pinned this process to the load generator's core (lib/spawn-server.ts), and a
// worker thread inherits its creator's cores: the seeding is what is measured here, so it gets them all, as
// the server's own seeding has. (Pinned, the two threads shared one core: 47.2 s against 41.9 s on one.) All
// the machine's cores, not availableParallelism()'s: that counts the cores this process may use, one once pinned,
// so until 2026-11-24 (decision 0016, fifth section) this line left the seeding on one core.
if (pinning) execFileSync('taskset', ['-pc', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
const times: number[] = [];
let imageBytes = 0;
let rows = 0;
let cpuSeconds = 0;
try {
  for (let i = 0; i < runs; i++) {
    const loadBefore = loadNow();
    // seedWorld's default is one thread; `2` tries the other (decision 0016, fifth section).
    const threads = asked ?? 1;
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const { sqlite, db } = openDatabase(':memory:');
    migrateDatabase(db);
    // Each phase's CPU is recorded too (seeds/src/lib/phases.ts): where the seconds go, printed after the run.
    const { result: summary, phases } = recordPhases(() => seedWorld(sqlite, { scenario: 'large', seed: 42, now: Date.now(), largeBulkCount: bulk, largeThreads: threads }));
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStart);
    cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const serializing = performance.now();
    imageBytes = sqlite.serialize().length;
    const serializeMs = performance.now() - serializing;
    rows = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    sqlite.close();
    console.log(
      `run ${i + 1}: ${(times[i]! / 1000).toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU (${threads} thread${threads === 1 ? '' : 's'}), ${rows} rows, image serialized in ${serializeMs.toFixed(0)} ms (load ${loadBefore} before, ${loadNow()} after)`,
    );
    console.log(describePhases(phases));
  }
} finally {
  closeAgents();
}
const after = await bareFigures({ sequential: 1000 });
console.log(`bare Fastify again after seeding: p50 ${after.sequential.p50.toFixed(2)} ms`);
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const p50 = bare.sequential.p50;
console.log(
  `seed large world (${bulk} bulk): best ${(sorted[0]! / 1000).toFixed(2)} s (${ratio(sorted[0]!, p50)}), median ${(median / 1000).toFixed(2)} s (${ratio(median, p50)}) (target ≤ 30 s); image ${(imageBytes / 2 ** 20).toFixed(0)} MiB; ×N = seed time / bare Fastify sequential p50 (${p50.toFixed(2)} ms)`,
);
closeAgents();

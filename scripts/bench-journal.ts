// What the request journal costs the catalogue list under 50 concurrent requests (issue 6: ≤ 10 %).
// Two servers on copies of one demo world, one with the journal (as always) and one with MOCK_JOURNAL=off,
// measured in one run, both at the same time in each round (50 concurrent requests each), so load drifting on a
// shared machine hits both alike. Both with the answer cache's help (45 URLs cycled, "cached") and with a URL never asked
// before for every request (every answer computed: the target's figure). A bare Fastify hello-JSON
// process is measured in every round at the same concurrency, and every figure is printed with its ratio to it.
// Beside req/s, each side's server CPU per answer (the scheduler's nanoseconds on CPU over every thread, after
// each round's 200 warm-up calls): the steadiest figure on a shared machine, since load elsewhere moves latency far more than CPU.
// The 10 ms ticks of /proc/<pid>/stat moved a cached round's figure in steps of ~3.5 %.
//
//   tsx bench-journal.ts [rounds = 8, after one not counted] [requests per round and mode = 3000]
//   BENCH_CPU_PROF=/some/dir   each side's server runs with --cpu-prof, its profile written to /some/dir/on or
//                              /some/dir/off when it stops (the bare Fastify process runs unprofiled)
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELLO_PATH, measureBare, startBareFastify } from './lib/bare-fastify';
import { catalogueUrls, signIn, uniqueCatalogueUrl } from './lib/api';
import { type Throughput, call, closeAgents, concurrentGet, fmtThroughput, loadNow, machineNote, median } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { type RunningServer, startServer } from './lib/spawn-server';

const CONCURRENCY = 50;
const ROUNDS = Number(process.argv[2] ?? 8);
const REQUESTS = Number(process.argv[3] ?? 3000);

type Workload = 'cached' | 'computed';
interface Side {
  name: string;
  env: Record<string, string>;
  server?: RunningServer;
  headers?: Record<string, string>;
  runs: Record<Workload, Throughput[]>;
  /** Server CPU per answer (ms) of each run. */
  cpu: Record<Workload, number[]>;
}
const sides: Side[] = [
  { name: 'journal on', env: {}, runs: { cached: [], computed: [] }, cpu: { cached: [], computed: [] } },
  { name: 'journal off', env: { MOCK_JOURNAL: 'off' }, runs: { cached: [], computed: [] }, cpu: { cached: [], computed: [] } },
];
const bareRuns: Throughput[] = [];

/** The median round of each figure (p50, p99 and req/s each the median over rounds). */
const mid = (runs: Throughput[]): Throughput => ({
  n: runs.reduce((s, r) => s + r.n, 0),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  max: Math.max(...runs.map((r) => r.max)),
  rps: median(runs.map((r) => r.rps)),
});
const pctDiff = (on: number, off: number) => `${on >= off ? '+' : ''}${((on / off - 1) * 100).toFixed(1)} %`;

const world = seededFile('cashloop-bench-journal-');
const bare = await startBareFastify();
try {
  console.log(machineNote());
  for (const [i, side] of sides.entries()) {
    const file = join(world.dir, `world-${i}.sqlite`);
    copyFileSync(world.file, file);
    const cpuProf = process.env.BENCH_CPU_PROF;
    if (cpuProf) process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${join(cpuProf, i === 0 ? 'on' : 'off')}`;
    side.server = await startServer(file, side.env);
    if (cpuProf) delete process.env.BENCH_NODE_ARGS;
    side.headers = { authorization: `Bearer ${await signIn(side.server.base)}` };
    // Warm each server (JIT, statements, the cache) on both workloads, unmeasured.
    for (const path of catalogueUrls()) {
      const r = await call(side.server.base, path, { headers: side.headers });
      if (r.status !== 200) throw new Error(`${side.name}: ${r.status} ${r.body.slice(0, 200)}`);
    }
    await concurrentGet(side.server.base, catalogueUrls(), { concurrency: CONCURRENCY, requests: 2000, headers: side.headers });
    // Past the journal's 5,000 entries (MOCK_JOURNAL_SIZE's default), so its ring is full and its memory
    // reused in every measured run: filling it for the first time is a one-off of each world.
    await concurrentGet(side.server.base, uniqueCatalogueUrl, { concurrency: CONCURRENCY, requests: 3000, headers: side.headers });
  }
  const bareSeq = (await measureBare(bare, { sequential: 1000 })).sequential;
  await concurrentGet(bare.base, [HELLO_PATH], { concurrency: CONCURRENCY, requests: 2000 });

  // Round 0 is run as the others and not counted. Its first figure (the journal's side, cached) comes after that
  // server idled through the other's whole warm-up: counted, that round put the journal's cost on cached answers
  // at 62.8, 13.9, 40.0 and 28.0 % in four runs of 2026-11-25, against 3.1-20.0 % in their later rounds.
  for (let round = 0; round <= ROUNDS; round++) {
    const counted = round > 0;
    const bareRun = await concurrentGet(bare.base, [HELLO_PATH], { concurrency: CONCURRENCY, requests: REQUESTS });
    if (counted) bareRuns.push(bareRun);
    for (const workload of ['cached', 'computed'] as const) {
      const paths = workload === 'cached' ? catalogueUrls() : uniqueCatalogueUrl;
      // Both sides at once, 50 concurrent each, on the one server core: whatever else the machine does in this
      // second, it does to both. Taken one after the other, the same side's CPU per answer moved by up to a fifth
      // from round to round, which buried a cost of a few per cent.
      const runs = await Promise.all(
        sides.map(async (side) => {
          let cpuBefore = 0;
          const run = await concurrentGet(side.server!.base, paths, {
            concurrency: CONCURRENCY, requests: REQUESTS, warmup: 200, headers: side.headers, label: side.name,
            afterWarmup: () => (cpuBefore = side.server!.preciseCpuMs()),
          });
          return { run, cpu: (side.server!.preciseCpuMs() - cpuBefore) / REQUESTS };
        }),
      );
      if (!counted) continue;
      runs.forEach(({ run, cpu }, i) => {
        sides[i]!.runs[workload].push(run);
        sides[i]!.cpu[workload].push(cpu);
      });
    }
    console.log(counted ? `round ${round}/${ROUNDS} done (load ${loadNow()})` : `round 0 (not counted) done (load ${loadNow()})`);
  }

  const bareMid = mid(bareRuns);
  console.log(`\nbare Fastify hello-JSON, sequential: p50 ${bareSeq.p50.toFixed(2)} ms  p99 ${bareSeq.p99.toFixed(2)} ms`);
  console.log(`bare Fastify hello-JSON, ${CONCURRENCY} concurrent (median of ${ROUNDS} rounds): ${fmtThroughput(bareMid)}`);
  console.log(`catalogue list, ${CONCURRENCY} concurrent, ${REQUESTS} requests per round and server, median of ${ROUNDS} rounds (ratios to bare Fastify at ${CONCURRENCY} concurrent):`);
  for (const workload of ['computed', 'cached'] as const) {
    const label = workload === 'cached' ? 'cached (45 URLs, answer cache)' : 'every answer computed (unique URLs)';
    const [on, off] = sides.map((s) => mid(s.runs[workload])) as [Throughput, Throughput];
    for (const [side, t] of [[sides[0]!, on], [sides[1]!, off]] as const) {
      console.log(`  ${label.padEnd(38)} ${side.name.padEnd(12)} ${fmtThroughput(t, bareMid)}  server CPU ${median(side.cpu[workload]).toFixed(3)} ms/answer`);
    }
    const cpuRatios = sides[0]!.cpu[workload].map((c, i) => c / sides[1]!.cpu[workload][i]!);
    const cpuRounds = cpuRatios.map((r) => `${((r - 1) * 100).toFixed(1)} %`);
    console.log(`  journal's cost, ${workload}: server CPU per answer ${pctDiff(median(sides[0]!.cpu[workload]), median(sides[1]!.cpu[workload]))} with it ` +
      `(median of the per-round ratios ${pctDiff(median(cpuRatios), 1)}; per round: ${cpuRounds.join(', ')})`);
    // Per round, so each pair ran back to back.
    const rounds = sides[0]!.runs[workload].map((r, i) => r.rps / sides[1]!.runs[workload][i]!.rps);
    console.log(
      `  journal's cost, ${workload}: req/s ${pctDiff(off.rps, on.rps)} without it (per round: ${rounds.map((x) => `${((1 / x - 1) * 100).toFixed(1)} %`).join(', ')}); p50 ${pctDiff(on.p50, off.p50)}, p99 ${pctDiff(on.p99, off.p99)} with it (target ≤ 10 %)`,
    );
  }
} finally {
  for (const side of sides) await side.server?.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

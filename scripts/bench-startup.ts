// Start-up to a 200 on /healthz with an existing database (process spawn included), the way `pnpm start`
// starts (`node scripts/start.mjs`: the build check, then the server bundle). Target: < 2 s.
// A bare Fastify hello-JSON process, started with plain node too (same environment and core), is started
// in alternation in the same run: the ratio of the two start-ups compares across machines. Its
// sequential hello-JSON latency is printed too.
//
//   tsx bench-startup.ts [runs = 5]
import { describeBare, measureBare, startBareFastify } from './lib/bare-fastify';
import { closeAgents, loadNow, machineNote, median, times as ratio } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './lib/spawn-server';

const runs = Number(process.argv[2] ?? 5);
// Builds what changed first, as the Docker image does once: the runs measure a start with builds up to date.
execFileSync(process.execPath, [fileURLToPath(new URL('./start.mjs', import.meta.url)), '--build'], { stdio: 'inherit' });
const world = seededFile('cashloop-bench-start-');
try {
  console.log(machineNote());
  const times: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const bare = await startBareFastify();
    await bare.stop();
    bareTimes.push(bare.startupMs);
    const server = await startBuiltServer(world.file);
    await server.stop();
    times.push(server.startupMs);
    console.log(`run ${i + 1}: ${server.startupMs.toFixed(0)} ms (bare Fastify ${bare.startupMs.toFixed(0)} ms, ${ratio(server.startupMs, bare.startupMs)}; load ${loadNow()})`);
  }
  const bare = await startBareFastify();
  const figures = await measureBare(bare, { sequential: 1000 });
  await bare.stop();
  console.log(describeBare(figures));
  const sorted = [...times].sort((a, b) => a - b);
  const m = median(times);
  const bm = median(bareTimes);
  console.log(
    `start-up to /healthz: best ${sorted[0]!.toFixed(0)} ms, median ${m.toFixed(0)} ms (target < 2000 ms); bare Fastify start-up median ${bm.toFixed(0)} ms: ${ratio(m, bm)}; ${ratio(m, figures.sequential.p50)} its sequential request p50`,
  );
} finally {
  world.cleanup();
  closeAgents();
}

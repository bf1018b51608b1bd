// Start-up to a 200 on /healthz with an existing database (process spawn included). Target: < 2 s.
// A bare Fastify hello-JSON process, started the same way (`node --import tsx`, same environment and
// core), is started in alternation in the same run: the ratio of the two start-ups compares across
// machines. Its sequential hello-JSON latency is printed too.
//
//   tsx bench-startup.ts [runs = 5]
import { describeBare, measureBare, startBareFastify } from './lib/bare-fastify';
import { closeAgents, loadNow, machineNote, median, times as ratio } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { startServer } from './lib/spawn-server';

const runs = Number(process.argv[2] ?? 5);
const world = seededFile('cashloop-bench-start-');
try {
  console.log(machineNote());
  const times: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const bare = await startBareFastify();
    await bare.stop();
    bareTimes.push(bare.startupMs);
    const server = await startServer(world.file);
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

// Start-up to a 200 on /healthz with an existing database (process spawn included). Target: < 2 s.
import { seededFile } from './lib/seeded-file';
import { startServer } from './lib/spawn-server';

const runs = Number(process.argv[2] ?? 5);
const world = seededFile('cashloop-bench-start-');
try {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(world.file);
    await server.stop();
    times.push(server.startupMs);
    console.log(`run ${i + 1}: ${server.startupMs.toFixed(0)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`start-up to /healthz: best ${sorted[0]!.toFixed(0)} ms, median ${sorted[Math.floor(runs / 2)]!.toFixed(0)} ms (target < 2000 ms)`);
} finally {
  world.cleanup();
}

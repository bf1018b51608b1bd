// Audience sizing over the demo world (issue 10): POST /audience evaluates the rules against the end
// users' transactions of the period (one grouped pass), target ≤ 200 ms. Each rule shape is created
// sequentially, and GET /audience (50 a page) is measured too; a bare Fastify hello-JSON is measured in
// the same run and every figure carries its ratio to it.
//
//   tsx bench-audiences.ts [creates per shape = 60]
import { HELLO_PATH, startBareFastify } from './lib/bare-fastify';
import { API, signIn } from './lib/api';
import { call, closeAgents, fmtLatency, latency, loadNow, machineNote, sequentialGet, sequentialTimes } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { startServer } from './lib/spawn-server';

const N = Number(process.argv[2] ?? 60);
const TARGET_MS = 200;

const world = seededFile('cashloop-bench-audiences-');
const bare = await startBareFastify();
const server = await startServer(world.file);
try {
  console.log(machineNote());
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  const retailers = JSON.parse((await call(server.base, `${API}/retailer/search?size=3`, { headers })).body) as { content: { retailerWebsite: string }[] };
  const [a, b] = retailers.content.map((r) => r.retailerWebsite);
  const segment = (...sites: string[]) => [{ operand: 'AND', retailerConditions: sites.map((s) => ({ retailerWebsite: s, condition: 'MORE_THAN', amount: 5 })) }];
  const shapes: [string, Record<string, unknown>][] = [
    ['spend > £50, 30 days', { period: 30, demographicConditions: [{ condition: 'MORE_THAN', amount: 50 }] }],
    ['spend £20–£500, 90 days', { period: 90, demographicConditions: [{ condition: 'MORE_THAN', amount: 20 }, { condition: 'LESS_THAN', amount: 500 }] }],
    ['spend + 1 retailer, 90 days', { period: 90, demographicConditions: [{ condition: 'MORE_THAN', amount: 20 }], retailerSegments: segment(a!) }],
    ['spend + 2 retailers (AND), 90 days', { period: 90, demographicConditions: [{ condition: 'MORE_THAN', amount: 20 }], retailerSegments: segment(a!, b!) }],
  ];

  const bareSeq = await sequentialGet(bare.base, HELLO_PATH, 1000, {}, 300);
  console.log(`\nbare Fastify hello-JSON, sequential: ${fmtLatency(bareSeq)}`);
  console.log(`POST /audience (create + size over the demo world), sequential, ${N} each:`);
  let worst = 0;
  let made = 0;
  for (const [label, rules] of shapes) {
    let size = 0;
    const post = async () => {
      const r = await call(server.base, `${API}/audience`, { method: 'POST', headers, body: { name: `Bench ${made++}`, ...rules } });
      if (r.status !== 200) throw new Error(`POST /audience ${label}: ${r.status} ${r.body.slice(0, 200)}`);
      size = (JSON.parse(r.body) as { size: number }).size;
      return r.ms;
    };
    for (let i = 0; i < 5; i++) await post();
    const l = latency(await sequentialTimes(N, post));
    worst = Math.max(worst, l.p99);
    console.log(`  ${label.padEnd(36)} ${fmtLatency(l, bareSeq)}  size ${size}`);
  }
  const list = await sequentialGet(server.base, `${API}/audience?page=0&size=50`, 300, headers, 30);
  console.log(`  ${'GET /audience (50 a page)'.padEnd(36)} ${fmtLatency(list, bareSeq)}`);
  console.log(`target: audience size ≤ ${TARGET_MS} ms (worst p99 ${worst.toFixed(1)} ms) → ${worst <= TARGET_MS ? 'met' : 'NOT met'}; load ${loadNow()}`);
} finally {
  await server.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

// The request path with the answer cache off (issue 11): the fixed cost of an authenticated call
// (GET /user), paged lists and retailer analytics, each under 50 concurrent keep-alive requests, with a
// bare Fastify hello-JSON process measured in the same run and every figure printed as a ratio to it
// (req/s to its req/s, p50 and p99 to its p50 and p99 at the same concurrency), bare Fastify being measured
// again right before and right after each figure, whose ratios are to the mean of those two (decision 0026).
// Targets: GET /user ≥ 0.40 ×; lists ≥ 0.15 × and p99 ≤ 50 ms; analytics a year by week ≥ 0.05 × and p99 ≤ 150 ms.
// Each figure follows a warm-up of as many calls of its own URLs, measured alike and printed under it (a fresh
// server's first few thousand list answers cost up to twice the CPU: decision 0014, seventh pass).
//
//   tsx bench-api.ts [requests per figure = 20000, the least: as many as bare Fastify's own figure]
//   BENCH_ONLY=catalogue,analytics   only the figures whose label contains one of these words
//   BENCH_CPU_PROF=/some/dir         the server runs with --cpu-prof, its profile written there on exit
import { startBareFastify } from './lib/bare-fastify';
import { API, LIST_TYPES, variants } from './lib/api';
import { call, closeAgents, machineNote } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { figureCalls } from './lib/computed-figure';
import { startComputedRun } from './lib/computed-run';
import { startServer } from './lib/spawn-server';

const CONCURRENCY = 50;
const REQUESTS = figureCalls(process.argv[2]);

const world = seededFile('cashloop-bench-api-');
const cpuProf = process.env.BENCH_CPU_PROF;
if (cpuProf) process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${cpuProf}`;
// Every answer computed: the answer cache is off, as in a QA suite where nearly every test writes.
const server = await startServer(world.file, { ANSWER_CACHE: 'off' });
delete process.env.BENCH_NODE_ARGS; // the bare Fastify process runs unprofiled
const bare = await startBareFastify();
try {
  console.log(machineNote());
  const { headers, figure: load } = await startComputedRun(server, bare, world.file, { concurrency: CONCURRENCY, requests: REQUESTS, pad: 44 });
  await load('GET /user (fixed cost of a call)', [`${API}/user`], '≥ ×0.40');
  await load('catalogue list', variants(`${API}/catalogue/retailer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, page: ['0', '1', '2'] }), '≥ ×0.15, p99 ≤ 50 ms');
  await load('programme list (Available offers)', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, status: ['true,false', 'true', 'false'], page: ['0', '1'] }), '≥ ×0.15, p99 ≤ 50 ms');
  await load('approvals list', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'LATEST', 'ATOZ'], offerApproval: ['PENDING', 'APPROVED', 'DECLINED'], type: LIST_TYPES, page: ['0', '1'] }), '≥ ×0.15, p99 ≤ 50 ms');

  const list = JSON.parse((await call(server.base, `${API}/catalogue/retailer?page=0&size=10&sort=MOSTPOPULAR`, { headers })).body) as { content: { id: string }[] };
  const now = new Date();
  const fmt = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  const start = fmt(new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1)));
  const analytics = list.content.map((r) => `${API}/catalogue/retailer/${r.id}?startDate=${start}&endDate=${fmt(now)}&interval=week`);
  await load('retailer analytics, a year by week', analytics, '≥ ×0.05, p99 ≤ 150 ms');
} finally {
  await server.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

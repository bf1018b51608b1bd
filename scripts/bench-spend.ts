// The spend explorer under load (issue 10): share of wallet per category, for one category, retailer
// popularity (all and by category) and its search, each under 50 concurrent keep-alive requests with
// the answer cache off, on the demo world (Northwind live: 50,000 transactions). A bare Fastify
// hello-JSON process is measured in the same run and every figure is printed as a ratio to it.
// Target: p99 ≤ 50 ms for every spend explorer answer. The answers read the spend rollup's packed period docs
// (migrations 0008 and 0012, docs/decisions/0010-spend-rollup.md). Each figure also gets 500 sequential requests: their p50 is one
// answer's service time, which a loaded shared machine disturbs far less than the concurrent p99.
//
//   tsx bench-spend.ts [requests per figure = 20000, the least: as many as bare Fastify's own figure]
//   BENCH_ONLY=retailers,search   only the figures whose label contains one of these words
//   BENCH_CPU_PROF=/some/dir      the server runs with --cpu-prof, its profile written there on exit
import { retailerCategories } from '@cashloop/shared';
import { describeBare, measureBare, startBareFastify } from './lib/bare-fastify';
import { API, signIn } from './lib/api';
import { call, closeAgents, concurrentGet, fmtThroughput, loadNow, machineNote, ms } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { computedFigure, describeBeside, describeSameBytes, describeWarmup, figureCalls } from './lib/computed-figure';
import { startServer } from './lib/spawn-server';

const CONCURRENCY = 50;
const REQUESTS = figureCalls(process.argv[2]);
const TARGET_P99_MS = 50;

const fmt = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
const now = Date.now();
const d = new Date(now);
/** The screens' default window (two months back to the end of this month), a quarter and a whole year. */
const windows = [
  [Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1), Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1],
  [Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 3, 1), Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 1],
  [now - 365 * 86_400_000, now],
].map(([s, e]) => `startDate=${fmt(s!)}&endDate=${fmt(e!)}`);
const slug = (c: string) => c.toLowerCase().replace(/ /g, '-');

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? null;
if (process.env.BENCH_CPU_PROF) process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`;

const world = seededFile('cashloop-bench-spend-', now);
// Every answer computed: the answer cache is off, as in a QA suite where nearly every test writes.
const server = await startServer(world.file, { ANSWER_CACHE: 'off' });
const bare = await startBareFastify();
const failures: string[] = [];
try {
  console.log(machineNote());
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  const bareFigs = await measureBare(bare, { sequential: 1000, concurrency: CONCURRENCY, requests: REQUESTS });
  console.log(describeBare(bareFigs));
  console.log(`answer cache off; ${REQUESTS} requests per figure after as many, ${CONCURRENCY} concurrent; ratios to bare Fastify at ${CONCURRENCY} concurrent, measured right before and right after each figure`);

  const load = async (label: string, paths: string[]) => {
    if (only && !only.some((word) => label.includes(word))) return;
    const { t, cpuPer, warm, bare: beside, sameBytes } = await computedFigure(server, paths, { label, headers, bare, concurrency: CONCURRENCY, requests: REQUESTS, warmup: REQUESTS });
    const met = t.p99 <= TARGET_P99_MS;
    if (!met) failures.push(label);
    const one = await concurrentGet(server.base, paths, { concurrency: 1, requests: 500, headers, label });
    console.log(`${label.padEnd(40)} ${String(paths.length).padStart(3)} URLs  ${fmtThroughput(t, beside ?? bareFigs.concurrent)}  server CPU ${cpuPer.toFixed(2)} ms/answer  (p99 target ≤ ${TARGET_P99_MS} ms: ${met ? 'met' : 'NOT met'}; load ${loadNow()})${describeWarmup(warm)}${describeBeside(beside)}${describeSameBytes(sameBytes, t)}`);
    console.log(`${''.padEnd(40)} sequential: p50 ${ms(one.p50)} ms, p99 ${ms(one.p99)} ms (bare Fastify sequential p50 ${ms(bareFigs.sequential.p50)} ms)`);
  };
  // The request path alone (auth, journal, serialisation) under the same load: the floor any answer stands on.
  const floor = await computedFigure(server, [`${API}/user`], { label: 'GET /user', headers, concurrency: CONCURRENCY, requests: REQUESTS, warmup: REQUESTS });
  console.log(`${'GET /user (the request path alone; no target)'.padEnd(40)}   1 URL   ${fmtThroughput(floor.t, bareFigs.concurrent)}  server CPU ${floor.cpuPer.toFixed(2)} ms/answer  (load ${loadNow()})${describeWarmup(floor.warm)}`);
  const sow = `${API}/share-of-wallet`;
  await load('share of wallet per category', windows.map((w) => `${sow}/category?${w}`));
  await load('share of wallet of one category', windows.flatMap((w) => retailerCategories.slice(0, 8).map((c) => `${sow}/category/${slug(c)}?${w}`)));
  await load('top retailers (all categories)', windows.flatMap((w) => ['0', '1'].map((p) => `${sow}/retailer/popularity?page=${p}&size=50&${w}`)));
  await load('top retailers of one category', windows.flatMap((w) => retailerCategories.slice(0, 8).map((c) => `${sow}/retailer/popularity?page=0&size=50&${w}&categories=${encodeURIComponent(c)}`)));
  await load('top retailers search', windows.flatMap((w) => ['a', 'te', 'sain', 'zz'].map((s) => `${sow}/retailer/popularity/search?page=0&size=50&${w}&search=${s}`)));
  console.log(failures.length ? `p99 target NOT met for: ${failures.join(', ')}` : 'p99 target met for every spend explorer answer');
} finally {
  await server.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

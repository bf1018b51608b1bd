// Offers-hub lists under 50 concurrent keep-alive requests from a separate process, and retailer
// analytics over a year by week. Targets: lists p99 < 20 ms; analytics < 50 ms. A bare Fastify
// hello-JSON process is measured in the same run at the same concurrency: every figure is printed with
// its ratio to it (p50 to its p50, p99 to its p99, req/s to its req/s).
//
// Lists cycling a fixed set of URLs are answered from the answer cache once warm (labelled "cached");
// "every answer computed" uses a URL never asked before for each request, so the cache never helps.
// Each figure follows a warm-up of as many calls of its own URLs, measured alike and printed under it: a
// list's first thousands of cached answers in a fresh process measured p99 19.7-27.2 ms, the same
// URLs straight after 12.4-14.1 ms (2026-11-25), so one unrelated list did not warm the path enough.
//
//   tsx bench-lists.ts [requests per list = 3000]
import { describeBare, measureBare, startBareFastify } from './lib/bare-fastify';
import { API, catalogueUrls, LIST_TYPES, signIn, uniqueCatalogueUrl, variants } from './lib/api';
import { call, closeAgents, concurrentGet, fmtLatency, fmtThroughput, machineNote, sequentialGet } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { describeWarmup, waitForWriteBack } from './lib/computed-figure';
import { startServer } from './lib/spawn-server';

const CONCURRENCY = 50;
const REQUESTS = Number(process.argv[2] ?? 3000);

const world = seededFile('cashloop-bench-lists-');
const server = await startServer(world.file);
const bare = await startBareFastify();
try {
  console.log(machineNote());
  const signedInAt = Date.now();
  const token = await signIn(server.base);
  // The sign-in writes, and the world's write-back a couple of seconds later copied the whole image
  // beside the first figure (the catalogue's): it measured p99 11.7-52.6 ms where the lists after it held 11-18.
  await waitForWriteBack(world.file, signedInAt);
  const headers = { authorization: `Bearer ${token}` };
  const bareFigs = await measureBare(bare, { sequential: 1000, concurrency: CONCURRENCY, requests: REQUESTS });
  console.log(describeBare(bareFigs));
  console.log(`${REQUESTS} requests each, ${CONCURRENCY} concurrent (target p99 < 20 ms); ratios are to bare Fastify at ${CONCURRENCY} concurrent`);

  const load = async (label: string, paths: string[] | ((i: number) => string)) => {
    if (Array.isArray(paths)) {
      for (const path of paths) {
        const r = await call(server.base, path, { headers });
        if (r.status !== 200) throw new Error(`${label}: ${r.status} ${r.body.slice(0, 200)} (${path})`);
      }
    }
    const t = await concurrentGet(server.base, paths, { concurrency: CONCURRENCY, requests: REQUESTS, warmup: REQUESTS, headers, label });
    const urls = Array.isArray(paths) ? `${String(paths.length).padStart(3)} URLs` : 'unique URLs';
    console.log(`${label.padEnd(40)} ${urls}  ${fmtThroughput(t, bareFigs.concurrent)}${describeWarmup(t.warm && { t: t.warm })}`);
  };
  await load('catalogue (cached)', catalogueUrls());
  await load('programme, Available offers (cached)', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, status: ['true,false', 'true', 'false'], page: ['0', '1'] }));
  await load('catalogue, every answer computed', uniqueCatalogueUrl);
  await load('approvals (cached)', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'LATEST', 'ATOZ'], offerApproval: ['PENDING', 'APPROVED', 'DECLINED'], type: LIST_TYPES, page: ['0', '1'] }));

  const list = JSON.parse((await call(server.base, `${API}/catalogue/retailer?page=0&size=1&sort=MOSTPOPULAR`, { headers })).body) as { content: { id: string }[] };
  const retailerId = list.content[0]!.id;
  const now = new Date();
  const fmt = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
  const analytics = await sequentialGet(server.base, `${API}/catalogue/retailer/${retailerId}?startDate=${fmt(start)}&endDate=${fmt(now)}&interval=week`, 100, headers, 5);
  console.log(`retailer analytics, a year by week (most popular retailer, sequential): ${fmtLatency(analytics, bareFigs.sequential)} (target < 50 ms; ratios to bare Fastify sequential)`);
} finally {
  await server.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

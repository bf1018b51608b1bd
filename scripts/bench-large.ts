// The ledger and transaction lists on the `large` world (issues 7 and 11): the demo plus 1,000,000 card
// payments and their cashback. Each figure is 50 concurrent keep-alive GETs with the answer cache off,
// over URLs that differ (pages, filters, users), with a bare Fastify hello-JSON process measured in the
// same run and every figure printed as a ratio to it, plus the server's CPU time per answer.
// Targets: lists p99 ≤ 50 ms (and ≥ ×0.15); no request does work that grows with the table, so the last
// pages cost what the first ones do. Each figure follows a warm-up of as many calls, printed under it.
//
//   tsx bench-large.ts [requests per figure = 20000, the least: as many as bare Fastify's own figure] [bulk = 1000000]
//   BENCH_LARGE_RESEED=1   seed the world again (else the one kept from an earlier run is reused)
//   BENCH_ONLY=ledger,user only the figures whose label contains one of these words
//   BENCH_NODE_ARGS=...    extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/p)
import { startBareFastify } from './lib/bare-fastify';
import { API, LIST_TYPES, variants } from './lib/api';
import { call, closeAgents, machineNote } from './lib/load';
import { seededLargeFile } from './lib/seeded-large-file';
import { figureCalls } from './lib/computed-figure';
import { startComputedRun } from './lib/computed-run';
import { startServer } from './lib/spawn-server';

const CONCURRENCY = 50;
const SIZE = 25;
const REQUESTS = figureCalls(process.argv[2]);
const BULK = Number(process.argv[3] ?? 1_000_000);

console.log(machineNote());
const world = seededLargeFile('cashloop-bench-large-', BULK, process.env.BENCH_LARGE_RESEED === '1');
console.log(world.seededNow ? `seeded the large world (${BULK} bulk) in ${(world.seedMs / 1000).toFixed(1)} s` : `reusing the large world kept from an earlier run (${BULK} bulk)`);
const server = await startServer(world.file, { ANSWER_CACHE: 'off', SCENARIO: 'large' });
delete process.env.BENCH_NODE_ARGS; // only the server under test gets extra node flags (e.g. --cpu-prof)
console.log(`server up in ${(server.startupMs / 1000).toFixed(1)} s, RSS ${(server.rssBytes() / 2 ** 20).toFixed(0)} MiB`);
const bare = await startBareFastify();
try {
  const { headers, figure } = await startComputedRun(server, bare, world.file, { concurrency: CONCURRENCY, requests: REQUESTS, pad: 40 });
  const json = async <T>(path: string): Promise<T> => {
    const r = await call(server.base, path, { headers });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.body.slice(0, 200)}`);
    return JSON.parse(r.body) as T;
  };

  const load = (label: string, paths: string[], target = 'p99 ≤ 50 ms') => figure(label, paths, target);
  const pages = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i));
  const lastPages = (total: number) => pages(Math.max(0, Math.floor((total - 1) / SIZE) - 19), 20);

  type Paged = { totalElements: number; content: { endUserId: string; transactionId?: string | null }[] };
  const L = `${API}/cashback-ledger`;
  const T = `${API}/transaction-enrichment`;
  const ledger = await json<Paged>(`${L}?page=0&size=${SIZE}`);
  const txns = await json<Paged>(`${T}?page=0&size=${SIZE}`);
  console.log(`ledger: ${ledger.totalElements} cashback; transactions: ${txns.totalElements}`);
  // End users and transactions to search by, from the newest pages (bulk users hold hundreds of rows each).
  const sample = (await Promise.all(pages(0, 8).map((p) => json<Paged>(`${L}?page=${p}&size=100`)))).flatMap((b) => b.content);
  const users = [...new Set(sample.map((c) => c.endUserId))].slice(0, 40);
  const txnIds = [...new Set(sample.map((c) => c.transactionId).filter((id): id is string => !!id))].slice(0, 40);
  const everyButDisqualified = 'CREATED,BEING_VERIFIED,VERIFIED,RECEIVED,PAID,DECLINED';
  const filteredTotal = (await json<Paged>(`${L}?status=${everyButDisqualified}&size=${SIZE}`)).totalElements;

  await load('GET /user (fixed cost of a call)', [`${API}/user`], '≥ ×0.40');
  await load('ledger, first pages', variants(`${L}?size=${SIZE}`, { page: pages(0, 20) }));
  await load('ledger, last pages', variants(`${L}?size=${SIZE}`, { page: lastPages(ledger.totalElements) }));
  await load('ledger, middle pages (deepest skip)', variants(`${L}?size=${SIZE}`, { page: pages(Math.floor(ledger.totalElements / SIZE / 2) - 10, 20) }), 'reported');
  await load('ledger, status filtered (first pages)', variants(`${L}?size=${SIZE}`, { status: [everyButDisqualified, 'PAID', 'CREATED,VERIFIED', 'DECLINED'], page: pages(0, 5) }));
  await load('ledger, default filter, last pages', variants(`${L}?size=${SIZE}&status=${everyButDisqualified}`, { page: lastPages(filteredTotal) }));
  await load('ledger by user', users.map((u) => `${L}/user/${u}?page=0&size=${SIZE}`));
  await load('ledger by user, last page', users.map((u) => `${L}/user/${u}?page=${Math.floor(300 / SIZE)}&size=${SIZE}`));
  await load('ledger by transaction', txnIds.map((t) => `${L}/transaction/${t}?page=0&size=${SIZE}`));
  await load('transactions, first pages', variants(`${T}?size=${SIZE}`, { page: pages(0, 20) }));
  await load('transactions, last pages', variants(`${T}?size=${SIZE}`, { page: lastPages(txns.totalElements) }));
  await load('transactions, middle pages (deepest skip)', variants(`${T}?size=${SIZE}`, { page: pages(Math.floor(txns.totalElements / SIZE / 2) - 10, 20) }), 'reported');
  await load('transactions by user', users.map((u) => `${T}/user/${u}?page=0&size=${SIZE}`));
  await load('catalogue list', variants(`${API}/catalogue/retailer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, page: ['0', '1', '2'] }), '≥ ×0.15, p99 ≤ 50 ms');
  await load('programme list (Available offers)', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, status: ['true,false', 'true', 'false'], page: ['0', '1'] }), '≥ ×0.15, p99 ≤ 50 ms');
  await load('approvals list', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'LATEST', 'ATOZ'], offerApproval: ['PENDING', 'APPROVED', 'DECLINED'], type: LIST_TYPES, page: ['0', '1'] }), '≥ ×0.15, p99 ≤ 50 ms');
  console.log(`server RSS at the end: ${(server.rssBytes() / 2 ** 20).toFixed(0)} MiB`);
} finally {
  await server.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

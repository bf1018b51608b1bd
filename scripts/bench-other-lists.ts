// Every other paged list of the specification (issue 11: "every list the later issues add"), each answer computed,
// under 50 concurrent keep-alive requests on the demo world: the lists `bench:api` (catalogue, programme, approvals),
// `bench:large` (ledger, transactions) and `bench:spend` (share of wallet) do not measure. Measured as bench:api
// measures (scripts/lib/computed-figure.ts): a warm-up of as many calls of the figure's own URLs, then the figure,
// with bare Fastify measured right before and right after it (decision 0026). Targets: ≥ ×0.15 and p99 ≤ 50 ms.
// Each URL is asked once first and must answer 200 with a page.
//
//   tsx bench-other-lists.ts [requests per figure = 20000, the least: as many as bare Fastify's own figure]
//   BENCH_ONLY=support,campaign   only the figures whose label contains one of these words
import { startBareFastify } from './lib/bare-fastify';
import { API } from './lib/api';
import { call, closeAgents, machineNote } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { figureCalls } from './lib/computed-figure';
import { startComputedRun } from './lib/computed-run';
import { startServer } from './lib/spawn-server';

const CONCURRENCY = 50;
const REQUESTS = figureCalls(process.argv[2]);

const world = seededFile('cashloop-bench-other-lists-');
const server = await startServer(world.file, { ANSWER_CACHE: 'off' });
const bare = await startBareFastify();
type Page = { content: Record<string, unknown>[]; totalElements: number };
try {
  console.log(machineNote());
  const { headers, figure } = await startComputedRun(server, bare, world.file, { concurrency: CONCURRENCY, requests: REQUESTS, pad: 36 });
  const page = async (path: string): Promise<Page> => {
    const r = await call(server.base, path, { headers });
    const body = r.status === 200 ? (JSON.parse(r.body) as Page) : null;
    if (!body || !Array.isArray(body.content)) throw new Error(`${path}: ${r.status} ${r.body.slice(0, 200)}`);
    return body;
  };
  // Ids to list by, from the lists themselves.
  const idsOf = async (path: string, key: string, n: number) =>
    [...new Set((await page(path)).content.map((row) => row[key]).filter((v): v is string => typeof v === 'string'))].slice(0, n);
  const pages = (path: string, n: number) => Array.from({ length: n }, (_, p) => `${API}${path}${path.includes('?') ? '&' : '?'}page=${p}&size=25`);
  const ticketUsers = await idsOf(`${API}/support?page=0&size=100`, 'endUserId', 10);
  const connectionUsers = await idsOf(`${API}/account-requisition?page=0&size=100`, 'endUserId', 10);
  const retailers = await idsOf(`${API}/catalogue/retailer?page=0&size=10&sort=MOSTPOPULAR`, 'id', 10);
  const figures: [string, string[]][] = [
    ['support tickets', pages('/support', 3)],
    ["support tickets of an end user", ticketUsers.map((u) => `${API}/support/user/${u}?page=0&size=25`)],
    ['catalogue retailer search', ['co', 'a', 'st', 'in'].map((s) => `${API}/catalogue/retailer-search?search=${s}&page=0&size=25`)],
    ['own offers in the catalogue', pages('/catalogue/offer/byoo', 1)],
    ['own-offer retailer search', ['co', 'a', 'st', 'in'].map((s) => `${API}/bring-your-own-offer/retailer-search?search=${s}&page=0&size=25`)],
    ['settlements', pages('/bring-your-own-offer-fulfillment', 2)],
    ['audiences', pages('/audience', 1)],
    ['audience retailer search', ['co', 'a', 'st', 'in'].map((s) => `${API}/retailer/search?search=${s}&page=0&size=25`)],
    ['customer tiers', pages('/customer-tier', 1)],
    ['customer tier uploads', pages('/customer-tier/csv/user/tier-upload', 1)],
    ['invoices, historic', pages('/invoice/historic', 1)],
    ['payouts, historic', pages('/payout/historic', 2)],
    ['bank connections', pages('/account-requisition', 3)],
    ['bank connections of an end user', connectionUsers.map((u) => `${API}/account-requisition/user/${u}?page=0&size=25`)],
    ['campaigns', pages('/campaign', 1)],
    ['programme, declined', pages('/activated-offer/declined', 2)],
    ['programme retailer search', ['co', 'a', 'st', 'in'].map((s) => `${API}/activated-offer/retailer-search?search=${s}&page=0&size=25`)],
    ["programme, a retailer's offers", retailers.map((r) => `${API}/activated-offer/retailer/${r}?page=0&size=25`)],
    ['transaction uploads', pages('/transaction-enrichment/upload-csv', 1)],
    ['publisher users', [`${API}/publisher/users`]],
  ];
  for (const [label, paths] of figures) {
    if (paths.length === 0) throw new Error(`${label}: no URLs (the demo world has no ids for it)`);
    for (const path of paths) await page(path);
  }
  for (const [label, paths] of figures) {
    const rows = (await page(paths[0]!)).content.length;
    await figure(label, paths, '≥ ×0.15, p99 ≤ 50 ms', `, ${String(rows).padStart(3)} rows`);
  }
} finally {
  await server.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

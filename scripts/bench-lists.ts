// Offers-hub lists under 50 concurrent keep-alive requests from a separate process, and retailer
// analytics over a year by week. Targets: lists p99 < 20 ms; analytics < 50 ms.
import { Agent, request } from 'node:http';
import { demoTotpCode } from '@cashloop/seeds/lib/totp';
import { seededFile } from './lib/seeded-file';
import { startServer } from './lib/spawn-server';

const CONCURRENCY = 50;
const REQUESTS = Number(process.argv[2] ?? 3000);
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const API = '/private/api/client';

function get(base: string, path: string, token: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function signIn(base: string): Promise<string> {
  const email = 'alex.morgan@northwind.example.com';
  const login = await post(base, '/auth/login', { email, password: 'Northwind#2025' });
  const verified = await post(base, '/auth/verify-mfa', { email, session: login.session, mfaToken: demoTotpCode(email, Date.now()) });
  return verified.idToken as string;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Every combination of the given query options, so a run is not one URL replayed. */
function variants(path: string, options: Record<string, string[]>): string[] {
  let out = [path];
  for (const [key, values] of Object.entries(options)) {
    out = out.flatMap((p) => values.map((v) => (v === '' ? p : `${p}${p.includes('?') ? '&' : '?'}${key}=${v}`)));
  }
  return out;
}

async function load(base: string, token: string, label: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const warm = await get(base, path, token);
    if (warm.status !== 200) throw new Error(`${label}: ${warm.status} ${warm.body.slice(0, 200)} (${path})`);
  }
  // Warm-up under the same concurrency (JIT, caches), not measured.
  let warmed = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (warmed < 1000) await get(base, paths[warmed++ % paths.length]!, token);
  }));
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const path = paths[next++ % paths.length]!;
        const r = await get(base, path, token);
        if (r.status !== 200) throw new Error(`${label}: ${r.status}`);
        times.push(r.ms);
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(30)} ${String(paths.length).padStart(3)} URLs  p50 ${pct(sorted, 50).toFixed(1)} ms  p99 ${pct(sorted, 99).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms  ${(REQUESTS / secs).toFixed(0)} req/s`,
  );
}

const world = seededFile('cashloop-bench-lists-');
const server = await startServer(world.file);
try {
  const token = await signIn(server.base);
  console.log(`${REQUESTS} requests each, ${CONCURRENCY} concurrent, cycling through every URL listed (target p99 < 20 ms)`);
  const types = ['', 'PAYMENT', 'ONLINE', 'CLICK_TO_ACTIVATE', 'PAYMENT,ONLINE'];
  // A fresh process is still compiling its hot paths: one unmeasured pass over an unrelated list first.
  await load(server.base, token, 'warm-up (not a target)', variants(`${API}/activated-offer/declined?size=25`, { page: ['0', '1', '2'] }));
  const pages = ['0', '1', '2'];
  await load(server.base, token, 'catalogue', variants(`${API}/catalogue/retailer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: types, page: pages }));
  await load(server.base, token, 'programme (Available offers)', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: types, status: ['true,false', 'true', 'false'], page: ['0', '1'] }));
  // Every URL unique (an ignored parameter), so nothing is answered from the answer cache.
  const uncached = Array.from({ length: REQUESTS + 1000 }, (_, i) => `${API}/catalogue/retailer?size=25&sort=MOSTPOPULAR&page=${i % 3}&nocache=${i}`);
  await load(server.base, token, 'catalogue, every answer computed', uncached);
  await load(server.base, token, 'approvals', variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'LATEST', 'ATOZ'], offerApproval: ['PENDING', 'APPROVED', 'DECLINED'], type: types, page: ['0', '1'] }));

  const list = JSON.parse((await get(server.base, `${API}/catalogue/retailer?page=0&size=1&sort=MOSTPOPULAR`, token)).body) as { content: { id: string }[] };
  const retailerId = list.content[0]!.id;
  const now = new Date();
  const fmt = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
  const path = `${API}/catalogue/retailer/${retailerId}?startDate=${fmt(start)}&endDate=${fmt(now)}&interval=week`;
  const times: number[] = [];
  for (let i = 0; i < 100; i++) times.push((await get(server.base, path, token)).ms);
  const sorted = times.sort((a, b) => a - b);
  console.log(`retailer analytics, a year by week (most popular retailer, sequential): p50 ${pct(sorted, 50).toFixed(1)} ms  p99 ${pct(sorted, 99).toFixed(1)} ms (target < 50 ms)`);
} finally {
  await server.stop();
  world.cleanup();
  agent.destroy();
}

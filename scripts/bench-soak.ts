// The soak of issue 11: 50 users sign in once, then each keeps mixing reads and writes as the dashboard
// does, for 10 minutes. Targets: 0 errors, flat memory (the server's JS heap
// after a full GC within 10 % of its start) and p99 ≤ 100 ms. Like every benchmark, a bare Fastify
// hello-JSON is measured at the same concurrency before and after, and the figures are printed as ratios.
//
//   tsx bench-soak.ts [seconds = 600] [users = 50]
//   BENCH_CPU_PROF=/some/dir   the server runs with --cpu-prof, its profile written there on exit
//   BENCH_KEEP_WORLD=1         the world's file is kept after the run (its path printed), to look into its rows
//
// The users are sign-ins of the demo world's seven TOTP accounts (three publishers), several per account,
// each with its own token: codes are single use, so the soak steps the virtual clock 30 s whenever an
// account's codes of the moment are spent. AUTH_RATE_LIMIT_MAX is raised for the run, because all 50
// sign-ins come from one address. The heap is read through a preloaded probe (lib/heap-probe.cjs) that
// runs a full GC on SIGUSR2, once a minute: each probe pauses the server for a few milliseconds.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SDK_COLOURS } from '@cashloop/shared/contracts/sdk';
import { demoAccounts } from '@cashloop/seeds';
import { Rng } from '@cashloop/seeds/lib/prng';
import { demoTotpCode } from '@cashloop/seeds/lib/totp';
import { describeBare, measureBare, startBareFastify } from './lib/bare-fastify';
import { API, LIST_TYPES, variants } from './lib/api';
import { type Answer, call, closeAgents, fmtLatency, latency, loadNow, machineNote, times } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { startServer } from './lib/spawn-server';

const SECONDS = Number(process.argv[2] ?? 600);
const USERS = Number(process.argv[3] ?? 50);
const WARMUP_SECONDS = Math.min(30, Math.max(5, SECONDS / 10));
const REPORT_EVERY_MS = 60_000;
const MB = 1024 * 1024;

const world = seededFile('cashloop-bench-soak-');
const probeFile = `${world.dir}/heap.json`;
// BENCH_CPU_PROF=<dir>: the server also writes a CPU profile there when it stops.
const cpuProf = process.env.BENCH_CPU_PROF ? ` --cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` : '';
process.env.BENCH_NODE_ARGS = `--expose-gc --require ${fileURLToPath(new URL('./lib/heap-probe.cjs', import.meta.url))}${cpuProf}`;
const server = await startServer(world.file, { AUTH_RATE_LIMIT_MAX: '100000', HEAP_PROBE_FILE: probeFile });
delete process.env.BENCH_NODE_ARGS;
const bare = await startBareFastify();

interface Heap {
  at: number;
  gc: boolean;
  heapUsed: number;
  rss: number;
}
/** The server's memory right after a full GC (the probe answers through its file). */
async function heapAfterGc(): Promise<Heap> {
  const before = (() => {
    try {
      return statSync(probeFile).mtimeMs;
    } catch {
      return 0;
    }
  })();
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 500; i++) {
    await new Promise((r) => setTimeout(r, 10));
    try {
      if (statSync(probeFile).mtimeMs !== before) return JSON.parse(readFileSync(probeFile, 'utf8')) as Heap;
    } catch {
      /* not written yet */
    }
  }
  throw new Error('the heap probe did not answer in 5 s');
}

/** The seeds' PRNG: the same mix of calls on every run. */
function rng(seed: number): () => number {
  const r = new Rng(seed);
  return () => r.next();
}

const json = (r: Answer) => JSON.parse(r.body) as Record<string, unknown>;
async function mustPost(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const r = await call(server.base, path, { method: 'POST', body, headers });
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.body.slice(0, 200)}`);
  return json(r);
}

interface User {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  publisherId: string;
}

/** Signs in `count` times over the TOTP accounts, round robin; steps the clock when an account's codes are spent. */
async function signInUsers(count: number): Promise<User[]> {
  const accounts = demoAccounts.filter((a) => a.totpSecret);
  const used = new Map<string, Set<string>>();
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    const a = accounts[i % accounts.length]!;
    const spent = used.get(a.email) ?? new Set<string>();
    used.set(a.email, spent);
    for (;;) {
      const now = (json(await call(server.base, '/__mock/clock')) as { now: number }).now;
      // Only this step's code and the next: the server's clock runs on between this read and the verify, so
      // the previous step's code could fall out of the accepted window on the way (seen once in a run).
      const code = [0, 30_000].map((d) => demoTotpCode(a.email, now + d)).find((c) => !spent.has(c));
      if (!code) {
        await mustPost('/__mock/clock', { advanceMs: 30_000 });
        continue;
      }
      spent.add(code);
      const login = await mustPost(`${API}/auth/login`, { email: a.email, password: a.password });
      const verified = await mustPost(`${API}/auth/verify-mfa`, { email: a.email, session: login.session, mfaToken: code });
      users.push({ token: verified.idToken as string, email: a.email, firstName: a.firstName, lastName: a.lastName, publisherId: a.publisherId });
      break;
    }
  }
  return users;
}

/** An op is one click: one call, or (make and remove a tier) two, each counted as a call of its own. */
type Op = { name: string; weight: number; run: (u: User, r: () => number) => Promise<Answer | Answer[]> };
const pick = <T>(items: readonly T[], r: () => number) => items[Math.floor(r() * items.length)]!;
const auth = (u: User) => ({ authorization: `Bearer ${u.token}` });
const get = (u: User, path: string) => call(server.base, path, { headers: auth(u), concurrency: USERS });
const post = (u: User, path: string, body: unknown, method = 'POST') => call(server.base, path, { method, body, headers: auth(u), concurrency: USERS });

const day = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
const windowOf = (days: number) => `startDate=${day(new Date(Date.now() - days * 86_400_000))}&endDate=${day(new Date())}`;
const catalogue = variants(`${API}/catalogue/retailer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, page: ['0', '1', '2'] });
const programme = variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ'], type: LIST_TYPES, status: ['true,false', 'true'], page: ['0', '1'] });
const approvals = variants(`${API}/activated-offer?size=25`, { sort: ['LATEST'], offerApproval: ['PENDING', 'APPROVED', 'DECLINED'], page: ['0', '1'] });
const ledger = variants(`${API}/cashback-ledger?size=25`, { status: ['', 'CREATED,BEING_VERIFIED,VERIFIED,DECLINED,RECEIVED,PAID', 'PAID'], page: ['0', '1', '5'] });
const spend = [30, 90, 365].flatMap((d) => [`${API}/share-of-wallet/category?${windowOf(d)}`, `${API}/share-of-wallet/retailer/popularity?page=0&size=50&${windowOf(d)}`]);
let tierSeq = 0;

/** Reads about 88 % of calls, writes 12 %, roughly as a dashboard session clicks. */
const ops: Op[] = [
  { name: 'GET /user', weight: 14, run: (u) => get(u, `${API}/user`) },
  { name: 'catalogue list', weight: 16, run: (u, r) => get(u, pick(catalogue, r)) },
  { name: 'programme list', weight: 12, run: (u, r) => get(u, pick(programme, r)) },
  { name: 'approvals list', weight: 8, run: (u, r) => get(u, pick(approvals, r)) },
  { name: 'cashback ledger', weight: 10, run: (u, r) => get(u, pick(ledger, r)) },
  { name: 'transactions', weight: 8, run: (u, r) => get(u, `${API}/transaction-enrichment?size=25&page=${Math.floor(r() * 4)}`) },
  { name: 'spend explorer', weight: 8, run: (u, r) => get(u, pick(spend, r)) },
  { name: 'customer tiers', weight: 6, run: (u) => get(u, `${API}/customer-tier?page=0&size=10`) },
  { name: 'webhooks', weight: 6, run: (u) => get(u, `${API}/webhook`) },
  { name: 'write: details', weight: 4, run: (u, r) => post(u, `${API}/user/update/details`, { firstName: u.firstName, lastName: u.lastName, contentNotifications: r() < 0.5 }) },
  { name: 'write: SDK colours', weight: 4, run: (u, r) => post(u, `${API}/sdk`, { ...DEFAULT_SDK_COLOURS, primaryButtonBackground: r() < 0.5 ? '#1A73E8' : '#0B8043' }) },
  {
    name: 'write: tier + delete',
    weight: 4,
    run: async (u) => {
      const made = await post(u, `${API}/customer-tier`, { name: `Soak ${tierSeq++}`, description: 'Made and removed by the soak', paidSubscription: false, price: null });
      if (made.status !== 200) return made;
      return [made, await post(u, `${API}/customer-tier/${(json(made) as { id: string }).id}`, undefined, 'DELETE')];
    },
  },
];
const totalWeight = ops.reduce((s, o) => s + o.weight, 0);
const chooseOp = (r: () => number) => {
  let x = r() * totalWeight;
  for (const op of ops) if ((x -= op.weight) < 0) return op;
  return ops[ops.length - 1]!;
};

interface Tally {
  times: number[];
  errors: string[];
}
async function soak(users: User[], seconds: number, onTick?: (t: Tally) => Promise<void>): Promise<{ all: Tally; perOp: Map<string, Tally>; secs: number }> {
  const all: Tally = { times: [], errors: [] };
  const perOp = new Map(ops.map((o) => [o.name, { times: [] as number[], errors: [] as string[] }]));
  let window: Tally = { times: [], errors: [] };
  const started = performance.now();
  const end = started + seconds * 1000;
  let nextTick = started + REPORT_EVERY_MS;
  const ticker = (async () => {
    while (onTick && performance.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      if (performance.now() >= nextTick) {
        nextTick += REPORT_EVERY_MS;
        const w = window;
        window = { times: [], errors: [] };
        await onTick(w);
      }
    }
  })();
  await Promise.all(
    users.map(async (u, i) => {
      const r = rng(0x50a1 + i);
      while (performance.now() < end) {
        const op = chooseOp(r);
        let answers: Answer[];
        try {
          answers = [await op.run(u, r)].flat();
        } catch (e) {
          const why = `${op.name}: ${(e as Error).message}`;
          all.errors.push(why);
          window.errors.push(why);
          perOp.get(op.name)!.errors.push(why);
          continue;
        }
        const t = perOp.get(op.name)!;
        for (const a of answers) {
          if (a.status >= 400) {
            const why = `${op.name}: ${a.status} ${a.body.slice(0, 120)}`;
            all.errors.push(why);
            window.errors.push(why);
            t.errors.push(why);
          }
          all.times.push(a.ms);
          window.times.push(a.ms);
          t.times.push(a.ms);
        }
      }
    }),
  );
  await ticker;
  return { all, perOp, secs: (performance.now() - started) / 1000 };
}

try {
  console.log(machineNote());
  const bareBefore = await measureBare(bare, { sequential: 500, concurrency: USERS, requests: 5000 });
  console.log(describeBare(bareBefore));
  const signInStarted = performance.now();
  const users = await signInUsers(USERS);
  console.log(`${users.length} users signed in (${new Set(users.map((u) => u.email)).size} accounts, ${new Set(users.map((u) => u.publisherId)).size} publishers) in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`);
  // Every call of the mix must be one the user may make: checked once per user before anything is timed.
  for (const u of users) {
    for (const op of ops) {
      for (const a of [await op.run(u, rng(1))].flat()) {
        if (a.status >= 400) throw new Error(`${op.name} as ${u.email}: ${a.status} ${a.body.slice(0, 200)}`);
      }
    }
  }
  console.log(`warm-up: ${WARMUP_SECONDS} s of the mix, not counted`);
  await soak(users, WARMUP_SECONDS);
  const start = await heapAfterGc();
  if (!start.gc) throw new Error('the server runs without --expose-gc: the heap figures would not be after a GC');
  console.log(`start: heap after GC ${(start.heapUsed / MB).toFixed(1)} MB, RSS ${(start.rss / MB).toFixed(0)} MB (load ${loadNow()})`);
  const cpuBefore = server.cpuMs();
  let minute = 0;
  const { all, perOp, secs } = await soak(users, SECONDS, async (w) => {
    const h = await heapAfterGc();
    const l = latency(w.times.length ? w.times : [0]);
    console.log(
      `  minute ${++minute}: ${(w.times.length / 60).toFixed(0)} calls/s, p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, errors ${w.errors.length}; heap after GC ${(h.heapUsed / MB).toFixed(1)} MB, RSS ${(h.rss / MB).toFixed(0)} MB (load ${loadNow()})`,
    );
  });
  const cpuPer = (server.cpuMs() - cpuBefore) / all.times.length;
  const end = await heapAfterGc();
  const bareAfter = await measureBare(bare, { sequential: 500, concurrency: USERS, requests: 5000 });
  console.log(`bare Fastify again after the soak: ${describeBare(bareAfter).split('\n').pop()}`);

  console.log(`\nsoak: ${USERS} users, ${secs.toFixed(0)} s, ${all.times.length} calls (${(all.times.length / secs).toFixed(0)}/s), server CPU ${cpuPer.toFixed(2)} ms per call`);
  for (const op of ops) {
    const t = perOp.get(op.name)!;
    if (t.times.length) console.log(`  ${op.name.padEnd(22)} ${String(t.times.length).padStart(7)} calls  ${fmtLatency(latency(t.times))}  errors ${t.errors.length}`);
  }
  const l = latency(all.times);
  const bareP99 = Math.max(bareBefore.concurrent!.p99, bareAfter.concurrent!.p99);
  const growth = (end.heapUsed - start.heapUsed) / start.heapUsed;
  console.log(`  all calls: ${fmtLatency(l)}; p99 ${times(l.p99, bareP99)} bare Fastify's p99 at ${USERS} concurrent (the larger of before and after, ${bareP99.toFixed(1)} ms)`);
  console.log(`errors: ${all.errors.length} (target 0) ${all.errors.length === 0 ? 'MET' : 'NOT MET'}${all.errors.length ? `; first: ${[...new Set(all.errors)].slice(0, 3).join(' | ')}` : ''}`);
  console.log(`heap after GC: ${(start.heapUsed / MB).toFixed(1)} → ${(end.heapUsed / MB).toFixed(1)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, target within 10 %) ${Math.abs(growth) <= 0.1 ? 'MET' : 'NOT MET'}; RSS ${(start.rss / MB).toFixed(0)} → ${(end.rss / MB).toFixed(0)} MB (the world's SQLite memory is outside the heap and grows with the rows the writes add)`);
  console.log(`p99: ${l.p99.toFixed(1)} ms (target ≤ 100 ms) ${l.p99 <= 100 ? 'MET' : 'NOT MET'}`);
} finally {
  await server.stop();
  await bare.stop();
  if (process.env.BENCH_KEEP_WORLD) console.log(`world kept: ${world.file}`);
  else world.cleanup();
  closeAgents();
}

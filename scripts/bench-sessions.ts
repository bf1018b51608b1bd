// Sessions (issue 6): creating a session with the demo world, the memory each live session holds, a
// reset and a snapshot restore, measured from the client over HTTP on the real server process.
// Targets: creation p50 ≤ 50 ms and p99 ≤ 150 ms; reset and restore ≤ 100 ms.
//
// Two servers run side by side, one started as `pnpm start` starts it (glibc backing large allocations
// with transparent huge pages) and one without, measured in alternating blocks so load drifting on a
// shared machine hits both alike. A bare Fastify hello-JSON process is measured in the same run and
// every latency is printed with its ratio to it (p50 to its p50, p99 to its p99).
//
// A third phase runs the pattern of a QA suite: WORKERS concurrent workers, each making a session per
// test, using it and ending it, so ended worlds' memory is freed while others are being made.
//
//   tsx bench-sessions.ts [creations per server = 100] [live sessions for memory = 16] [resets/restores = 30]
import { copyFileSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type BareFigures, describeBare, measureBare, startBareFastify } from './lib/bare-fastify';
import { type Latency, call, closeAgents, fmtLatency, latency, loadNow, machineNote, median, ms, times } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { HUGE_PAGES_ENV, type RunningServer, startServer } from './lib/spawn-server';

const CREATIONS = Number(process.argv[2] ?? 100);
const LIVE = Number(process.argv[3] ?? 16);
const REPEATS = Number(process.argv[4] ?? 30);
const BLOCK = 10;
/** The e2e suite's worker count (playwright.config.ts), and the tests each worker runs in the QA phase. */
const WORKERS = 4;
const TESTS_PER_WORKER = 15;
const MB = 1024 * 1024;

interface Config {
  name: string;
  env: Record<string, string>;
  server?: RunningServer;
  firstCreationMs?: number;
  create: number[];
  createServer: number[];
  end: number[];
  vm?: Record<string, number>;
  vmText?: string;
  /** Server CPU ms used by the creation loop (creations and ends). */
  cpu: number;
}
const configs: Config[] = [
  { name: 'huge pages (as `pnpm start`)', env: { ...HUGE_PAGES_ENV }, create: [], createServer: [], end: [], cpu: 0 },
  { name: 'no huge pages', env: { GLIBC_TUNABLES: '' }, create: [], createServer: [], end: [], cpu: 0 },
];

async function json<T>(server: RunningServer, method: string, path: string, session?: string, body?: unknown): Promise<{ ms: number; body: T }> {
  const r = await call(server.base, path, { method, body, headers: session ? { 'x-mock-session': session } : {} });
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${r.body.slice(0, 300)}`);
  return { ms: r.ms, body: JSON.parse(r.body) as T };
}

interface Created { id: string; createdInMs: number }
const createSession = (s: RunningServer) => json<Created>(s, 'POST', '/__mock/sessions');
const endSession = (s: RunningServer, id: string) => json(s, 'DELETE', `/__mock/sessions/${id}`);

/** Kernel counters of transparent huge pages and memory compaction (system-wide; Linux). */
const VM_KEYS = ['thp_fault_alloc', 'thp_fault_fallback', 'compact_stall'] as const;
function vmstat(): Record<string, number> {
  try {
    const text = readFileSync('/proc/vmstat', 'utf8');
    return Object.fromEntries(VM_KEYS.map((k) => [k, Number(new RegExp(`^${k} (\\d+)`, 'm').exec(text)?.[1] ?? NaN)]));
  } catch {
    return {};
  }
}
const vmDelta = (before: Record<string, number>) => {
  const now = vmstat();
  return VM_KEYS.map((k) => `${k} +${(now[k] ?? NaN) - (before[k] ?? NaN)}`).join(', ');
};

const line = (label: string, l: Latency, bare: BareFigures, target?: string) =>
  console.log(`  ${label.padEnd(44)} ${fmtLatency(l, bare.sequential)}${target ? `  (target ${target})` : ''}`);

const world = seededFile('cashloop-bench-sessions-');
const bare = await startBareFastify();
try {
  console.log(machineNote());
  console.log(`demo world database: ${(statSync(world.file).size / MB).toFixed(0)} MB on disk`);
  for (const [i, config] of configs.entries()) {
    const file = join(world.dir, `world-${i}.sqlite`);
    copyFileSync(world.file, file);
    config.server = await startServer(file, config.env);
    // The server was started from an existing file, so no template is registered yet: the first
    // session seeds the day's template (once per scenario, seed and UTC day), every later one copies it.
    const first = await createSession(config.server);
    config.firstCreationMs = first.ms;
    await endSession(config.server, first.body.id);
  }
  const bareFigs = await measureBare(bare, { sequential: 1000 });
  console.log(describeBare(bareFigs));

  // Creation, one session after another, each ended before the next (never near MOCK_MAX_SESSIONS).
  for (let done = 0; done < CREATIONS; done += BLOCK) {
    const order = (done / BLOCK) % 2 ? [...configs].reverse() : configs;
    for (const config of order) {
      const cpu0 = config.server!.cpuMs();
      const vm0 = vmstat();
      for (let k = 0; k < Math.min(BLOCK, CREATIONS - done); k++) {
        const created = await createSession(config.server!);
        config.create.push(created.ms);
        config.createServer.push(created.body.createdInMs);
        config.end.push((await endSession(config.server!, created.body.id)).ms);
      }
      config.cpu += config.server!.cpuMs() - cpu0;
      const d = vmstat();
      config.vm ??= Object.fromEntries(VM_KEYS.map((k) => [k, 0]));
      for (const k of VM_KEYS) config.vm[k]! += (d[k] ?? NaN) - (vm0[k] ?? NaN);
    }
  }
  const bareAfter = await measureBare(bare, { sequential: 1000 });

  console.log(`\nsession creation, sequential, each ended before the next (${CREATIONS} per server, in alternating blocks of ${BLOCK}; load now ${loadNow()})`);
  console.log(`  bare Fastify again after the creations: ${fmtLatency(bareAfter.sequential)}`);
  for (const config of configs) {
    console.log(` ${config.name}:`);
    console.log(`  first creation (seeds the day's template)   ${(config.firstCreationMs! / 1000).toFixed(2)} s (once per scenario, seed and day; not a target)`);
    line('create (client, over HTTP)', latency(config.create), bareFigs, 'p50 ≤ 50 ms, p99 ≤ 150 ms');
    line('  of which in the server (createdInMs)', latency(config.createServer), bareFigs);
    line('end (DELETE)', latency(config.end), bareFigs);
    console.log(`  server CPU per create + end (work, not waiting; from /proc)  ${(config.cpu / config.create.length).toFixed(1)} ms`);
    console.log(`  kernel, during its blocks (system-wide): ${VM_KEYS.map((k) => `${k} +${config.vm?.[k]}`).join(', ')}`);
  }

  // A QA suite: each worker creates a session per test, makes a few calls in it, and ends it.
  console.log(`\nQA suite pattern: ${WORKERS} workers at once, each ${TESTS_PER_WORKER} × (create a session, 3 calls in it, end it) (load now ${loadNow()})`);
  for (const config of configs) {
    const server = config.server!;
    const creates: number[] = [];
    const worker = async () => {
      for (let k = 0; k < TESTS_PER_WORKER; k++) {
        const created = await createSession(server);
        creates.push(created.ms);
        for (let c = 0; c < 3; c++) await json(server, 'GET', '/__mock/clock', created.body.id);
        await endSession(server, created.body.id);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    console.log(` ${config.name}:`);
    line(`create, ${WORKERS} workers at once`, latency(creates), bareFigs, 'p50 ≤ 50 ms, p99 ≤ 150 ms');
  }

  for (const config of configs) {
    const server = config.server!;
    console.log(`\n${config.name}: memory, ${LIVE} live sessions (MOCK_MAX_SESSIONS 32), then reset and restore (load now ${loadNow()})`);
    const before = server.rssBytes();
    const vmLive = vmstat();
    const ids: string[] = [];
    const kept: number[] = [];
    const rss: number[] = [];
    for (let k = 0; k < LIVE; k++) {
      const created = await createSession(server);
      kept.push(created.ms);
      ids.push(created.body.id);
      rss.push(server.rssBytes());
    }
    const liveVm = vmDelta(vmLive);
    const list = await json<{ sessions: { approxMemoryBytes: number }[] }>(server, 'GET', '/__mock/sessions');
    const approx = median(list.body.sessions.map((s) => s.approxMemoryBytes));
    const growth = (rss.at(-1)! - before) / LIVE;
    line(`create while 0–${LIVE - 1} others live`, latency(kept), bareFigs, 'p50 ≤ 50 ms, p99 ≤ 150 ms');
    console.log(`    kernel meanwhile (system-wide): ${liveVm}`);
    console.log(`  RSS ${(before / MB).toFixed(0)} MB with none live → ${(rss.at(-1)! / MB).toFixed(0)} MB with ${LIVE}: ${(growth / MB).toFixed(1)} MB per live session; approxMemoryBytes ${(approx / MB).toFixed(1)} MB (bare Fastify process: ${(bareFigs.rssBytes / MB).toFixed(0)} MB RSS)`);

    // Reset and restore inside one session (a world with no file behind it) and in the default world.
    const id = ids[0]!;
    const resetCpu0 = server.cpuMs();
    const reset: number[] = [];
    const resetServer: number[] = [];
    for (let k = 0; k < REPEATS; k++) {
      const r = await json<{ durationMs: number; fromTemplate: boolean }>(server, 'POST', '/__mock/reset', id);
      if (!r.body.fromTemplate) throw new Error('reset seeded instead of copying the template');
      reset.push(r.ms);
      resetServer.push(r.body.durationMs);
    }
    const resetCpu = (server.cpuMs() - resetCpu0) / REPEATS;
    const save = await json<{ sizeBytes: number }>(server, 'POST', '/__mock/snapshots', id, { name: 'bench' });
    const restore: number[] = [];
    const restoreServer: number[] = [];
    const restoreCpu0 = server.cpuMs();
    for (let k = 0; k < REPEATS; k++) {
      const r = await json<{ durationMs: number }>(server, 'POST', '/__mock/snapshots/bench/restore', id);
      restore.push(r.ms);
      restoreServer.push(r.body.durationMs);
    }
    const restoreCpu = (server.cpuMs() - restoreCpu0) / REPEATS;
    for (const sid of ids) await endSession(server, sid);
    const after = server.rssBytes();
    const defaultReset: number[] = [];
    for (let k = 0; k < Math.min(REPEATS, 10); k++) {
      defaultReset.push((await json(server, 'POST', '/__mock/reset')).ms);
      // The default world writes itself back to its file in the background after a change: let it.
      await new Promise((r) => setTimeout(r, 3000));
    }
    console.log(`  all ended: RSS ${(after / MB).toFixed(0)} MB`);
    line('reset a session (client)', latency(reset), bareFigs, '≤ 100 ms');
    line('  of which in the server (durationMs)', latency(resetServer), bareFigs);
    console.log(`    server CPU per reset ${resetCpu.toFixed(1)} ms`);
    line('snapshot save (client, once)', latency([save.ms]), bareFigs);
    line('restore a snapshot (client)', latency(restore), bareFigs, '≤ 100 ms');
    line('  of which in the server (durationMs)', latency(restoreServer), bareFigs);
    console.log(`    server CPU per restore ${restoreCpu.toFixed(1)} ms`);
    line('reset the default world (client, 3 s apart)', latency(defaultReset), bareFigs, '≤ 100 ms');
  }
  console.log(`\nratios: ×N is the figure divided by bare Fastify's sequential hello-JSON of the same percentile (p50 ${ms(bareFigs.sequential.p50)} ms, p99 ${ms(bareFigs.sequential.p99)} ms); they are what compares across machines.`);
  const [huge, plain] = configs;
  const p50 = (c: Config) => latency(c.create).p50;
  console.log(`huge pages: creation p50 ${ms(p50(huge!))} ms vs ${ms(p50(plain!))} ms without (${times(p50(huge!), p50(plain!))}).`);
} finally {
  for (const config of configs) await config.server?.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

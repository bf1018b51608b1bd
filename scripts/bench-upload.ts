// Transaction enrichment CSV upload (issue 7, Speed): N rows (default 1,000,000) for the demo world's
// main publisher, POSTed as multipart to /transaction-enrichment/upload-csv with enrichment on, over
// HTTP to the real server process. Rows describe retailers with live PAYMENT programme offers (by MID
// and by bank-style descriptions, so they enrich, match and earn cashback) mixed with unknown merchants.
// Targets: ≥ 100,000 rows/s end to end (1M rows ≤ 10 s); peak RSS ≤ 250 MB above the server's RSS
// before the upload (the world database is in memory, so that baseline includes it); other reads' p99
// ≤ 50 ms while it runs.
//
// Measured meanwhile: the server's VmRSS sampled every 50 ms and its VmHWM (peak) from /proc, and a
// concurrent read (GET /user, the signed-in user, answered by the server each time: no answer cache on
// that path) at concurrency 2 for the whole upload. A bare Fastify hello-JSON process is measured in
// the same run: latencies are printed with their ratio to its sequential p50/p99, and the upload's
// wall time with its ratio to the bare p50 (a request's floor on this machine).
//
//   tsx bench-upload.ts [rows = 1000000]          (BENCH_BUILT=1: through `node scripts/start.mjs`, as `pnpm start` runs it)
import { randomBytes } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeBare, measureBare, startBareFastify } from './lib/bare-fastify';
import { API, signIn } from './lib/api';
import { call, closeAgents, fmtLatency, latency, loadNow, machineNote, ms } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { startBuiltServer, startServer, statCpuMs } from './lib/spawn-server';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const PUBLISHER = 'pub_northwind';
const READ_CONCURRENCY = 2;
const MB = 1024 * 1024;

/**
 * CPU time (user + system, ms) of each of a process's threads now, by thread id (the main thread's id is
 * the pid): the server's main thread reads the file and answers the reads, a worker thread commits.
 */
function threadCpuMs(pid: number): Map<number, number> {
  const byThread = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      byThread.set(Number(tid), statCpuMs(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return byThread;
}

/** Retailers of the publisher's live PAYMENT programme offers, with their aliases and MIDs. */
function matchingMerchants(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const retailers = db
      .prepare(
        `SELECT DISTINCT po.retailer_id AS id FROM programme_offers po JOIN offers o ON o.id = po.offer_id
         WHERE po.publisher_id = ? AND po.env = 'live' AND po.offer_approval = 'APPROVED' AND po.active = 1
           AND o.removed_on IS NULL AND o.offer_type = 'PAYMENT' AND po.customer_tier_type = 'DEFAULT' ORDER BY po.retailer_id`,
      )
      .pluck()
      .all(PUBLISHER) as string[];
    const alias = db.prepare('SELECT alias FROM merchant_aliases WHERE retailer_id = ? ORDER BY id').pluck();
    const mid = db.prepare('SELECT mid FROM channel_mids WHERE retailer_id = ? ORDER BY mid').pluck();
    return retailers.map((id) => ({ id, aliases: alias.all(id) as string[], mids: mid.all(id) as string[] })).filter((r) => r.aliases.length > 0);
  } finally {
    db.close();
  }
}

const UNKNOWN = ['TFL TRAVEL CH', 'PAYPAL *EBAY', 'DIRECT DEBIT COUNCIL TAX', 'SQ *CORNER CAFE', 'ATM WITHDRAWAL', 'STANDING ORDER RENT', 'SUMUP *MARKET STALL'];
const TOWNS = ['LONDON', 'LEEDS', 'BRISTOL', 'MANCHESTER', 'GLASGOW', 'CARDIFF'];

/** Writes the CSV (streamed to disk in blocks): ~70% known merchants (a third of them by MID), 30% unknown, 10% credits. */
function writeCsv(path: string, rows: number, merchants: ReturnType<typeof matchingMerchants>): void {
  const stem = randomBytes(3).toString('hex');
  const now = Date.now();
  const lines: string[] = ['transactionId,endUserId,bookingDateTime,amount,currency,description,mid,transactionType'];
  writeFileSync(path, '');
  let seed = 12345;
  // mulberry32: a small seeded generator, so the same N gives the same file.
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < rows; i++) {
    const user = `bench_${stem}_${Math.floor(rnd() * 20_000)}`;
    const when = new Date(now - 86_400_000 - Math.floor(rnd() * 300 * 86_400_000)).toISOString().slice(0, 19) + 'Z';
    const credit = rnd() < 0.1;
    const amount = `${credit ? '' : '-'}${(1 + rnd() * 150).toFixed(2)}`;
    let description: string;
    let mid = '';
    if (rnd() < 0.7) {
      const m = merchants[Math.floor(rnd() * merchants.length)]!;
      const a = m.aliases[Math.floor(rnd() * m.aliases.length)]!.toUpperCase();
      description = rnd() < 0.5 ? `${a} ${Math.floor(rnd() * 9000) + 1000} ${TOWNS[Math.floor(rnd() * TOWNS.length)]}` : `CARD PAYMENT TO ${a}`;
      if (m.mids.length > 0 && rnd() < 0.33) mid = m.mids[Math.floor(rnd() * m.mids.length)]!;
    } else description = `${UNKNOWN[Math.floor(rnd() * UNKNOWN.length)]} ${Math.floor(rnd() * 900) + 100}`;
    lines.push(`TX-${stem}-${i},${user},${when},${amount},GBP,${description},${mid},${credit ? 'CREDIT' : 'DEBIT'}`);
    if (lines.length >= 50_000) {
      writeFileSync(path, lines.join('\n') + '\n', { flag: 'a' });
      lines.length = 0;
    }
  }
  writeFileSync(path, lines.join('\n') + (lines.length ? '\n' : ''), { flag: 'a' });
}

/** Streams the file as multipart/form-data (field multipartFile) and answers status, body and wall time. */
function upload(base: string, token: string, file: string): Promise<{ status: number; body: string; ms: number }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${API}/transaction-enrichment/upload-csv?historic=false&enrichment=true`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
    stream.on('error', reject);
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
  });
}

/**
 * The world's image in bytes without its webhook messages: those are fanned out after the answer, a slice
 * at a time, so what the file holds of them depends on when the server stopped.
 */
function imageWithoutMessages(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const total = (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
    const messages = db
      .prepare("SELECT COALESCE(SUM(d.pgsize), 0) FROM dbstat d JOIN sqlite_master m ON m.name = d.name WHERE m.tbl_name = 'webhook_events'")
      .pluck()
      .get() as number;
    return total - messages;
  } finally {
    db.close();
  }
}

/** The world's image size and its biggest tables, each with its indexes (SQLite's dbstat), per uploaded row. */
function printFootprint(file: string, rows: number): void {
  const db = new Database(file, { readonly: true });
  try {
    const total = (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
    // Each table with its indexes.
    const top = db
      .prepare(
        `SELECT COALESCE(m.tbl_name, d.name) AS name, SUM(d.pgsize) AS bytes FROM dbstat d LEFT JOIN sqlite_master m ON m.name = d.name
         GROUP BY 1 ORDER BY bytes DESC LIMIT 10`,
      )
      .all() as { name: string; bytes: number }[];
    console.log(`  world image after the upload ${(total / MB).toFixed(0)} MB; biggest tables with their indexes (MB, bytes per uploaded row): ` +
      top.map((t) => `${t.name} ${(t.bytes / MB).toFixed(0)} (${Math.round(t.bytes / rows)})`).join(', '));
  } finally {
    db.close();
  }
}

const hwm = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

const world = seededFile('cashloop-bench-upload-');
const csv = join(world.dir, 'upload.csv');
const imageBefore = imageWithoutMessages(world.file);
// The server is the bundle either way (startServer builds it when its sources changed). BENCH_BUILT=1 starts it
// through `node scripts/start.mjs`, as `pnpm start` does (build first: node scripts/start.mjs --build).
const server = process.env.BENCH_BUILT === '1' ? await startBuiltServer(world.file) : await startServer(world.file);
const bare = await startBareFastify();
try {
  console.log(machineNote());
  if (process.env.BENCH_BUILT === '1') console.log('BENCH_BUILT=1: the server process measured is start.mjs, which runs the bundle in a child: read the answer and the latencies, not its CPU and RSS');
  const merchants = matchingMerchants(world.file);
  const t0 = performance.now();
  writeCsv(csv, ROWS, merchants);
  console.log(`CSV: ${ROWS.toLocaleString('en')} rows, ${(statSync(csv).size / MB).toFixed(0)} MB, written in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
    `${merchants.length} retailers with live PAYMENT offers of ${PUBLISHER} (~70% of rows, a third by MID), the rest unknown merchants, 10% credits`);
  const token = await signIn(server.base);
  const headers = { authorization: `Bearer ${token}` };
  const bareFigs = await measureBare(bare, { sequential: 1000 });
  console.log(describeBare(bareFigs));

  // The concurrent read alone first (its floor on this server), then during the upload.
  const readPath = `${API}/user`;
  const quiet: number[] = [];
  for (let i = 0; i < 500; i++) quiet.push((await call(server.base, readPath, { headers })).ms);
  const pid = server.child.pid!;
  const rssBefore = server.rssBytes();
  const hwmBefore = hwm(pid);
  let running = true;
  const during: number[] = [];
  const rssSamples: number[] = [];
  // BENCH_RSS_TRACE=<file>: every sample also written there as `ms since the start, VmRSS, RssAnon, RssFile` (MB) and
  // the CPU ms of the main thread and of the other threads so far, to see which phase of the upload holds the memory.
  const traceFile = process.env.BENCH_RSS_TRACE;
  const trace: string[] = [];
  const traceStart = performance.now();
  const sampler = setInterval(() => {
    try {
      rssSamples.push(server.rssBytes());
      if (traceFile) {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN) / 1024;
        const mainCpu = statCpuMs(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'));
        trace.push([performance.now() - traceStart, kb('VmRSS'), kb('RssAnon'), kb('RssFile'), mainCpu, server.cpuMs() - mainCpu].map((x) => x.toFixed(0)).join(' '));
      }
    } catch {
      /* the process has ended */
    }
  }, 50);
  const readErrors: string[] = [];
  const reader = async () => {
    while (running) {
      const started = performance.now();
      try {
        const r = await call(server.base, readPath, { headers, concurrency: READ_CONCURRENCY });
        if (r.status !== 200) readErrors.push(`status ${r.status}`);
        during.push(r.ms); // every read started while the upload ran, including the last ones that waited on its commit
      } catch (error) {
        readErrors.push(`${(error as Error).message} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    }
  };
  const load0 = loadNow();
  const readers = Array.from({ length: READ_CONCURRENCY }, reader);
  const cpu0 = server.cpuMs();
  const threads0 = threadCpuMs(pid);
  const answer = await upload(server.base, token, csv).catch((error: Error) => ({ status: 0, body: error.message, ms: NaN }));
  running = false;
  clearInterval(sampler);
  if (traceFile) writeFileSync(traceFile, `${trace.join('\n')}\n`);
  await Promise.all(readers);
  /** A /proc figure, or NaN once the process has ended. */
  const proc = (read: () => number) => {
    try {
      return read();
    } catch {
      return NaN;
    }
  };
  const cpu = proc(() => server.cpuMs()) - cpu0;
  const threadsCpu = proc(() => {
    const now = threadCpuMs(pid);
    return [...now].reduce((sum, [tid, ms]) => sum + (tid === pid ? 0 : ms - (threads0.get(tid) ?? 0)), 0);
  });
  const peak = Math.max(proc(() => hwm(pid)), ...rssSamples);
  await new Promise((r) => setTimeout(r, 1000));
  const rssAfter = proc(() => server.rssBytes());
  const ok = answer.status === 200;
  const summary = ok ? (JSON.parse(answer.body) as { summary: Record<string, unknown> }).summary : null;
  // A failed upload stored nothing: it has no rate.
  const rate = ok ? ROWS / (answer.ms / 1000) : 0;

  console.log(`\nupload of ${ROWS.toLocaleString('en')} rows, enrichment on, not historic (load average ${load0} before, ${loadNow()} after)`);
  console.log(`  answer: ${ok ? JSON.stringify(summary) : `FAILED ${answer.status} ${answer.body.slice(0, 300)} (nothing stored)`}`);
  console.log(`  wall time (client, request start to answer)   ${(answer.ms / 1000).toFixed(2)} s  (×${Math.round(answer.ms / bareFigs.sequential.p50).toLocaleString('en')} bare p50)  (target ≤ ${(ROWS / 100_000).toFixed(0)} s)`);
  console.log(`  rows/s end to end                             ${Math.round(rate).toLocaleString('en')}  (target ≥ 100,000) ${rate >= 100_000 ? 'MET' : 'NOT MET'}`);
  console.log(`  server CPU during the upload                  ${(cpu / 1000).toFixed(2)} s (${Math.round(ROWS / (cpu / 1000)).toLocaleString('en')} rows per CPU second): ` +
    `main thread ${((cpu - threadsCpu) / 1000).toFixed(2)} s (reading the file, answering ${during.length.toLocaleString('en')} reads, copying the world out), other threads ${(threadsCpu / 1000).toFixed(2)} s (the commit worker, the thread pool)`);
  console.log(`  server RSS before ${(rssBefore / MB).toFixed(0)} MB (world in memory; VmHWM before ${(hwmBefore / MB).toFixed(0)} MB), peak ${(peak / MB).toFixed(0)} MB (VmHWM and 50 ms VmRSS samples): ` +
    `+${((peak - rssBefore) / MB).toFixed(0)} MB (target ≤ +250 MB) ${peak - rssBefore <= 250 * MB ? 'MET' : 'NOT MET'}; ` +
    `1 s after the answer ${(rssAfter / MB).toFixed(0)} MB (the world now holding the new rows); bare Fastify RSS ${(bareFigs.rssBytes / MB).toFixed(0)} MB`);
  console.log(`  GET /user alone, sequential                   ${fmtLatency(latency(quiet), bareFigs.sequential)}`);
  const d = latency(during);
  console.log(`  GET /user during the upload, ${READ_CONCURRENCY} concurrent      ${fmtLatency(d, bareFigs.sequential)}  (target p99 ≤ 50 ms) ${d.p99 <= 50 ? 'MET' : 'NOT MET'}`);
  if (readErrors.length > 0) console.log(`  reads that failed during the upload: ${readErrors.length} (${[...new Set(readErrors)].slice(0, 3).join('; ')})`);
  console.log(`  server process ${server.child.exitCode === null && server.child.signalCode === null ? 'still running' : `ended (${server.child.exitCode ?? server.child.signalCode})`}`);
  console.log(`\nratios: ×N is the figure divided by bare Fastify's sequential hello-JSON of the same percentile (p50 ${ms(bareFigs.sequential.p50)} ms, p99 ${ms(bareFigs.sequential.p99)} ms).`);
  await server.stop();
  // The stopped server wrote its world to the file: what the upload costs in the in-memory image, which
  // SQLite caps a deserialized database at SQLITE_MEMDB_DEFAULT_MAXSIZE (2 GiB − 64 KiB in our patched build).
  if (ok) {
    printFootprint(world.file, ROWS);
    // The peak splits into what the world keeps (its image grew by the rows) and what the upload needed meanwhile.
    const kept = imageWithoutMessages(world.file) - imageBefore;
    console.log(`  RSS peak above the start +${((peak - rssBefore) / MB).toFixed(0)} MB = the rows the world keeps (image growth without webhook messages) ` +
      `${(kept / MB).toFixed(0)} MB + transient ${((peak - rssBefore - kept) / MB).toFixed(0)} MB (target ≤ +250 MB beyond the kept rows) ${peak - rssBefore - kept <= 250 * MB ? 'MET' : 'NOT MET'}`);
  }
} finally {
  await server.stop();
  await bare.stop();
  world.cleanup();
  closeAgents();
}

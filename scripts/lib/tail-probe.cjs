// Preloaded into a benchmarked server (`BENCH_TAIL_PROBE=<file>`, scripts/lib/spawn-server.ts): once a second it
// appends a JSON line to <file> with what makes a p99 on the main thread (decision 0014, sixth pass):
//   - GC: young (minor) and full (major, incremental) collections, their count and pause time, and the old
//     space's size (what the young collections promoted);
//   - the event-loop delay (monitorEventLoopDelay, 1 ms resolution);
//   - loop turns: the turn each answer was sent in, weighted by answers (p50/p99: what a call experienced),
//     and every turn over TAIL_PROBE_LONG_MS (30) with the process CPU used in it (wall >> CPU: the core was
//     taken by another process), the GC in it and the paths it answered. Its monotonic bounds (µs) match a
//     --cpu-prof profile's sample times, so the profile tells what ran in it.
// The server grows no route for it; worker threads (the template seeder, tsx's loader) are left alone.
if (!require('node:worker_threads').isMainThread) return;
const { PerformanceObserver, monitorEventLoopDelay, constants } = require('node:perf_hooks');
const { appendFileSync, readdirSync, readFileSync } = require('node:fs');
const http = require('node:http');
const v8 = require('node:v8');

const file = process.env.TAIL_PROBE_FILE;
if (!file) return;
const LONG_MS = Number(process.env.TAIL_PROBE_LONG_MS || 30);
const monoUs = () => Number(process.hrtime.bigint() / 1000n);
const KINDS = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak' };

let gcs = [];
const recentGcs = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const g = { kind: KINDS[e.detail?.kind] ?? String(e.detail?.kind), ms: e.duration, endMs: e.startTime + e.duration };
    gcs.push(g);
    recentGcs.push(g);
    if (recentGcs.length > 100) recentGcs.shift();
  }
}).observe({ entryTypes: ['gc'] });
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();

// Answers: how many, and which paths were sent in the current turn.
let answers = 0;
let sentInTurn = [];
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request') {
    answers++;
    res.once('finish', () => sentInTurn.push(req.url.replace(/\?.*/, '')));
  }
  return emit.apply(this, arguments);
};

// A 5 ms timer: the gap between two of its ticks is one turn of the loop (or more when the loop is idle).
let turns = [];
const longTurns = [];
let lastTick = performance.now();
let lastMono = monoUs();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const cpu = process.cpuUsage();
  const gap = now - lastTick;
  if (sentInTurn.length) turns.push([gap, sentInTurn.length]);
  if (gap > LONG_MS) {
    const inTurn = recentGcs.filter((g) => g.endMs >= lastTick);
    const paths = {};
    for (const p of sentInTurn) paths[p] = (paths[p] || 0) + 1;
    longTurns.push({
      ms: +gap.toFixed(1),
      cpuMs: +((cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000).toFixed(1),
      gcMs: +inTurn.reduce((s, g) => s + g.ms, 0).toFixed(1),
      gcs: inTurn.map((g) => `${g.kind}:${g.ms.toFixed(1)}`).join(' '),
      answered: sentInTurn.length,
      paths: Object.entries(paths).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([p, n]) => `${p}×${n}`).join(' '),
      monoFromUs: lastMono,
      monoToUs: monoUs(),
    });
  }
  sentInTurn = [];
  lastTick = now;
  lastMono = monoUs();
  lastCpu = cpu;
}, 5).unref();

const oldSpaceMB = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size / 2 ** 20;
// CPU by thread name (Linux): V8's helper threads (the optimizing compiler, GC helpers) and libuv's pool share
// the pinned server core with the main thread, so their work lengthens its turns too.
const threadTicks = () => {
  const by = {};
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The main thread is the one whose id is the process's; the others by name (V8's helpers may all read "node").
      const name = Number(tid) === process.pid ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '').trim();
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      by[name] = (by[name] || 0) + Number(f[11]) + Number(f[12]);
    }
  } catch {
    /* not Linux */
  }
  return by;
};
let lastThreads = threadTicks();
let secondCpu = process.cpuUsage();
setInterval(() => {
  const cpu = process.cpuUsage();
  // The turn each answer went out in, one entry per answer: what a call experienced.
  const byAnswer = turns.flatMap(([gap, n]) => Array(n).fill(gap)).sort((a, b) => a - b);
  const q = (p) => (byAnswer.length ? +byAnswer[Math.min(byAnswer.length - 1, Math.ceil(p * byAnswer.length) - 1)].toFixed(1) : null);
  const sum = (list) => +list.reduce((s, g) => s + g.ms, 0).toFixed(1);
  const minor = gcs.filter((g) => g.kind === 'minor');
  const full = gcs.filter((g) => g.kind !== 'minor');
  const line = {
    at: new Date().toISOString().slice(11, 19),
    answers,
    cpuMs: Math.round((cpu.user - secondCpu.user + cpu.system - secondCpu.system) / 1000),
    gcMinorN: minor.length, gcMinorMs: sum(minor), gcMajorN: full.filter((g) => g.kind === 'major').length, gcMajorMs: sum(full),
    gcMaxMs: +Math.max(0, ...gcs.map((g) => g.ms)).toFixed(1),
    oldMB: +oldSpaceMB().toFixed(1), heapMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    delayP99Ms: +(delay.percentile(99) / 1e6).toFixed(1), delayMaxMs: +(delay.max / 1e6).toFixed(1),
    turns: turns.length, answersPerTurn: turns.length ? +(byAnswer.length / turns.length).toFixed(1) : 0,
    turnP50Ms: q(0.5), turnP99Ms: q(0.99), turnMaxMs: +Math.max(0, ...turns.map(([gap]) => gap)).toFixed(1),
    threadsMs: {},
    long: longTurns.splice(0),
  };
  const threads = threadTicks();
  for (const [name, ticks] of Object.entries(threads)) {
    const ms = (ticks - (lastThreads[name] || 0)) * 10; // ticks of 10 ms (CLK_TCK 100)
    if (ms > 0) line.threadsMs[name] = ms;
  }
  lastThreads = threads;
  if (answers || line.long.length) appendFileSync(file, `${JSON.stringify(line)}\n`);
  answers = 0;
  turns = [];
  gcs = [];
  secondCpu = cpu;
  delay.reset();
}, 1000).unref();

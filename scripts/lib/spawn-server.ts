import { type ChildProcess, execFileSync, spawn, type StdioOptions } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_GLIBC_TUNABLES, SERVER_NODE_FLAGS } from '../start/server-process.mjs';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

/** The malloc settings `pnpm start` gives the server (scripts/start/server-process.mjs): huge pages for large allocations. */
export const HUGE_PAGES_ENV = { GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * DESIGN §9: the server on one core and the load on the other where the machine allows. On a machine
 * with two or more cores and `taskset`, servers (the real one and the bare Fastify one alike) run on the
 * last core and the benchmark process (the load generator) on core 0. BENCH_PIN=0 turns it off.
 */
export const pinning: { server: string; load: string } | null = (() => {
  if (process.env.BENCH_PIN === '0') return null;
  const cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  if (!(cores >= 2)) return null;
  try {
    execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { server: String(cores - 1), load: '0' };
})();

export interface RunningServer {
  port: number;
  base: string;
  child: ChildProcess;
  /** ms from spawn to the first 200 on the health path. */
  startupMs: number;
  /** Resident memory of the server process now, in bytes (Linux /proc). */
  rssBytes: () => number;
  /** CPU time (user + system) the server process has used so far, in ms (10 ms resolution): work, not waiting. */
  cpuMs: () => number;
  /**
   * The same from the scheduler's own count (schedstat, nanoseconds) summed over the threads running now: no
   * 10 ms ticks to round to, but a thread that ended takes its time with it. For figures taken over a second or so.
   */
  preciseCpuMs: () => number;
  stop: () => Promise<void>;
}

/** CPU time of the threads of `pid` running now, in ms, from /proc/<pid>/task/<tid>/schedstat (nanoseconds on CPU). */
export function schedCpuMs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return ns / 1e6;
}

/** utime + stime of a /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat text, in ms (ticks of 10 ms, CLK_TCK 100). */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the server has been idle (under 20 ms of CPU in a 500 ms window, at most `maxMs`): a figure
 * then measures answering calls, not what the server does in the background after the calls before it
 * (the default world's write-back to its file a couple of seconds after a sign-in copies the whole
 * ~120 MB image, JIT compilation). Answers how long it waited.
 */
export async function waitForIdle(server: Pick<RunningServer, 'cpuMs'>, maxMs = 20_000): Promise<number> {
  const started = performance.now();
  let before = server.cpuMs();
  while (performance.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = server.cpuMs();
    if (now - before < 20) break;
    before = now;
  }
  return performance.now() - started;
}

/**
 * Spawns `node <entry>` in `cwd` (through tsx when the entry is TypeScript), pinned to the server core
 * when pinning, and waits for a 200 on `healthPath`.
 */
export async function spawnNodeServer(
  entry: string,
  cwd: string,
  env: Record<string, string>,
  healthPath: string,
  nodeFlags: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: extra node flags for the servers a benchmark starts (e.g. --cpu-prof, which NODE_OPTIONS refuses).
  const nodeArgs = [...nodeFlags, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  // BENCH_TAIL_PROBE=<file> (startServer only): the server logs its GC, event-loop delay and long loop turns there.
  if (env.TAIL_PROBE_FILE) nodeArgs.push('--require', fileURLToPath(new URL('./tail-probe.cjs', import.meta.url)));
  const args = [...nodeArgs, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  // BENCH_SERVER_OUT=<file>: the server's stdout goes there (with BENCH_NODE_ARGS=--trace-gc, every GC and its reason).
  const stdio: StdioOptions = process.env.BENCH_SERVER_OUT ? ['ignore', openSync(process.env.BENCH_SERVER_OUT, 'w'), 'ignore'] : 'ignore';
  const started = performance.now();
  // V8's --trace-gc lines go through C stdio, which buffers them for a file and loses the rest when the server is
  // stopped: stdbuf line-buffers them. taskset and stdbuf exec node, so the child's pid is the server's own.
  const command = [...(process.env.BENCH_SERVER_OUT ? ['stdbuf', '-oL'] : []), process.execPath, ...args];
  const options = { cwd, env: { ...process.env, PORT: String(port), ...env }, stdio };
  const child = pinning ? spawn('taskset', ['-c', pinning.server, ...command], options) : spawn(command[0]!, command.slice(1), options);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const rssBytes = () => {
    const status = execFileSync('cat', [`/proc/${child.pid}/status`], { encoding: 'utf8' });
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
  };
  const cpuMs = () => statCpuMs(execFileSync('cat', [`/proc/${child.pid}/stat`], { encoding: 'utf8' }));
  for (;;) {
    try {
      const res = await fetch(`${base}${healthPath}`);
      if (res.ok) return { port, base, child, startupMs: performance.now() - started, rssBytes, cpuMs, preciseCpuMs: () => schedCpuMs(child.pid!), stop };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before answering`);
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error(`${entry} did not answer ${healthPath} in 60 s`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

let bundleChecked = false;
/** Builds what changed since the last build (`node scripts/start.mjs --build`, quick when nothing did), once a run. */
function ensureBundle(): void {
  if (bundleChecked) return;
  execFileSync(process.execPath, [fileURLToPath(new URL('../start.mjs', import.meta.url)), '--build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  bundleChecked = true;
}

/**
 * Starts the real server as its own process, with the node flags and huge pages `pnpm start` gives it
 * (scripts/start/server-process.mjs; `extraEnv` may override GLIBC_TUNABLES), and waits for /healthz: the
 * bundle `pnpm start` and the Docker image run (`dist/server.mjs`, built first when its sources changed),
 * pinned and measured as the rest. What is measured is what runs (decision 0023): the sources through tsx
 * carry tsx's loader, a thread whose own full collections took 105 ms of the server's core in one run, and a
 * larger heap for every full collection to go through (~50 MB after one, against 39-47 MB).
 * BENCH_BUNDLE=0 runs the sources through tsx instead, as the figures before 2026-12-02 09:00 were measured.
 */
export function startServer(databaseFile: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const sources = process.env.BENCH_BUNDLE === '0';
  if (!sources) ensureBundle();
  return spawnNodeServer(
    sources ? 'src/server.ts' : 'dist/server.mjs',
    serverDir,
    {
      DATABASE_FILE: databaseFile,
      LOG_LEVEL: 'silent',
      CLIENT_DIST: '/nonexistent',
      ...HUGE_PAGES_ENV,
      // BENCH_GLIBC_TUNABLES=<value>: the server's malloc settings instead of `pnpm start`'s ('' for glibc's defaults).
      ...(process.env.BENCH_GLIBC_TUNABLES !== undefined ? { GLIBC_TUNABLES: process.env.BENCH_GLIBC_TUNABLES } : {}),
      // BENCH_TAIL_PROBE=<file>: lib/tail-probe.cjs preloaded, writing there once a second (decision 0014, sixth pass).
      ...(process.env.BENCH_TAIL_PROBE ? { TAIL_PROBE_FILE: process.env.BENCH_TAIL_PROBE } : {}),
      ...extraEnv,
    },
    '/healthz',
    SERVER_NODE_FLAGS,
  );
}

/**
 * Starts the server exactly as `pnpm start` does, minus pnpm itself: `node scripts/start.mjs`, which
 * finds the builds up to date and runs the bundle (call `node scripts/start.mjs --build` first).
 */
export function startBuiltServer(databaseFile: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  return spawnNodeServer(
    fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url)),
    fileURLToPath(new URL('../../', import.meta.url)),
    { DATABASE_FILE: databaseFile, LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', ...extraEnv },
    '/healthz',
  );
}

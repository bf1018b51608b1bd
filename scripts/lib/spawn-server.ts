import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Where the benchmarks run their processes on a machine with two or more cores and `taskset`: the benchmark
 * process (the load generator) on core 0, and a server on every core, as `pnpm start` runs it, except while
 * throughput is compared (`onServerCore`). BENCH_PIN=0 turns all of it off.
 */
export const pinning: { server: string; load: string; every: string } | null = (() => {
  if (process.env.BENCH_PIN === '0') return null;
  const cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  if (!(cores >= 2)) return null;
  try {
    execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { server: String(cores - 1), load: '0', every: `0-${cores - 1}` };
})();

/**
 * Runs `work` with every thread of `servers` on the server core, then gives them every core back: throughput is
 * compared with the server and bare Fastify each on one core. Nothing else is measured so: pinned, a server's GC
 * threads share its core, which no user's server does (docs/decisions/0053).
 */
export async function onServerCore<T>(servers: RunningServer[], work: () => Promise<T>): Promise<T> {
  if (!pinning) return work();
  const pin = (cores: string) => {
    for (const s of servers) execFileSync('taskset', ['-a', '-pc', cores, String(s.child.pid)], { stdio: 'ignore' });
  };
  pin(pinning.server);
  try {
    return await work();
  } finally {
    pin(pinning.every);
  }
}

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
  stop: () => Promise<void>;
}

/** utime + stime of a /proc/<pid>/stat text, in ms (ticks of 10 ms, CLK_TCK 100). */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Spawns `node <entry>` in `cwd`, on every core, and waits (at most `timeoutMs`)
 * for a 200 on `healthPath`, polling every 10 ms.
 */
export async function spawnNodeServer(
  entry: string,
  cwd: string,
  env: Record<string, string>,
  healthPath: string,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: extra node flags for the servers a benchmark starts (e.g. --cpu-prof, which NODE_OPTIONS refuses).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const command = [process.execPath, ...nodeArgs, entry];
  const options = { cwd, env: { ...process.env, PORT: String(port), ...env }, stdio: 'ignore' as const };
  const started = performance.now();
  // On every core, though the benchmark process that spawns it is pinned to the load generator's (a child would
  // inherit that). taskset execs node, so the child's pid is the server's own.
  const child = pinning ? spawn('taskset', ['-c', pinning.every, ...command], options) : spawn(command[0]!, command.slice(1), options);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const rssBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024;
  const cpuMs = () => statCpuMs(readFileSync(`/proc/${child.pid}/stat`, 'utf8'));
  for (;;) {
    try {
      const res = await fetch(`${base}${healthPath}`);
      if (res.ok) return { port, base, child, startupMs: performance.now() - started, rssBytes, cpuMs, stop };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before answering`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${entry} did not answer ${healthPath} in ${timeoutMs / 1000} s`);
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
 * Starts the real server as `pnpm start` runs it (scripts/start.mjs): plain node on the bundle `dist/server.mjs`
 * in server/, built first when its sources changed, and waits for /healthz. What is measured is what runs: not
 * the sources through tsx, whose loader thread and larger heap the bundle does not carry (decision 0023).
 */
export function startServer(databaseFile: string, extraEnv: Record<string, string> = {}, timeoutMs?: number): Promise<RunningServer> {
  ensureBundle();
  return spawnNodeServer(
    'dist/server.mjs',
    serverDir,
    { DATABASE_FILE: databaseFile, LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', ...extraEnv },
    '/healthz',
    timeoutMs,
  );
}

import { readFileSync } from 'node:fs';

/**
 * Where a seeding's CPU goes, phase by phase, when someone asks (the large world's budget is 30 s:
 * docs/decisions/0016-large-scenario.md; wrap a seeding in `recordPhases` to print them). Off by default: `phase` then only
 * calls its function. While `recordPhases` runs, every phase adds its wall time, the process's CPU (all
 * threads) and this thread's own CPU (from /proc, 10 ms steps) to its name; nested phases count in their
 * parent too.
 */
export interface PhaseFigures {
  wallMs: number;
  /** The process's CPU (every thread: the sorter's helpers, a side thread). */
  cpuMs: number;
  /** This thread's CPU alone (Linux; 0 elsewhere). */
  threadMs: number;
  calls: number;
}

let active: Map<string, PhaseFigures> | null = null;

/** This thread's user + system CPU in ms, from /proc/thread-self/stat (0 where there is none). */
function threadCpuMs(): number {
  try {
    // Fields 14 and 15 (utime, stime) after the parenthesised command name, in USER_HZ (100 a second on Linux).
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Runs `fn`, adding its figures to `name` while a recorder is on. */
export function phase<T>(name: string, fn: () => T): T {
  const log = active;
  if (!log) return fn();
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const thread = threadCpuMs();
  try {
    return fn();
  } finally {
    const used = process.cpuUsage(cpu);
    const figures = log.get(name) ?? { wallMs: 0, cpuMs: 0, threadMs: 0, calls: 0 };
    figures.wallMs += performance.now() - wall;
    figures.cpuMs += (used.user + used.system) / 1000;
    figures.threadMs += threadCpuMs() - thread;
    figures.calls++;
    log.set(name, figures);
  }
}

/** Records the phases of `run` (in the order they first ended) and answers them with its result. */
export function recordPhases<T>(run: () => T): { result: T; phases: Map<string, PhaseFigures> } {
  const outer = active;
  const log = new Map<string, PhaseFigures>();
  active = log;
  try {
    return { result: run(), phases: log };
  } finally {
    active = outer;
  }
}

/** One line per phase: name, CPU (process, thread) and wall, in ms. */
export function describePhases(phases: ReadonlyMap<string, PhaseFigures>): string {
  const width = Math.max(...[...phases.keys()].map((k) => k.length));
  return [...phases]
    .map(([name, f]) => `${name.padEnd(width)}  cpu ${f.cpuMs.toFixed(0).padStart(6)} ms  thread ${f.threadMs.toFixed(0).padStart(6)} ms  wall ${f.wallMs.toFixed(0).padStart(6)} ms${f.calls > 1 ? `  ×${f.calls}` : ''}`)
    .join('\n');
}

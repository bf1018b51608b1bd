import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files a server keeps under the system's temp folder are named `<pid>-…`, so that a server starting after
 * a crash removes only what dead servers left, never the files of another server still running.
 */
const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the files in `dir` whose name starts with the pid of a process no longer running; answers how many. */
export function sweepDeadPidFiles(dir: string): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || alive(pid)) continue;
    rmSync(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

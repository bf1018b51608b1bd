import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Where an upload's staged rows wait: a database file of its own under the system's temp folder, one per
 * upload, removed when the upload ends (stored, refused or failed). A file rather than TEMP tables, because
 * the final copy of a large upload runs in a worker thread, whose connection must read them too (by ATTACH;
 * better-sqlite3 has no URI names, so no shared in-memory database). The name carries the server's pid, so
 * a server starting after a crash removes only what dead servers left.
 */
export const SCRATCH_DIR = join(tmpdir(), 'cashloop-upload-stage');

export function newScratchFile(): string {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  return join(SCRATCH_DIR, `${process.pid}-${randomBytes(8).toString('hex')}.db`);
}

/** A connection for staging: nothing is durable (no journal, no sync); the file is thrown away after. */
export function openScratch(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  return db;
}

export function removeScratch(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** At start-up: removes the staging files of servers that are no longer running (a kill mid-upload). */
export function sweepScratch(): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(SCRATCH_DIR);
  } catch {
    return 0;
  }
  for (const name of names) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || alive(pid)) continue;
    rmSync(join(SCRATCH_DIR, name), { force: true });
    removed++;
  }
  return removed;
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sweepDeadPidFiles } from '../lib/pid-files';

/**
 * Where an upload's staged rows wait: a database file of its own under the system's temp folder, one per
 * upload, removed when the upload ends (stored, refused or failed). A file rather than TEMP tables, because
 * the final copy of a large upload runs in a worker thread, whose connection must read them too (by ATTACH),
 * and a file keeps a large file's rows out of the process's memory. The name carries the server's pid, so a server
 * starting after a crash removes only what dead servers left.
 */
export const SCRATCH_DIR = join(tmpdir(), 'cashloop-upload-stage');

export function newScratchFile(): string {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  return join(SCRATCH_DIR, `${process.pid}-${randomBytes(8).toString('hex')}.db`);
}

/**
 * Page cache for a staging file, per connection (KiB): rows are only appended to it, and read once in order by
 * the final copy, so SQLite's default 16 MB would hold pages nobody reads again.
 */
export const SCRATCH_CACHE_KIB = 2_048;

/** A connection for staging: nothing is durable (no journal, no sync); the file is thrown away after. */
export function openScratch(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma(`cache_size = -${SCRATCH_CACHE_KIB}`);
  return db;
}

export function removeScratch(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

/** At start-up: removes the staging files of servers that are no longer running (a kill mid-upload). */
export function sweepScratch(): number {
  return sweepDeadPidFiles(SCRATCH_DIR);
}

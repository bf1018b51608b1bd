import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type FinishJob, type FinishOutcome, finishUpload } from './transaction-import-finish';
import { removeScratch } from './transaction-import-scratch';

/**
 * One commit in the worker, on a copy of the world the main thread wrote to `worldFile` (by SQLite's online
 * backup, a few MB per event-loop turn). The copy is opened in memory, as every world is (a commit on the
 * file itself measured 2.4× slower at 1M rows), then the checks and the final copy run exactly as on the
 * main thread (finishUpload). The result goes back through the same file: written by the backup, the
 * in-memory copy closed, then read whole into a buffer of its own that the main thread takes over without
 * another copy (so the worker holds one image at a time). Whatever fails, everything is dropped: the world
 * itself never saw the upload.
 */
export async function runCommitJob(worldFile: string, job: FinishJob): Promise<{ outcome: FinishOutcome; image?: Uint8Array }> {
  let sqlite: Database.Database;
  {
    const image = readFileSync(worldFile);
    removeScratch(worldFile);
    sqlite = new Database(image);
  }
  try {
    sqlite.pragma('foreign_keys = ON');
    const outcome = finishUpload(sqlite, job);
    if ('problems' in outcome) return { outcome };
    await sqlite.backup(worldFile, { progress: () => 1_000_000 });
    sqlite.close();
    const image = readFileSync(worldFile);
    // Removed here, off the main thread: unlinking a 1.4 GB file took ~1 s.
    removeScratch(worldFile);
    // readFileSync gives a large file an ArrayBuffer of its own (not Node's shared pool): transferable.
    return { outcome, image: new Uint8Array(image.buffer, image.byteOffset, image.byteLength) };
  } finally {
    if (sqlite.open) sqlite.close();
    removeScratch(worldFile);
  }
}

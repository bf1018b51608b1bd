import { openDatabase, openDatabaseImage } from '@cashloop/db';
import { type FinishJob, type FinishOutcome, finishUpload } from './transaction-import-finish';

/** The world a commit worker writes to: the world's own file, or a copy of an in-memory world's image. */
export type CommitWorld = { file: string } | { image: Uint8Array };

/**
 * One commit in the worker: the checks and the final copy run exactly as on the main thread (finishUpload), in
 * one transaction. A world in a file is written in place through a connection of the worker's own (WAL: the
 * main thread's reads go on meanwhile and see the rows once committed). A world in memory is written in a copy
 * of its image, which comes back as `image` for the main thread to swap in. Whatever fails rolls back, or the
 * copy is dropped: the world itself never saw the upload.
 */
export function runCommitJob(world: CommitWorld, job: FinishJob): { outcome: FinishOutcome; image?: Uint8Array } {
  if ('file' in world) {
    const { sqlite } = openDatabase(world.file);
    try {
      return { outcome: finishUpload(sqlite, job) };
    } finally {
      sqlite.close();
    }
  }
  const { sqlite } = openDatabaseImage(Buffer.from(world.image.buffer, world.image.byteOffset, world.image.byteLength));
  try {
    // No rollback journal: a failed commit drops the whole copy, so nothing would ever roll back into it.
    sqlite.pragma('journal_mode = OFF');
    const outcome = finishUpload(sqlite, job);
    return 'problems' in outcome ? { outcome } : { outcome, image: sqlite.serialize() };
  } finally {
    sqlite.close();
  }
}

import { openSharedMemoryDatabase } from '@cashloop/db';
import { type FinishJob, type FinishOutcome, finishUpload } from './transaction-import-finish';

/**
 * One commit in the worker, on the copy of the world the main thread made in a shared in-memory database
 * (`worldUri`, by SQLite's online backup, a few MB per event-loop turn): the checks and the final copy run
 * exactly as on the main thread (finishUpload), in one transaction. Nothing comes back but the outcome: the
 * main thread's own connection to the same database becomes the world. Whatever fails rolls back, and the
 * main thread drops the copy: the world itself never saw the upload.
 */
export function runCommitJob(worldUri: string, job: FinishJob): FinishOutcome {
  const { sqlite } = openSharedMemoryDatabase(worldUri);
  try {
    // No rollback journal: a failed commit drops the whole copy, so nothing would ever roll back into it, and a
    // journal in memory would hold every page the commit changes that the world had (the indexes rebuilt among
    // them) for the length of the commit.
    sqlite.pragma('journal_mode = OFF');
    return finishUpload(sqlite, job);
  } finally {
    sqlite.close();
  }
}

import { randomBytes } from 'node:crypto';
import { freemem, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { canMapImages, openSharedMemoryDatabase, sharedMemoryUri } from '@cashloop/db';
import type { AppDeps } from '../app-context';
import { conflict } from '../lib/app-error';
import { closeWrites, openWrites } from '../mock/write-gate';
import type { FinishJob, FinishOutcome } from './transaction-import-finish';
import { BACKUP_PAGES_PER_STEP, parkWorldInFile } from './transaction-import-park';

interface Reply {
  id?: number;
  ready?: boolean;
  outcome?: FinishOutcome;
  error?: string;
  code?: string;
}

/**
 * When the final copy leaves the main thread: when that shortens the longest wait readers see by enough to
 * pay for copying the world out. In the thread, the commit holds every request of the world for about
 * COMMIT_US_PER_ROW per staged row. Off it, reads wait for no more than one step of the world's copy into
 * the shared database (a few MB per turn) and the swap is free (the worker wrote the database the world
 * then reads), but that copy costs the main thread about BACKUP_MS_PER_MB of the world in all, hence the
 * margin: 1.1-1.4 ms of CPU a MB measured for the demo world copied from memory; 2.8-3.0 ms where the world
 * is first parked in a file it is mapped from and copied from there (transaction-import-park.ts). For the demo
 * world (~120 MB) that is from ~17,000 rows up (~8,000 without parking); for a 1.3 GB world from ~180,000
 * (decision 0013, 2026-11-25 and its second section).
 */
const COMMIT_US_PER_ROW = 32;
const BACKUP_MS_PER_MB = canMapImages ? 2.9 : 1.4;
const BYTES_PER_ROW = 1_500;
const MARGIN = 1.5;
/**
 * Tests force one way or the other (null: by the measured costs), and may hold a commit between the
 * worker's answer and the swap to look at the world meanwhile.
 */
export const commitPolicy: { offThread: boolean | null; beforeSwap: (() => Promise<void>) | null } = { offThread: null, beforeSwap: null };

export function commitsOffThread(rows: number, worldBytes: number, freeBytes = memoryLeft()): boolean {
  if (commitPolicy.offThread !== null) return commitPolicy.offThread;
  const inThreadMs = (rows * COMMIT_US_PER_ROW) / 1000;
  const backupMs = (worldBytes / 2 ** 20) * BACKUP_MS_PER_MB;
  // The copy the worker writes becomes the final world while the old one is still open: one final world
  // more than the world keeps, for the length of the commit. Where that is not free (a small container),
  // the commit stays in the thread: readers wait for it, but the machine does not run out of memory.
  const finalBytes = worldBytes + rows * BYTES_PER_ROW;
  return inThreadMs > MARGIN * backupMs && freeBytes > MEMORY_MARGIN * finalBytes;
}

const MEMORY_MARGIN = 1.25;

/** Memory this process may still take: what the machine has free, within a container's limit if any. */
function memoryLeft(): number {
  const free = freemem();
  const limit = process.constrainedMemory?.() ?? 0;
  if (!(limit > 0 && limit < totalmem())) return free;
  return Math.min(free, limit - process.memoryUsage.rss());
}

/** Commit workers kept for the next large upload: starting one (tsx and the modules) takes ~1 s. */
const idle: Worker[] = [];
const KEEP_IDLE = 2;
let seq = 0;

function startWorker(): Worker {
  // A small young generation: the worker's JavaScript only passes SQL along, and a default-sized one grew to
  // ~25 MB of the upload's transient memory (decision 0013, 2026-11-25 second section).
  const worker = new Worker(new URL('./transaction-import-commit.worker.mjs', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
  worker.unref();
  // Failing to start is reported to the job that uses it; a spare that dies is just dropped.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

/** Starts a worker ahead of need (when a large upload begins), so its start-up overlaps the file's reading. */
export function warmCommitWorker(): void {
  if (idle.length === 0) idle.push(startWorker());
}

function runInWorker(worldUri: string, job: FinishJob): Promise<FinishOutcome> {
  const worker = idle.pop() ?? startWorker();
  const id = ++seq;
  worker.ref(); // the process owes someone this answer
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void, keep: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.unref();
      if (keep && idle.length < KEEP_IDLE) idle.push(worker);
      else void worker.terminate();
      settle();
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      if (reply.outcome) finish(() => resolve(reply.outcome!), true);
      else {
        const error = Object.assign(new Error(`the upload's commit failed in its worker: ${reply.error}`), { code: reply.code });
        finish(() => reject(error), true);
      }
    };
    const onError = (error: Error) => finish(() => reject(error), false);
    const onExit = (code: number) => finish(() => reject(new Error(`the commit worker stopped (exit ${code})`)), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ id, worldUri, job });
  });
}

/**
 * The end of a large upload off the main thread (decision 0013, 2026-11-24 second section and 2026-11-25).
 * In the world's turn its gate closes (writes arriving from now on wait; reads go on against the current
 * connection, which is made read-only as a guard), the world is copied into a new in-memory database that
 * a worker's connection can open too (shared by name), the worker checks the whole file and copies the
 * staged rows in one transaction there, and that database becomes the world: no image comes back, so the
 * swap copies nothing. Then the held writes run, in order, on the new world. A failure anywhere drops the
 * copy: the world never saw the file. A world reset or ended meanwhile gets nothing either.
 */
export async function finishOffThread(deps: AppDeps, job: FinishJob, stillSameWorld: () => boolean, replaced: string): Promise<FinishOutcome> {
  const { data } = deps;
  await closeWrites(data, () => {
    if (!stillSameWorld()) throw conflict(replaced);
  });
  const sqlite = data.sqlite;
  /** The world's connection while the worker commits: `sqlite`, or the file it was parked in. */
  let world = sqlite;
  /** Ended, reset or replaced meanwhile: `connection` is no longer the world's. */
  const lost = (connection: typeof sqlite) => !connection.open || data.sqlite !== connection || !stillSameWorld();
  const worldUri = sharedMemoryUri(`cashloop-commit-${process.pid}-${randomBytes(8).toString('hex')}`);
  // Opened first and held: the shared database lives while a connection to it is open, and this one becomes
  // the world's.
  let next: ReturnType<typeof openSharedMemoryDatabase> | null = openSharedMemoryDatabase(worldUri);
  try {
    // A reset that was already running when the gate closed may have replaced the world before it drained.
    if (!stillSameWorld()) throw conflict(replaced);
    sqlite.pragma('query_only = ON');
    // A write-back under way stops (the gate keeps new ones off until the commit ends), so that nothing else
    // holds the world's image in memory once it is parked, or reads all of its mapped pages.
    await data.settle();
    // The world leaves memory for a file it is mapped from (transaction-import-park.ts), so its image is not
    // held twice while the worker's copy grows.
    // Where the file cannot be written (a full disk), the world stays in memory and is copied from there.
    const parked = await parkWorldInFile(sqlite).catch(() => null);
    if (parked) {
      if (lost(sqlite)) {
        parked.readFrom.close();
        parked.mapped.sqlite.close();
        throw conflict(replaced);
      }
      parked.mapped.sqlite.pragma('query_only = ON');
      data.swapInCommitted(parked.mapped, true);
      world = parked.mapped.sqlite;
    }
    try {
      // The world copied out a few MB per turn (nothing writes to it now, so the copy is consistent), rather
      // than serialized in one go: the main thread never stops for the whole image.
      await (parked?.readFrom ?? sqlite).backup(worldUri, { progress: () => BACKUP_PAGES_PER_STEP });
    } finally {
      parked?.readFrom.close();
    }
    const outcome = await runInWorker(worldUri, job);
    if ('problems' in outcome) return outcome;
    if (commitPolicy.beforeSwap) await commitPolicy.beforeSwap();
    // Ended or replaced while the worker copied (a session ended by id does not pass the gate).
    if (lost(world)) throw conflict(replaced);
    data.swapInCommitted(next);
    next = null;
    return outcome;
  } catch (error) {
    // A session ended mid-copy closes the connection under the backup: say so, not a bare 500.
    if (!world.open || !stillSameWorld()) throw conflict(replaced);
    throw error;
  } finally {
    // Not swapped in (refused, failed, replaced): closing the last connection frees the copy.
    next?.sqlite.close();
    if (world.open) world.pragma('query_only = OFF');
    openWrites(data);
  }
}

import { freemem, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { openDatabase, openDatabaseImage } from '@cashloop/db';
import type { AppDeps } from '../world/app-deps';
import { conflict } from '../lib/app-error';
import { closeWrites, openWrites } from '../world/write-gate';
import type { DataStore } from '../world/data-store';
import type { CommitWorld } from './transaction-import-commit-job';
import type { FinishJob, FinishOutcome } from './transaction-import-finish';

interface Reply {
  id?: number;
  ready?: boolean;
  outcome?: FinishOutcome;
  image?: Uint8Array;
  error?: string;
  code?: string;
}

/**
 * When the final copy leaves the main thread: when holding every request of the world for the commit (about
 * COMMIT_US_PER_ROW per staged row) would be felt. A world in a file is committed by the worker in place, at no
 * cost to the main thread; a world in memory is copied out to the worker and its committed copy back (about
 * COPY_MS_PER_MB of the main thread's time for both), so it goes only when that is well below the commit.
 */
const COMMIT_US_PER_ROW = 32;
const FELT_MS = 100;
const COPY_MS_PER_MB = 2;
const BYTES_PER_ROW = 1_500;
const MARGIN = 1.5;
/** The worker holds a copy of an in-memory world and its committed copy: only where memory allows. */
const MEMORY_MARGIN = 1.25;
/**
 * Tests force one way or the other (null: by the costs above), and may hold a commit between the worker's
 * answer and the swap to look at the world meanwhile.
 */
export const commitPolicy: { offThread: boolean | null; beforeSwap: (() => Promise<void>) | null } = { offThread: null, beforeSwap: null };

export function commitsOffThread(rows: number, world: Pick<DataStore, 'file' | 'sizeBytes'>, freeBytes = memoryLeft()): boolean {
  if (commitPolicy.offThread !== null) return commitPolicy.offThread;
  const inThreadMs = (rows * COMMIT_US_PER_ROW) / 1000;
  if (inThreadMs < FELT_MS) return false;
  if (world.file) return true;
  const copyMs = (world.sizeBytes / 2 ** 20) * COPY_MS_PER_MB;
  const copies = 2 * (world.sizeBytes + rows * BYTES_PER_ROW);
  return inThreadMs > MARGIN * copyMs && freeBytes > MEMORY_MARGIN * copies;
}

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
  const worker = new Worker(new URL('./transaction-import-commit.worker.mjs', import.meta.url));
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

function runInWorker(world: CommitWorld, job: FinishJob): Promise<Reply> {
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
      if (reply.outcome) finish(() => resolve(reply), true);
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
    worker.postMessage({ id, world, job });
  });
}

/**
 * The end of a large upload off the main thread (decision 0013). In the world's turn its gate closes (writes
 * arriving from now on wait; reads go on against the current connection, made read-only as a guard). The worker
 * checks the whole file and writes the staged rows in one transaction: into the world's file, or into a copy of
 * an in-memory world's image that then becomes the world. Either way the world gets a new connection (caches
 * keyed by the old one go with it), then the held writes run, in order. A failure anywhere leaves the world as it
 * was; a world reset or ended meanwhile gets nothing either.
 */
export async function finishOffThread(deps: AppDeps, job: FinishJob, stillSameWorld: () => boolean, replaced: string): Promise<FinishOutcome> {
  const { data } = deps;
  await closeWrites(data, () => {
    if (!stillSameWorld()) throw conflict(replaced);
  });
  const sqlite = data.sqlite;
  const file = data.file;
  try {
    // A reset that was already running when the gate closed may have replaced the world before it drained.
    if (!stillSameWorld()) throw conflict(replaced);
    sqlite.pragma('query_only = ON');
    const reply = await runInWorker(file ? { file } : { image: sqlite.serialize() }, job);
    const outcome = reply.outcome!;
    if ('problems' in outcome) return outcome;
    if (commitPolicy.beforeSwap) await commitPolicy.beforeSwap();
    // Ended or replaced while the worker wrote (a session ended by id does not pass the gate).
    if (!sqlite.open || data.sqlite !== sqlite || !stillSameWorld()) throw conflict(replaced);
    const image = reply.image;
    data.swapInCommitted(file ? openDatabase(file) : openDatabaseImage(Buffer.from(image!.buffer, image!.byteOffset, image!.byteLength)));
    return outcome;
  } catch (error) {
    // A session ended mid-commit closes the connection: say so, not a bare 500.
    if (!sqlite.open || !stillSameWorld()) throw conflict(replaced);
    throw error;
  } finally {
    if (sqlite.open) sqlite.pragma('query_only = OFF');
    openWrites(data);
  }
}

// The commit worker: runs an upload's final copy on a copy of its world (decision 0013, 2026-11-24 second
// section and 2026-11-25), so the main thread keeps answering reads meanwhile. Plain JavaScript: it registers
// tsx itself, whatever loader (or none) its parent runs with, as the template seeder's worker does.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runCommitJob } = await import('./transaction-import-commit-job.ts');

parentPort.on('message', ({ id, worldUri, job }) => {
  try {
    parentPort.postMessage({ id, outcome: runCommitJob(worldUri, job) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error), code: error?.code });
  }
});
parentPort.postMessage({ ready: true });

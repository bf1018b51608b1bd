// The commit worker: runs an upload's final copy on a copy of its world (decision 0013, 2026-11-24 second
// section), so the main thread keeps answering reads meanwhile. Plain JavaScript: it registers tsx itself,
// whatever loader (or none) its parent runs with, as the template seeder's worker does.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runCommitJob } = await import('./transaction-import-commit-job.ts');

parentPort.on('message', async ({ id, worldFile, job }) => {
  try {
    const { outcome, image: after } = await runCommitJob(worldFile, job);
    parentPort.postMessage({ id, outcome, image: after }, after ? [after.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error), code: error?.code });
  }
});
parentPort.postMessage({ ready: true });

import { parentPort } from 'node:worker_threads';
import { runCommitJob } from './transaction-import-commit-job';

// The commit worker's body (decision 0013): answers each job posted to it with its outcome (and, for a world in
// memory, the committed image) or its error. Run as a worker only: through
// transaction-import-commit.worker.mjs from the sources, or bundled on its own as dist/commit-worker.mjs, which
// `pnpm start` runs with plain node (no tsx loader or TypeScript in the thread).
const port = parentPort;
if (!port) throw new Error('transaction-import-commit-worker runs only as a worker thread');

port.on('message', ({ id, world, job }) => {
  try {
    // Copied, not transferred: the driver's serialized image lives in memory SQLite owns.
    port.postMessage({ id, ...runCommitJob(world, job) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error), code: (error as { code?: string } | null)?.code });
  }
});
port.postMessage({ ready: true });

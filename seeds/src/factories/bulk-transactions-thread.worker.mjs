// The second thread of the large seeding (bulk-transactions-thread.ts): builds the world's transactions
// table in the side file. Plain JavaScript: it registers tsx itself, whatever loader (or none) its parent
// runs with. Always answers, so the waiting thread never waits on a worker that could not start.
import { workerData } from 'node:worker_threads';

const { port, signal } = workerData;
const answer = (outcome, message) => {
  port.postMessage(message);
  Atomics.store(signal, 0, outcome);
  Atomics.notify(signal, 0);
  port.close();
};
try {
  const { register } = await import('tsx/esm/api');
  register();
  const { buildSideTransactions } = await import('./bulk-transactions-side.ts');
  port.once('message', (job) => {
    try {
      buildSideTransactions(job);
      answer(1, { ok: true });
    } catch (error) {
      answer(2, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
} catch (error) {
  answer(2, { error: `the seeding thread could not start: ${error instanceof Error ? error.message : String(error)}` });
}

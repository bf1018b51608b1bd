import type { FastifyInstance } from 'fastify';
import { ArrivalQueue } from '../lib/arrival-queue';

/**
 * Every call waits its turn in arrival order before any other hook runs (lib/arrival-queue.ts, decision
 * 0021). Registered first, so a waiting call has done nothing yet; Fastify's elapsed time, and so the
 * journal's duration, includes the wait. ARRIVAL_ORDER=off runs calls in the order Node reads them.
 * Each answer may start the next waiting call in the same turn while the turn's work is under
 * ARRIVAL_TURN_MS (decision 0026).
 */
export function registerArrivalOrder(app: FastifyInstance): void {
  if (!app.deps.config.arrivalOrder) return;
  const budgetMs = app.deps.config.arrivalTurnMs;
  const queue = new ArrivalQueue(1, undefined, budgetMs);
  app.addHook('onRequest', (_request, _reply, done) => queue.enter(done));
  if (budgetMs > 0) {
    app.addHook('onResponse', (_request, _reply, done) => {
      queue.answered();
      done();
    });
  }
}

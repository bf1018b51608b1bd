import type { FastifyInstance } from 'fastify';
import { ArrivalQueue } from '../lib/arrival-queue';

/**
 * A turn of the loop starts waiting calls while its starts took under this long (decision 0025): several
 * trivial calls a turn, and one list or analytics call, whose own work is longer. Decision 0021 measured
 * ordered turns of up to ~0.8 ms (two 0.4 ms calls) to keep its p99 win.
 */
export const TURN_BUDGET_MS = 0.25;

/**
 * Every call waits its turn in arrival order before any other hook runs (lib/arrival-queue.ts, decisions
 * 0021 and 0025). Registered first, so a waiting call has done nothing yet; Fastify's elapsed time, and so the
 * journal's duration, includes the wait. ARRIVAL_ORDER=off runs calls in the order Node reads them.
 */
export function registerArrivalOrder(app: FastifyInstance): void {
  if (!app.deps.config.arrivalOrder) return;
  const queue = new ArrivalQueue({ turnBudgetMs: TURN_BUDGET_MS });
  app.addHook('onRequest', (_request, _reply, done) => queue.enter(done));
}

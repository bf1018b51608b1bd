import type { FastifyInstance } from 'fastify';
import { ArrivalQueue } from '../lib/arrival-queue';

/**
 * Every call waits its turn in arrival order before any other hook runs (lib/arrival-queue.ts, decision
 * 0021). Registered first, so a waiting call has done nothing yet; Fastify's elapsed time, and so the
 * journal's duration, includes the wait. ARRIVAL_ORDER=off runs calls in the order Node reads them.
 */
export function registerArrivalOrder(app: FastifyInstance): void {
  if (!app.deps.config.arrivalOrder) return;
  const queue = new ArrivalQueue();
  app.addHook('onRequest', (_request, _reply, done) => queue.enter(done));
}

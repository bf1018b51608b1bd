import type { FastifyInstance } from 'fastify';
import { AnswerBatch } from '../lib/answer-batch';
import { ArrivalQueue } from '../lib/arrival-queue';

/**
 * Every call waits its turn in arrival order before any other hook runs (lib/arrival-queue.ts, decision
 * 0021). Registered first, so a waiting call has done nothing yet; Fastify's elapsed time, and so the
 * journal's duration, includes the wait. ARRIVAL_ORDER=off runs calls in the order Node reads them.
 * Each answer may start the next waiting call in the same turn while the turn's work is under
 * ARRIVAL_TURN_MS (decision 0026).
 *
 * The turn's answers are held as they are made and written together as the next turn begins, or on the
 * loop's next check phase when no turn is booked (lib/answer-batch.ts, decision 0031; ANSWER_BATCH=off writes
 * each as it is made). Held answers count as answered: the next waiting call may start at once.
 */
export function registerArrivalOrder(app: FastifyInstance): void {
  const { arrivalOrder, arrivalTurnMs: budgetMs, answerBatch } = app.deps.config;
  const batch = answerBatch ? new AnswerBatch() : null;
  const queue = arrivalOrder ? new ArrivalQueue(1, undefined, budgetMs) : null;
  if (queue !== null) {
    app.addHook('onRequest', (_request, _reply, done) => queue.enter(done));
    if (batch !== null) queue.turnBegins = () => batch.flush();
  }
  const chains = queue !== null && budgetMs > 0;
  if (batch !== null) {
    app.addHook('onSend', (_request, _reply, payload, done) => {
      if (chains) queue.answered();
      batch.hold(done, payload);
    });
  } else if (chains) {
    app.addHook('onResponse', (_request, _reply, done) => {
      queue.answered();
      done();
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { mockSimulateEndpoints as sim } from '@cashloop/shared/contracts/mock-simulate';
import type { AppDeps } from '../world/app-deps';
import { catchUp, scheduleChanged } from '../engine/index';
import { kickWebhooks } from '../engine/webhook-delivery';
import { route } from '../plugins/contract-routes';
import { decideApplicationNow } from './approvals.routes';
import { effectsSince, markEffects } from './effects';
import { expireConnectionNow, renewConnectionNow } from './simulators/bank-connections';
import { moveCashbackNow, payPayoutNow } from './simulators/cashback';
import { completeUploadNow, failUploadNow } from './simulators/uploads';
import { deliverWebhookEventNow, failWebhookEventNow } from './simulators/webhook-events';

/**
 * Runs one simulator: the world first catches up with its clock (so the transition starts from the state
 * the dashboard shows), then the action, then the answer lists what the action caused and nothing else.
 */
async function simulate<T extends object>(deps: AppDeps, action: () => T | Promise<T>) {
  catchUp(deps);
  const mark = markEffects(deps.data.sqlite);
  const result = await action();
  // The action may have scheduled something sooner (a verification, a retry): the engine looks again.
  scheduleChanged(deps);
  const effects = effectsSince(deps, mark);
  // The messages it fanned out go now, not on the next API call (a test may only poll the sink).
  kickWebhooks(deps);
  return { ...result, effects };
}

/** /__mock/simulate/...: typed domain transitions for tests and demos (shared/src/contracts/mock-simulate.ts). */
export function registerSimulatorRoutes(app: FastifyInstance): void {
  route(app, sim.decideApplication, ({ deps, params, body }) =>
    simulate(deps, () => {
      const { from, row } = decideApplicationNow(deps, params.id, body.decision, body.reason);
      return { subject: { type: 'programme_offer', id: row.id }, from, to: row.offerApproval };
    }),
  );
  route(app, sim.moveCashback, ({ deps, params, body }) => simulate(deps, () => moveCashbackNow(deps, params.id, body?.status)));
  route(app, sim.payPayout, ({ deps, params }) => simulate(deps, () => payPayoutNow(deps, params.id)));
  route(app, sim.expireConnection, ({ deps, params }) => simulate(deps, () => expireConnectionNow(deps, params.id)));
  route(app, sim.renewConnection, ({ deps, params }) => simulate(deps, () => renewConnectionNow(deps, params.id)));
  route(app, sim.deliverWebhookEvent, ({ deps, params }) => simulate(deps, () => deliverWebhookEventNow(deps, params.id)));
  route(app, sim.failWebhookEvent, ({ deps, params, body }) => simulate(deps, () => failWebhookEventNow(deps, params.id, body?.statusCode)));
  route(app, sim.completeUpload, ({ deps, params }) => simulate(deps, () => completeUploadNow(deps, params.id)));
  route(app, sim.failUpload, ({ deps, params, body }) => simulate(deps, () => failUploadNow(deps, params.id, body ?? {})));
}

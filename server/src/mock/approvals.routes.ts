import type { FastifyInstance } from 'fastify';
import type { OfferApproval } from '@cashloop/shared/common/enums';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import type { AppDeps } from '../world/app-deps';
import { applyDecision, findPendingApplication, listWaitingApplications } from '../engine/approvals';
import { defaultDeclineReason } from '../engine/approvals-decision';
import { catchUp } from '../engine/index';
import { conflict, notFound } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { prepared } from '../lib/statements';

/**
 * GET /__mock/approvals lists what waits for a supplier; POST /__mock/approvals/{id} has the supplier
 * decide one now, so demos and tests need not wait.
 */
export function registerApprovalControls(app: FastifyInstance): void {
  route(app, mockEndpoints.pendingApprovals, ({ deps }) => {
    // Control-plane calls skip the engine's catch-up, so decisions already due are made before listing.
    catchUp(deps);
    return listWaitingApplications(deps.data.sqlite);
  });

  route(app, mockEndpoints.decideApproval, ({ deps, params, body }) => decideApplicationNow(deps, params.id, body.decision, body.reason).row);
}

export interface DecidedApplication {
  from: OfferApproval;
  row: { id: string; offerApproval: 'APPROVED' | 'DECLINED'; declinedReason: string | null; active: boolean; decidedOn: number };
}

/** The supplier decides a PENDING application now: 404 for no such offer, 409 once decided. */
export function decideApplicationNow(deps: AppDeps, id: string, decision: 'APPROVED' | 'DECLINED', reason?: string): DecidedApplication {
  const sqlite = deps.data.sqlite;
  const exists = prepared(sqlite, 'SELECT offer_approval FROM programme_offers WHERE id = ?').pluck().get(id) as OfferApproval | undefined;
  if (exists === undefined) throw notFound('Programme offer not found');
  const now = deps.clock.now();
  const decided = sqlite.transaction(() => {
    const pending = findPendingApplication(sqlite, id);
    if (!pending) return false;
    const why = decision === 'DECLINED' ? (reason ?? defaultDeclineReason(pending.id, now)) : null;
    return applyDecision(sqlite, pending, decision, why, now);
  })();
  if (!decided) throw conflict(`This application is not pending: it is already ${exists}`);
  const row = prepared(sqlite, 'SELECT id, offer_approval AS offerApproval, declined_reason AS declinedReason, active, decided_on AS decidedOn FROM programme_offers WHERE id = ?')
    .get(id) as Omit<DecidedApplication['row'], 'active'> & { active: number };
  return { from: exists, row: { ...row, active: row.active === 1 } };
}

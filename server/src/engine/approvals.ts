import { recordEvent } from '@cashloop/db';
import type { ApiEnv } from '@cashloop/shared';
import type { Sqlite } from '../plugins/data-store';
import { prepared } from '../lib/statements';
import { decisionFor } from './approvals-decision';
import type { ClockJob } from './index';

/** A PENDING application with what a decision needs to know about its offer. */
export interface PendingApplication {
  id: string;
  publisherId: string;
  env: ApiEnv;
  offerId: string;
  retailerId: string;
  decisionDueOn: number | null;
  activateOnApproval: number;
  requiresApproval: number;
  offerRemovedOn: number | null;
}

const SELECT_PENDING = `
  SELECT po.id, po.publisher_id AS publisherId, po.env, po.offer_id AS offerId, po.retailer_id AS retailerId,
         po.decision_due_on AS decisionDueOn, po.activate_on_approval AS activateOnApproval,
         o.requires_approval AS requiresApproval, o.removed_on AS offerRemovedOn
  FROM programme_offers po JOIN offers o ON o.id = po.offer_id
  WHERE po.offer_approval = 'PENDING'`;

export function findPendingApplication(sqlite: Sqlite, id: string): PendingApplication | undefined {
  return prepared(sqlite, `${SELECT_PENDING} AND po.id = ?`).get(id) as PendingApplication | undefined;
}

/**
 * Applies one supplier decision: approval (live at once when the application asked for it and the
 * offer is still on the platform) or decline with its reason, with the domain events. The caller
 * holds the transaction. Answers false when the row was no longer PENDING.
 */
export function applyDecision(
  sqlite: Sqlite,
  app: PendingApplication,
  decision: 'APPROVED' | 'DECLINED',
  reason: string | null,
  decidedOn: number,
): boolean {
  const approved = decision === 'APPROVED';
  const active = approved && app.activateOnApproval === 1 && app.offerRemovedOn === null;
  const changed = prepared(sqlite, 
      `UPDATE programme_offers
       SET offer_approval = ?, declined_reason = ?, decided_on = ?, decision_due_on = NULL, active = ?, updated_on = ?
       WHERE id = ? AND offer_approval = 'PENDING'`,
    )
    .run(decision, approved ? null : reason, decidedOn, active ? 1 : 0, decidedOn, app.id).changes;
  if (changed === 0) return false;
  const base = { id: app.id, offerId: app.offerId, retailerId: app.retailerId };
  const event = { publisherId: app.publisherId, env: app.env, entityType: 'programme_offer', entityId: app.id };
  recordEvent(sqlite, {
    ...event,
    type: approved ? 'OFFER_APPROVED' : 'OFFER_DECLINED',
    payload: { ...base, offerApproval: decision, ...(approved ? {} : { declinedReason: reason }) },
    createdOn: decidedOn,
  });
  if (active) recordEvent(sqlite, { ...event, type: 'OFFER_ACTIVATED', payload: { ...base, active: true }, createdOn: decidedOn });
  return true;
}

/**
 * The simulated suppliers: every application whose decision is due at or before now is decided
 * in one transaction, dated at its due time.
 */
export const approvalsJob: ClockJob = {
  name: 'approvals',
  run: (deps, now) => {
    const sqlite = deps.data.sqlite;
    const due = prepared(
      sqlite,
      `${SELECT_PENDING} AND po.decision_due_on IS NOT NULL AND po.decision_due_on <= ? ORDER BY po.decision_due_on, po.id`,
    ).all(now) as PendingApplication[];
    if (due.length > 0) {
      sqlite.transaction(() => {
        for (const app of due) {
          const dueOn = app.decisionDueOn!;
          const { decision, reason } = decisionFor(app.id, dueOn, app.requiresApproval === 1);
          applyDecision(sqlite, app, decision, reason, dueOn);
        }
      })();
    }
    const next = prepared(sqlite, `SELECT MIN(decision_due_on) AS at FROM programme_offers WHERE offer_approval = 'PENDING'`).get() as {
      at: number | null;
    };
    return next.at;
  },
};

import { recordEvent } from '@cashloop/db';
import type { ApiEnv } from '@cashloop/shared';
import type { Sqlite } from '../world/data-store';
import { prepared } from '../lib/statements';
import { decisionFor, type Decision } from './approvals-decision';
import type { ClockJob } from './index';
import { withholdDecision } from '../world/domain-faults-hooks';
import { forcedApprovalFor, MANUAL_OFFER_IDS } from './magic-values';

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

/** An application waiting for its supplier, as the control console lists it. */
export interface WaitingApplication {
  id: string;
  publisherName: string;
  env: ApiEnv;
  offerTitle: string;
  retailerName: string;
  supplierName: string | null;
  appliedOn: number;
  decisionDueOn: number | null;
}

/** Every PENDING application across publishers and partitions, soonest decision first, the manual ones last. */
export function listWaitingApplications(sqlite: Sqlite): WaitingApplication[] {
  return prepared(
    sqlite,
    `SELECT po.id, p.company_name AS publisherName, po.env, o.name AS offerTitle, r.name AS retailerName,
            CASE WHEN o.owner_publisher_id IS NULL THEN o.supplier END AS supplierName,
            po.created_on AS appliedOn, po.decision_due_on AS decisionDueOn
     FROM programme_offers po
     JOIN offers o ON o.id = po.offer_id
     JOIN retailers r ON r.id = po.retailer_id
     JOIN publishers p ON p.id = po.publisher_id
     WHERE po.offer_approval = 'PENDING'
     ORDER BY po.decision_due_on IS NULL, po.decision_due_on, po.created_on, po.id`,
  ).all() as WaitingApplication[];
}

/** Offers the clock never decides (magic manual review); the ids are code constants, so inlined. */
const NOT_MANUAL = `po.offer_id NOT IN (${MANUAL_OFFER_IDS.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ') || "''"})`;

/**
 * The supplier's first look at an application just made or remade, in the caller's transaction: a
 * magic offer is decided at once, or left with no decision due for the control plane; others wait for the clock.
 */
export function receiveApplication(sqlite: Sqlite, id: string, at: number): void {
  const app = findPendingApplication(sqlite, id);
  const forced = app && forcedApprovalFor(app.offerId);
  if (!app || !forced) return;
  if (forced.decision === 'MANUAL') {
    prepared(sqlite, 'UPDATE programme_offers SET decision_due_on = NULL WHERE id = ?').run(id);
    return;
  }
  applyDecision(sqlite, app, forced.decision, forced.decision === 'DECLINED' ? forced.reason : null, at);
}

/** The clock's decision for a due application: a magic offer's forced one, else the simulated supplier's. */
function dueDecision(app: PendingApplication, dueOn: number): Decision {
  const forced = forcedApprovalFor(app.offerId);
  if (forced?.decision === 'APPROVED') return { decision: 'APPROVED', reason: null };
  if (forced?.decision === 'DECLINED') return { decision: 'DECLINED', reason: forced.reason };
  return decisionFor(app.id, dueOn, app.requiresApproval === 1);
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
      `${SELECT_PENDING} AND po.decision_due_on IS NOT NULL AND po.decision_due_on <= ? AND ${NOT_MANUAL} ORDER BY po.decision_due_on, po.id`,
    ).all(now) as PendingApplication[];
    if (due.length > 0) {
      sqlite.transaction(() => {
        for (const app of due) {
          if (withholdDecision(deps, app)) continue; // an approval-never domain fault
          const dueOn = app.decisionDueOn!;
          const { decision, reason } = dueDecision(app, dueOn);
          applyDecision(sqlite, app, decision, reason, dueOn);
        }
      })();
    }
    const next = prepared(sqlite, `SELECT MIN(decision_due_on) AS at FROM programme_offers po WHERE offer_approval = 'PENDING' AND ${NOT_MANUAL}`).get() as {
      at: number | null;
    };
    return next.at;
  },
};

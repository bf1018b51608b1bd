import type { CashbackRule } from '@cashloop/db';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';

/** The terms of an application: split, audience, tiers and the earnings they give. */
export interface ApplicationTerms {
  split: { endUser: number; client: number };
  customerTierType: 'DEFAULT' | 'TIERED' | 'SET';
  tierIds: string[];
  activateOnApproval: boolean;
  earnings: CashbackRule[];
}

export interface NewApplication extends ApplicationTerms {
  id: string;
  offerId: string;
  retailerId: string;
  appliedOn: number;
  decisionDueOn: number;
}

export function insertApplication(sqlite: Sqlite, scope: Scope, a: NewApplication): void {
  prepared(sqlite, 
      `INSERT INTO programme_offers (id, publisher_id, env, offer_id, retailer_id, offer_approval, declined_reason, active,
         activate_on_approval, created_on, updated_on, decision_due_on, decided_on, split_end_user, split_client,
         customer_tier_type, cashback_earnings)
       VALUES (?, ?, ?, ?, ?, 'PENDING', NULL, 0, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
    )
    .run(
      a.id, scope.publisherId, scope.env, a.offerId, a.retailerId, a.activateOnApproval ? 1 : 0, a.appliedOn, a.appliedOn,
      a.decisionDueOn, a.split.endUser, a.split.client, a.customerTierType, JSON.stringify(a.earnings),
    );
  replaceTiers(sqlite, a.id, a.tierIds);
}

/**
 * Turns an existing row into a fresh PENDING application with new terms: a re-application after a
 * decline (`appliedOn` moves) or an edit that needs re-approval (`appliedOn` stays).
 */
export function resetToPending(
  sqlite: Sqlite,
  scope: Scope,
  id: string,
  terms: ApplicationTerms,
  at: { createdOn: number; updatedOn: number; decisionDueOn: number },
): void {
  prepared(sqlite, 
      `UPDATE programme_offers SET offer_approval = 'PENDING', declined_reason = NULL, active = 0, activate_on_approval = ?,
         created_on = ?, updated_on = ?, decision_due_on = ?, decided_on = NULL, split_end_user = ?, split_client = ?,
         customer_tier_type = ?, cashback_earnings = ?
       WHERE id = ? AND publisher_id = ? AND env = ?`,
    )
    .run(
      terms.activateOnApproval ? 1 : 0, at.createdOn, at.updatedOn, at.decisionDueOn, terms.split.endUser, terms.split.client,
      terms.customerTierType, JSON.stringify(terms.earnings), id, scope.publisherId, scope.env,
    );
  replaceTiers(sqlite, id, terms.tierIds);
}

function replaceTiers(sqlite: Sqlite, programmeOfferId: string, tierIds: readonly string[]): void {
  prepared(sqlite, 'DELETE FROM programme_offer_tiers WHERE programme_offer_id = ?').run(programmeOfferId);
  const insert = prepared(sqlite, 'INSERT INTO programme_offer_tiers (programme_offer_id, tier_id) VALUES (?, ?)');
  for (const tierId of tierIds) insert.run(programmeOfferId, tierId);
}

export function setActive(sqlite: Sqlite, scope: Scope, id: string, active: boolean, now: number): void {
  prepared(sqlite, 'UPDATE programme_offers SET active = ?, updated_on = ? WHERE id = ? AND publisher_id = ? AND env = ?')
    .run(active ? 1 : 0, now, id, scope.publisherId, scope.env);
}

/** The row goes (its tiers, users and activations with it); cashback and settlements keep the offer id. */
export function deleteProgrammeOffer(sqlite: Sqlite, scope: Scope, id: string): void {
  prepared(sqlite, 'DELETE FROM programme_offers WHERE id = ? AND publisher_id = ? AND env = ?').run(id, scope.publisherId, scope.env);
}

export interface OwnOffer {
  id: string;
  retailerId: string;
  removedOn: number | null;
}

export function ownOffer(sqlite: Sqlite, scope: Scope, offerId: string): OwnOffer | undefined {
  return prepared(sqlite, 'SELECT id, retailer_id AS retailerId, removed_on AS removedOn FROM offers WHERE id = ? AND owner_publisher_id = ? AND env = ?')
    .get(offerId, scope.publisherId, scope.env) as OwnOffer | undefined;
}

export function markOfferRemoved(sqlite: Sqlite, offerId: string, now: number): void {
  prepared(sqlite, 'UPDATE offers SET removed_on = ?, updated_on = ? WHERE id = ?').run(now, now, offerId);
}

/** Which of `tierIds` are tiers of this publisher and environment. */
export function knownTierIds(sqlite: Sqlite, scope: Scope, tierIds: readonly string[]): Set<string> {
  if (tierIds.length === 0) return new Set();
  const rows = prepared(sqlite, `SELECT id FROM customer_tiers WHERE publisher_id = ? AND env = ? AND id IN (${tierIds.map(() => '?').join(', ')})`)
    .pluck()
    .all(scope.publisherId, scope.env, ...tierIds) as string[];
  return new Set(rows);
}

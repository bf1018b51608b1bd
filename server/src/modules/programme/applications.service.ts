import { recordEvent } from '@cashloop/db';
import { DEFAULT_SPLIT, type EndpointBody } from '@cashloop/shared';
import type { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { earningsForSplit } from '@cashloop/shared/rules/cashback-math';
import type { AppDeps, Scope } from '../../world/app-deps';
import { receiveApplication } from '../../engine/approvals';
import { decisionDueFor } from '../../engine/approvals-decision';
import { invalidField, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import type { Sqlite } from '../../world/data-store';
import * as writes from './programme-writes.repo';
import * as repo from './programme.repo';
import { programmeOfferById } from './programme.service';
import { scoped } from '../../lib/scoped-params';

type ApplyBody = EndpointBody<typeof programmeEndpoints.applyToOffer>;

/** Every condition's shares fixed by the supplier: the split means nothing for this offer. */
const splitIgnored = (offer: repo.OfferForApplication) =>
  offer.rules.every((r) => r.conditions.every((c) => c.fixedDistributorCommission));

/** Checks the audience and works out the earnings; 400 when TIERED lacks tiers of this publisher. */
function termsFor(sqlite: Sqlite, scope: Scope, offer: repo.OfferForApplication, body: ApplyBody): writes.ApplicationTerms {
  let tierIds: string[] = [];
  if (body.customerTierType === 'TIERED') {
    tierIds = [...new Set(body.selectedCustomerTiers)];
    if (tierIds.length === 0) throw invalidField('body.selectedCustomerTiers', 'selectedCustomerTiers: choose at least one customer tier for a Selected tiers audience');
    const known = writes.knownTierIds(sqlite, scope, tierIds);
    const unknown = tierIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalidField('body.selectedCustomerTiers', `selectedCustomerTiers: not a customer tier of yours: ${unknown.join(', ')}`);
  }
  const split = splitIgnored(offer) ? { ...DEFAULT_SPLIT } : body.splitOfCashbackPercentage;
  return {
    split,
    customerTierType: body.customerTierType,
    tierIds,
    activateOnApproval: body.activate,
    earnings: earningsForSplit(offer.rules, split),
  };
}

/** The common part of a programme offer's domain events, and the ids every payload carries. */
const eventOf = (scope: Scope, id: string, offer: { id: string; retailerId: string }) => ({
  target: scoped(scope, { entityType: 'programme_offer', entityId: id }),
  base: { id, offerId: offer.id, retailerId: offer.retailerId },
});

/**
 * A new application for one offer, or a fresh one after a decline. The caller holds the
 * transaction. Answers the programme offer id, or null when the offer is already PENDING or APPROVED.
 */
function applyInTransaction(sqlite: Sqlite, scope: Scope, offer: repo.OfferForApplication, terms: writes.ApplicationTerms, now: number) {
  const existing = repo.rowByOffer(sqlite, scope, offer.id);
  if (existing && existing.offerApproval !== 'DECLINED') return { id: existing.id, applied: false, state: existing.offerApproval };
  const id = existing?.id ?? newId('po');
  const decisionDueOn = decisionDueFor(id, now, offer.requiresApproval === 1);
  if (existing) writes.resetToPending(sqlite, scope, id, terms, { createdOn: now, updatedOn: now, decisionDueOn });
  else writes.insertApplication(sqlite, scope, { ...terms, id, offerId: offer.id, retailerId: offer.retailerId, appliedOn: now, decisionDueOn });
  const e = eventOf(scope, id, offer);
  recordEvent(sqlite, { ...e.target, type: 'OFFER_PENDING', payload: { ...e.base, offerApproval: 'PENDING', decisionDueOn }, createdOn: now });
  receiveApplication(sqlite, id, now);
  return { id, applied: true, state: 'PENDING' as const };
}

/**
 * Applies for one offer. On an offer already PENDING or APPROVED in the programme it is the spec's
 * 'Edit program offer' call (spec 1 has no other): the split and audience are updated as by the edit route.
 */
export function applyToOffer(deps: AppDeps, scope: Scope, offerId: string, body: ApplyBody) {
  const sqlite = deps.data.sqlite;
  const existing = repo.rowByOffer(sqlite, scope, offerId);
  if (existing && existing.offerApproval !== 'DECLINED') return editProgrammeOffer(deps, scope, existing.id, body);
  const offer = repo.visibleOffer(sqlite, scope, offerId);
  if (!offer) throw notFound('Offer not found');
  if (offer.removedOn !== null) throw conflict('This offer has been withdrawn from the platform and can no longer be applied for');
  const terms = termsFor(sqlite, scope, offer, body);
  const result = sqlite.transaction(() => applyInTransaction(sqlite, scope, offer, terms, deps.clock.now()))();
  // Only when another request applied in between: answer the row as it now stands, not an error.
  if (!result.applied) return editProgrammeOffer(deps, scope, result.id, body);
  return programmeOfferById(deps, scope, result.id);
}

/** Applies for every available offer of a retailer that is not already PENDING or APPROVED. */
export function applyToRetailer(deps: AppDeps, scope: Scope, retailerId: string, body: ApplyBody) {
  const sqlite = deps.data.sqlite;
  if (!repo.retailerVisible(sqlite, scope, retailerId)) throw notFound('Retailer not found');
  const offers = repo.availableOffersOfRetailer(sqlite, scope, retailerId);
  if (offers.length === 0) throw conflict('This retailer has no offers available to apply for');
  // Checked for every offer before anything is written, so a bad tier leaves nothing half-applied.
  const terms = offers.map((o) => termsFor(sqlite, scope, o, body));
  const now = deps.clock.now();
  const results = sqlite.transaction(() => offers.map((o, i) => ({ offerId: o.id, ...applyInTransaction(sqlite, scope, o, terms[i]!, now) })))();
  const applied = results.filter((r) => r.applied);
  if (applied.length === 0) throw conflict('Every offer of this retailer is already awaiting approval or approved in your programme');
  return {
    content: applied.map((r) => programmeOfferById(deps, scope, r.id)),
    skippedOfferIds: results.filter((r) => !r.applied).map((r) => r.offerId),
  };
}

const sameTerms = (row: repo.ProgrammeRow, tierIds: string[], t: writes.ApplicationTerms) =>
  row.splitEndUser === t.split.endUser &&
  row.splitClient === t.split.client &&
  row.customerTierType === t.customerTierType &&
  [...tierIds].sort().join() === [...t.tierIds].sort().join();

/**
 * Edit of a programme offer's split or audience ('Offer may require re-approval if changed'): a
 * change takes it offline and back to PENDING with a new decision due; no change is a no-op.
 */
export function editProgrammeOffer(deps: AppDeps, scope: Scope, id: string, body: ApplyBody) {
  const sqlite = deps.data.sqlite;
  const row = repo.rowById(sqlite, scope, id);
  if (!row) throw notFound('Programme offer not found');
  if (row.offerApproval === 'DECLINED') throw conflict('This application was declined; apply for the offer again instead');
  const offer = repo.offerById(sqlite, row.offerId);
  if (!offer || offer.removedOn !== null) throw conflict('This offer has been withdrawn from the platform and can no longer be changed');
  const terms = termsFor(sqlite, scope, offer, body);
  const currentTiers = (repo.tiersOf(sqlite, [id]).get(id) ?? []).map((t) => t.id);
  if (sameTerms(row, currentTiers, terms)) return programmeOfferById(deps, scope, id);
  const now = deps.clock.now();
  sqlite.transaction(() => {
    const decisionDueOn = decisionDueFor(id, now, offer.requiresApproval === 1);
    writes.resetToPending(sqlite, scope, id, terms, { createdOn: row.createdOn, updatedOn: now, decisionDueOn });
    const e = eventOf(scope, id, offer);
    const before = { split: { endUser: row.splitEndUser, client: row.splitClient }, customerTierType: row.customerTierType, tiers: currentTiers };
    const after = { split: terms.split, customerTierType: terms.customerTierType, tiers: terms.tierIds };
    recordEvent(sqlite, { ...e.target, type: 'OFFER_UPDATED', payload: { ...e.base, before, after, offerApproval: 'PENDING', decisionDueOn }, createdOn: now });
    if (row.active === 1) recordEvent(sqlite, { ...e.target, type: 'OFFER_DEACTIVATED', payload: { ...e.base, active: false }, createdOn: now });
    receiveApplication(sqlite, id, now);
  })();
  return programmeOfferById(deps, scope, id);
}

import { programmeOffers, programmeOfferTiers, programmeOfferUsers } from '@cashloop/db';
import type { OfferApproval } from '@cashloop/shared/common/enums';
import { earningsForSplit, type Split } from '@cashloop/shared/rules/cashback-math';
import { DAY, HOUR, type Scope, type SeedContext } from '../lib/context';
import type { SeededEndUser, SeededTier } from './end-users';
import type { SeededOffer } from './offers';

export interface SeededProgrammeOffer {
  id: string;
  offer: SeededOffer;
  approval: OfferApproval;
  active: boolean;
  createdOn: number;
  /** The window in which it was live and could match transactions (null when never live). */
  liveFrom: number | null;
  liveUntil: number | null;
  split: Split;
  tierType: 'DEFAULT' | 'TIERED' | 'SET';
  tierIds: Set<string>;
  userIds: Set<string>;
}

export { APPLICATION_DECLINE_REASONS as DECLINE_REASONS } from '../data/decline-reasons';
import { APPLICATION_DECLINE_REASONS as DECLINE_REASONS } from '../data/decline-reasons';

type Plan = { approval: OfferApproval; active: boolean };

/** Which offers a publisher applied to, and how each application went (every approval state). */
export function seedProgramme(
  ctx: SeedContext,
  scope: Scope,
  candidates: readonly SeededOffer[],
  count: number,
  users: readonly SeededEndUser[],
  tiers: readonly SeededTier[],
): SeededProgrammeOffer[] {
  const { rng } = ctx;
  const visible = candidates.filter((o) => !o.hidden);
  // Card-linked offers of popular retailers first: they are what a real programme runs on.
  const ranked = visible
    .map((o) => ({ o, score: o.retailer.popularity * (o.offerType === 'PAYMENT' ? 2 : 1) * (0.5 + rng.next()) }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.o);
  const removed = candidates.filter((o) => o.removedOn !== null).slice(0, 2);
  const chosen = [...removed, ...ranked.slice(0, count - removed.length)];
  return chosen.map((offer, i) => {
    const plan: Plan =
      offer.removedOn !== null ? { approval: 'APPROVED', active: false }
      : i % 20 === 3 || i % 20 === 11 ? { approval: 'PENDING', active: false }
      : i % 20 === 7 || i % 20 === 15 ? { approval: 'DECLINED', active: false }
      : { approval: 'APPROVED', active: i % 10 !== 9 };
    return insertProgrammeOffer(ctx, scope, offer, plan, users, tiers);
  });
}

export function insertProgrammeOffer(
  ctx: SeedContext,
  scope: Scope,
  offer: SeededOffer,
  plan: Plan,
  users: readonly SeededEndUser[],
  tiers: readonly SeededTier[],
): SeededProgrammeOffer {
  const { rng, now } = ctx;
  const id = ctx.ids.next('po');
  const pending = plan.approval === 'PENDING';
  const createdOn = pending
    ? now - rng.int(2, 10 * 24) * HOUR
    : offer.removedOn !== null
      ? offer.removedOn - rng.int(30, 200) * DAY
      : now - rng.int(30, 330) * DAY;
  const decidedOn = pending ? null : createdOn + rng.int(4, 96) * HOUR;
  const endUser = rng.weighted([50, 60, 70, 40], [60, 20, 10, 10]);
  const split = { endUser, client: 100 - endUser };
  const tierType = plan.approval === 'APPROVED' ? rng.weighted(['DEFAULT', 'TIERED', 'SET'] as const, [82, 12, 6]) : 'DEFAULT';
  const tierIds = new Set(tierType === 'TIERED' ? rng.sample(tiers, rng.int(1, 2)).map((t) => t.id) : []);
  const userIds = new Set(tierType === 'SET' ? rng.sample(users, Math.min(users.length, 60)).map((u) => u.id) : []);
  let liveFrom: number | null = null;
  let liveUntil: number | null = null;
  let updatedOn = decidedOn ?? createdOn;
  const base = { id, offerId: offer.id, retailerId: offer.retailer.id };
  ctx.event(scope, 'OFFER_PENDING', 'programme_offer', id, { ...base, offerApproval: 'PENDING' }, createdOn);
  if (plan.approval === 'DECLINED') {
    ctx.event(scope, 'OFFER_DECLINED', 'programme_offer', id, { ...base, offerApproval: 'DECLINED' }, decidedOn!);
  }
  if (plan.approval === 'APPROVED') {
    liveFrom = decidedOn!;
    ctx.event(scope, 'OFFER_APPROVED', 'programme_offer', id, { ...base, offerApproval: 'APPROVED' }, decidedOn!);
    ctx.event(scope, 'OFFER_ACTIVATED', 'programme_offer', id, { ...base, active: true }, decidedOn! + 1000);
    if (offer.removedOn !== null) {
      liveUntil = Math.max(offer.removedOn, liveFrom + HOUR);
      ctx.event(scope, 'OFFER_REMOVED_FROM_PLATFORM', 'programme_offer', id, { ...base }, liveUntil);
      ctx.event(scope, 'OFFER_DEACTIVATED', 'programme_offer', id, { ...base, active: false }, liveUntil + 1000);
    } else if (!plan.active) {
      liveUntil = liveFrom + rng.int(1, Math.max(2, Math.floor((now - liveFrom) / HOUR))) * HOUR;
      ctx.event(scope, 'OFFER_DEACTIVATED', 'programme_offer', id, { ...base, active: false }, liveUntil);
    } else if (rng.chance(0.1)) {
      ctx.event(scope, 'OFFER_UPDATED', 'programme_offer', id, { ...base }, liveFrom + rng.int(1, 30) * DAY);
    }
    updatedOn = liveUntil ?? liveFrom;
  }
  ctx.insert(programmeOffers)({
    ...base,
    ...scope,
    offerApproval: plan.approval,
    declinedReason: plan.approval === 'DECLINED' ? rng.pick(DECLINE_REASONS) : null,
    active: plan.approval === 'APPROVED' && plan.active && offer.removedOn === null,
    activateOnApproval: true,
    createdOn,
    updatedOn: Math.min(updatedOn, now),
    decisionDueOn: pending ? now + rng.int(6, 96) * HOUR : null,
    decidedOn,
    splitEndUser: split.endUser,
    splitClient: split.client,
    customerTierType: tierType,
    cashbackEarnings: earningsForSplit(offer.rules, split),
  });
  for (const tierId of tierIds) ctx.insert(programmeOfferTiers)({ programmeOfferId: id, tierId });
  for (const endUserId of userIds) ctx.insert(programmeOfferUsers)({ programmeOfferId: id, ...scope, endUserId });
  return { id, offer, approval: plan.approval, active: plan.active && offer.removedOn === null, createdOn, liveFrom, liveUntil, split, tierType, tierIds, userIds };
}

/** Removed from the programme: the row is gone, the event stays (OFFER_REMOVED_FROM_PROGRAM). */
export function seedRemovedFromProgramme(ctx: SeedContext, scope: Scope, offers: readonly SeededOffer[]): void {
  for (const offer of ctx.rng.sample(offers, 2)) {
    const id = ctx.ids.next('po');
    ctx.event(scope, 'OFFER_REMOVED_FROM_PROGRAM', 'programme_offer', id, { id, offerId: offer.id, retailerId: offer.retailer.id }, ctx.now - ctx.rng.int(5, 90) * DAY);
  }
}

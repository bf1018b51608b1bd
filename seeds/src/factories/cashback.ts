import { cashback } from '@cashloop/db';
import { cashbackStatusEvents, type CashbackStatus } from '@cashloop/shared/common/enums';
import { cashbackEventData } from '@cashloop/shared/contracts/webhook-events';
import { DECLINE_REASONS, DISQUALIFY_REASONS } from '../data/cashback-reasons';
import { DAY, HOUR, type Scope, type SeedContext } from '../lib/context';
import { payoutFor, type PayoutBook } from './payouts';
import type { SeededProgrammeOffer } from './programme';

export interface CashbackSpec {
  endUserId: string;
  transactionId: string | null;
  /** |amount| in minor units; null for affiliate cashback. */
  transactionAmount: number | null;
  po: SeededProgrammeOffer;
  endUser: number;
  client: number;
  createdOn: number;
  generation?: 'ORIGINAL' | 'REGENERATED';
  supportTicketId?: string | null;
}

export { DECLINE_REASONS, DISQUALIFY_REASONS };

/**
 * Replays one cashback through its lifecycle up to `now` (DESIGN §7): CREATED → BEING_VERIFIED →
 * VERIFIED → RECEIVED → PAID, or DECLINED / DISQUALIFIED; every step reached records its event.
 */
export function createCashback(ctx: SeedContext, scope: Scope, book: PayoutBook, spec: CashbackSpec): { id: string; status: CashbackStatus } {
  const { rng, now } = ctx;
  const id = ctx.ids.next('cb');
  const affiliate = spec.transactionId === null;
  const c = spec.createdOn;
  const beingVerifiedOn = c + (affiliate ? rng.int(1, 24) : rng.int(24, 72)) * HOUR;
  const verifiedOn = c + (affiliate ? rng.int(30, 60) : rng.int(14, 35)) * DAY;
  const receivedOn = verifiedOn + (affiliate ? rng.int(14, 30) : rng.int(7, 20)) * DAY;
  const fate = rng.next();
  const disqualifiedOn = fate < 0.015 ? c + rng.int(2, 72) * HOUR : null;
  const declinedOn = fate >= 0.015 && fate < 0.055 ? beingVerifiedOn + rng.int(5, 20) * DAY : null;
  const candidate = receivedOn <= now ? payoutFor(ctx, book, receivedOn) : null;

  const times: Partial<Record<CashbackStatus, number>> = { CREATED: c };
  // Widened on purpose: the closure below moves it on, which narrowing cannot see.
  let status = 'CREATED' as CashbackStatus;
  const step = (s: CashbackStatus, at: number | null): boolean => {
    if (at === null || at > now) return false;
    status = s;
    times[s] = at;
    return true;
  };
  if (!step('DISQUALIFIED', disqualifiedOn) && step('BEING_VERIFIED', beingVerifiedOn)) {
    if (!step('DECLINED', declinedOn) && step('VERIFIED', verifiedOn) && step('RECEIVED', receivedOn) && candidate) {
      step('PAID', candidate.paymentDueOn);
    }
  }
  const settled = status === 'RECEIVED' || status === 'PAID';
  const period = settled ? candidate : null;
  // The next regular step for the clock; declines and disqualifications are its own decisions.
  const final = status === 'DECLINED' || status === 'DISQUALIFIED' || status === 'PAID' || (status === 'RECEIVED' && !period);
  const next = final ? null : ([beingVerifiedOn, verifiedOn, receivedOn, period?.paymentDueOn ?? Infinity].find((t) => t > now) ?? null);
  if (period) {
    period.endUserAmount += spec.endUser;
    period.commissionAmount += spec.client;
    period.count++;
  }
  const offer = spec.po.offer;
  ctx.insert(cashback)({
    id,
    ...scope,
    transactionId: spec.transactionId,
    transactionAmount: spec.transactionAmount,
    programmeOfferId: spec.po.id,
    offerId: offer.id,
    retailerId: offer.retailer.id,
    endUserId: spec.endUserId,
    status,
    endUserCashbackReceivable: spec.endUser,
    publisherCashbackReceivable: spec.client,
    currency: offer.currency,
    declinedReason:
      status === 'DECLINED' ? rng.pick(DECLINE_REASONS) : status === 'DISQUALIFIED' ? rng.pick(DISQUALIFY_REASONS) : null,
    generation: spec.generation ?? 'ORIGINAL',
    supportTicketId: spec.supportTicketId ?? null,
    createdOn: c,
    beingVerifiedOn: times.BEING_VERIFIED ?? null,
    verifiedOn: times.VERIFIED ?? null,
    receivedOn: times.RECEIVED ?? null,
    paidOn: times.PAID ?? null,
    declinedOn: times.DECLINED ?? null,
    disqualifiedOn: times.DISQUALIFIED ?? null,
    nextTransitionOn: next === Infinity ? null : next,
    payoutId: period?.id ?? null,
    updatedOn: times[status]!,
  });
  // The contract's event data (pounds, decision 0043), as the engine writes it.
  const payload = cashbackEventData({
    id, endUserId: spec.endUserId, transactionId: spec.transactionId, programmeOfferId: spec.po.id,
    endUserMinor: spec.endUser, publisherMinor: spec.client, currency: offer.currency,
  });
  for (const s of ORDER) {
    const at = times[s];
    if (at !== undefined) ctx.event(scope, EVENT[s], 'cashback', id, payload, at);
  }
  return { id, status };
}

const ORDER: readonly CashbackStatus[] = ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DECLINED', 'DISQUALIFIED'];
const EVENT = cashbackStatusEvents;

import type { CashbackStatus } from '@cashloop/shared/common/enums';
import { toMajor } from '@cashloop/shared/common/money';
import type { CashbackSample } from '@cashloop/shared/contracts/playground';
import type { CashbackResult } from '@cashloop/shared/rules/cashback-math';
import type { LiveProgrammeOffer } from '../../engine/offer-matching.repo';
import { newId } from '../../lib/random';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * When a card-linked cashback typically reaches each status after it is created: the midpoints of
 * the lifecycle the clock drives (verification starts in 1–3 days, the retailer verifies in 2–5
 * weeks and pays 1–3 weeks later).
 */
export const LIFECYCLE_OFFSETS = {
  BEING_VERIFIED: 48 * HOUR,
  VERIFIED: 21 * DAY,
  RECEIVED: 35 * DAY,
} as const;

export interface SampleInput {
  now: number;
  offer: LiveProgrammeOffer;
  retailer: { id: string; retailerName: string; logo: string };
  amountMinor: number;
  cashback: CashbackResult;
}

export interface LifecycleSamples {
  cashbackCreated: CashbackSample;
  cashbackBeingVerified: CashbackSample;
  cashbackVerified: CashbackSample;
  cashbackReceived: CashbackSample;
}

/**
 * The cashback object (spec 3 §3) as it would look at each status of the playground lifecycle:
 * notify (created), send (being verified), verify (verified), pay (received). One id throughout,
 * timestamps from the virtual clock.
 */
export function lifecycleSamples(input: SampleInput): LifecycleSamples {
  const { now, offer, retailer, amountMinor, cashback } = input;
  const base = {
    id: newId('cb'),
    createdOn: now,
    endUserId: newId('eu'),
    transactionId: newId('txn'),
    programOffer: { id: offer.programmeOfferId, offerId: offer.offerId, retailer },
    transactionAmount: { amount: toMajor(Math.abs(amountMinor)), currency: offer.currency },
    payoutData: {
      endUserCashbackReceivable: toMajor(cashback.endUser),
      publisherCashbackReceivable: toMajor(cashback.client),
      currency: offer.currency,
    },
    declinedReason: null,
  };
  const times = {
    beingVerifiedOn: now + LIFECYCLE_OFFSETS.BEING_VERIFIED,
    verifiedOn: now + LIFECYCLE_OFFSETS.VERIFIED,
    receivedOn: now + LIFECYCLE_OFFSETS.RECEIVED,
  };
  const at = (status: CashbackStatus, reached: number): CashbackSample => ({
    ...base,
    status,
    updatedOn: [now, times.beingVerifiedOn, times.verifiedOn, times.receivedOn][reached]!,
    beingVerifiedOn: reached >= 1 ? times.beingVerifiedOn : null,
    verifiedOn: reached >= 2 ? times.verifiedOn : null,
    receivedOn: reached >= 3 ? times.receivedOn : null,
  });
  return {
    cashbackCreated: at('CREATED', 0),
    cashbackBeingVerified: at('BEING_VERIFIED', 1),
    cashbackVerified: at('VERIFIED', 2),
    cashbackReceived: at('RECEIVED', 3),
  };
}

import type { CashbackStatus } from '@cashloop/shared/common/enums';
import { startOfMonth } from '@cashloop/shared/common/dates';
import { DECLINE_REASONS, DISQUALIFY_REASONS } from '../data/cashback-reasons';
import { DAY, HOUR } from '../lib/context';
import type { Rng } from '../lib/prng';
import type { BulkPayout } from './bulk-targets';

/** Where one bulk cashback stands at `now`: the card-linked lifecycle of factories/cashback.ts, without its events. */
export interface BulkLifecycle {
  status: CashbackStatus;
  reason: string | null;
  beingVerifiedOn: number | null;
  verifiedOn: number | null;
  receivedOn: number | null;
  paidOn: number | null;
  declinedOn: number | null;
  disqualifiedOn: number | null;
  nextTransitionOn: number | null;
  payoutId: string | null;
  updatedOn: number;
}

/** UTC month starts by UTC day (a few hundred days): startOfMonth builds a Date per call, 0.2 s of CPU at 1M. */
const monthByDay = new Map<number, number>();
function monthOf(ms: number): number {
  const day = Math.floor(ms / DAY);
  let month = monthByDay.get(day);
  if (month === undefined) monthByDay.set(day, (month = startOfMonth(ms)));
  return month;
}

/**
 * The same delays and odds as createCashback for card-linked cashback (verification in 24–72 h,
 * verified 14–35 days after creation, received 7–20 days later, paid with the payout of the month it
 * was received in; 1.5 % disqualified, 4 % declined), so a bulk row is one the clock could have made.
 * One reused object: the caller writes it out before the next call.
 */
export function bulkLifecycle(rng: Rng, created: number, now: number, payouts: ReadonlyMap<number, BulkPayout>, out: BulkLifecycle): BulkLifecycle {
  const beingVerifiedOn = created + rng.int(24, 72) * HOUR;
  const verifiedOn = created + rng.int(14, 35) * DAY;
  const receivedOn = verifiedOn + rng.int(7, 20) * DAY;
  const fate = rng.next();
  const disqualifiedOn = fate < 0.015 ? created + rng.int(2, 72) * HOUR : null;
  const declinedOn = fate >= 0.015 && fate < 0.055 ? beingVerifiedOn + rng.int(5, 20) * DAY : null;
  const reasonDraw = rng.next();
  out.reason = null;
  out.beingVerifiedOn = out.verifiedOn = out.receivedOn = out.paidOn = out.declinedOn = out.disqualifiedOn = null;
  out.payoutId = null;
  out.nextTransitionOn = null;
  out.status = 'CREATED';
  out.updatedOn = created;
  if (disqualifiedOn !== null && disqualifiedOn <= now) {
    out.status = 'DISQUALIFIED';
    out.disqualifiedOn = out.updatedOn = disqualifiedOn;
    out.reason = DISQUALIFY_REASONS[Math.floor(reasonDraw * DISQUALIFY_REASONS.length)]!;
    return out;
  }
  if (beingVerifiedOn > now) {
    out.nextTransitionOn = beingVerifiedOn;
    return out;
  }
  out.status = 'BEING_VERIFIED';
  out.beingVerifiedOn = out.updatedOn = beingVerifiedOn;
  // A decline still to come is the clock's own decision; like the demo, the next regular step is shown.
  if (declinedOn !== null && declinedOn <= now) {
    out.status = 'DECLINED';
    out.declinedOn = out.updatedOn = declinedOn;
    out.reason = DECLINE_REASONS[Math.floor(reasonDraw * DECLINE_REASONS.length)]!;
    return out;
  }
  if (verifiedOn > now) {
    out.nextTransitionOn = verifiedOn;
    return out;
  }
  out.status = 'VERIFIED';
  out.verifiedOn = out.updatedOn = verifiedOn;
  if (receivedOn > now) {
    out.nextTransitionOn = receivedOn;
    return out;
  }
  // Received: it joins the payout of that month (the demo wrote one for each of the last 13 months).
  const payout = payouts.get(monthOf(receivedOn));
  if (!payout) throw new Error(`no payout for the month of ${new Date(receivedOn).toISOString()}`);
  out.status = 'RECEIVED';
  out.receivedOn = out.updatedOn = receivedOn;
  out.payoutId = payout.id;
  if (payout.paymentDueOn > now) {
    out.nextTransitionOn = payout.paymentDueOn;
    return out;
  }
  out.status = 'PAID';
  out.paidOn = out.updatedOn = payout.paymentDueOn;
  return out;
}

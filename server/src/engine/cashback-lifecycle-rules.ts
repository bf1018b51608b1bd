import { DECLINE_REASONS, DISQUALIFY_REASONS } from '@cashloop/seeds/data/cashback-reasons';
import { cashbackStatusEvents, type CashbackStatus } from '@cashloop/shared/common/enums';
import { firstTransitionAt, idFraction } from './cashback-schedule';

/**
 * The simulated supplier's side of a cashback's life (DESIGN §7), as pure functions of the cashback id
 * and the times, with the seeds' delays: a replayed world takes the same path.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Share of cashback the supplier declines while verifying it (the seeds decline ~4 %). */
export const DECLINE_RATE = 0.04;

export const CASHBACK_EVENT = cashbackStatusEvents;

/** Statuses with their own time column, in lifecycle order (CREATED's is created_on, never changed). */
export const TIMED_STATUSES = ['BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DECLINED', 'DISQUALIFIED'] as const;
export type TimedStatus = (typeof TIMED_STATUSES)[number];

/** What the lifecycle needs to know of a cashback; affiliate cashback has no transaction amount. */
export interface LifecycleCashback {
  id: string;
  createdOn: number;
  affiliate: boolean;
}

/** A duration between lo and hi units, fixed by the id and a salt. */
const span = (id: string, salt: string, lo: number, hi: number, unit: number) =>
  Math.round((lo + (hi - lo) * idFraction(id, salt)) * unit);

const pick = <T>(list: readonly T[], id: string, salt: string): T => list[Math.floor(idFraction(id, salt) * list.length)]!;

export const declinedBySupplier = (id: string): boolean => idFraction(id, 'declined') < DECLINE_RATE;

/** The reason a cashback in `status` carries: declines and disqualifications only. */
export function reasonFor(id: string, status: CashbackStatus): string | null {
  if (status === 'DECLINED') return pick(DECLINE_REASONS, id, 'decline-reason');
  if (status === 'DISQUALIFIED') return pick(DISQUALIFY_REASONS, id, 'disqualify-reason');
  return null;
}

/** The supplier's next step from `status` when its time comes; null in a final status. */
export function followingStatus(id: string, status: CashbackStatus): CashbackStatus | null {
  switch (status) {
    case 'CREATED':
      return 'BEING_VERIFIED';
    case 'BEING_VERIFIED':
      return declinedBySupplier(id) ? 'DECLINED' : 'VERIFIED';
    case 'VERIFIED':
      return 'RECEIVED';
    case 'RECEIVED':
      return 'PAID';
    default:
      return null;
  }
}

/**
 * When a cashback that reached `status` at `at` moves on next, with the seeds' delays (affiliate
 * cashback is confirmed faster but verified slower than card-linked). RECEIVED waits for its payout's
 * payment date, which the caller knows; final statuses answer null.
 */
export function nextStepAt(c: LifecycleCashback, status: CashbackStatus, at: number): number | null {
  switch (status) {
    case 'CREATED':
      return c.affiliate ? at + span(c.id, 'being-verified-affiliate', 1, 24, HOUR) : firstTransitionAt(at, c.id);
    case 'BEING_VERIFIED': {
      if (declinedBySupplier(c.id)) return at + span(c.id, 'decline-delay', 5, 20, DAY);
      const verifiedAt = c.createdOn + (c.affiliate ? span(c.id, 'verified', 30, 60, DAY) : span(c.id, 'verified', 14, 35, DAY));
      // Moved back by hand long after creation: the supplier still takes a day.
      return Math.max(verifiedAt, at + DAY);
    }
    case 'VERIFIED':
      return at + (c.affiliate ? span(c.id, 'received', 14, 30, DAY) : span(c.id, 'received', 7, 20, DAY));
    default:
      return null;
  }
}

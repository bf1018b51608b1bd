import { payouts } from '@cashloop/db';
import { endOfMonth, startOfMonth } from '@cashloop/shared/common/dates';
import { DAY, HOUR, type Scope, type SeedContext } from '../lib/context';

export interface PayoutPeriod {
  id: string;
  periodStart: number;
  periodEnd: number;
  paymentDueOn: number;
  paid: boolean;
  endUserAmount: number;
  commissionAmount: number;
  count: number;
}

/** Payouts per scope: null when the scope has none (sandbox, publishers not in contract). */
export type PayoutBook = Map<number, PayoutPeriod> | null;

/** A period is paid on the 6th of the following month (09:00 UTC). */
export function paymentDueFor(periodStart: number): number {
  return startOfMonth(periodStart, 1) + 5 * DAY + 9 * HOUR;
}

/** The payout a cashback joins when it reaches RECEIVED: the calendar month it was received in. */
export function payoutFor(ctx: SeedContext, book: PayoutBook, receivedOn: number): PayoutPeriod | null {
  if (!book) return null;
  const periodStart = startOfMonth(receivedOn);
  let period = book.get(periodStart);
  if (!period) {
    const paymentDueOn = paymentDueFor(periodStart);
    period = {
      id: ctx.ids.next('pay'),
      periodStart,
      periodEnd: endOfMonth(periodStart),
      paymentDueOn,
      paid: paymentDueOn <= ctx.now,
      endUserAmount: 0,
      commissionAmount: 0,
      count: 0,
    };
    book.set(periodStart, period);
  }
  return period;
}

/** Writes the year of payouts (12 closed months and the open one), totals summed from the cashback. */
export function insertPayouts(ctx: SeedContext, scope: Scope, book: PayoutBook): number {
  if (!book) return 0;
  for (let m = -12; m <= 0; m++) payoutFor(ctx, book, startOfMonth(ctx.now, m));
  const insert = ctx.insert(payouts);
  const periods = [...book.values()].sort((a, b) => a.periodStart - b.periodStart);
  for (const p of periods) {
    insert({
      id: p.id,
      ...scope,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      paid: p.paid,
      paymentDueOn: p.paymentDueOn,
      paidOn: p.paid ? p.paymentDueOn : null,
      amount: p.endUserAmount + p.commissionAmount,
      endUserAmount: p.endUserAmount,
      commissionAmount: p.commissionAmount,
      cashbackCount: p.count,
      currency: 'GBP',
    });
  }
  return periods.length;
}

import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';

/**
 * Monthly cashback settlements: the cashback that reached RECEIVED in the period. The open
 * (unpaid) row is the 'Upcoming payout'. amount = endUserAmount + commissionAmount.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    periodStart: integer('period_start').notNull(),
    /** Inclusive: last millisecond of the period. */
    periodEnd: integer('period_end').notNull(),
    paid: integer('paid', { mode: 'boolean' }).notNull().default(false),
    /** When it is (or will be) paid out; the clock pays it then. */
    paymentDueOn: integer('payment_due_on').notNull(),
    paidOn: integer('paid_on'),
    amount: integer('amount').notNull(),
    endUserAmount: integer('end_user_amount').notNull(),
    commissionAmount: integer('commission_amount').notNull(),
    cashbackCount: integer('cashback_count').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    uniqueIndex('payouts_scope_period_uq').on(t.publisherId, t.env, t.periodStart),
    index('payouts_scope_paid_idx').on(t.publisherId, t.env, t.paid),
  ],
);

import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { scoped } from '../../lib/scoped-params';

export interface PayoutRow {
  id: string;
  periodStart: number;
  periodEnd: number;
  paid: number;
  amount: number;
}

/** Payouts whose period ended before `before`, newest first, with the total for paging. */
export function closedPayouts(sqlite: Sqlite, scope: Scope, before: number, page: { limit: number; offset: number }) {
  const where = 'publisher_id = @publisherId AND env = @env AND period_end < @before';
  const rows = prepared(sqlite, 
      `SELECT id, period_start AS periodStart, period_end AS periodEnd, paid, amount FROM payouts
       WHERE ${where} ORDER BY period_start DESC LIMIT +@limit OFFSET +@offset`,
    )
    .all(scoped(scope, { before }, page)) as PayoutRow[];
  const { total } = prepared(sqlite, `SELECT COUNT(*) AS total FROM payouts WHERE ${where}`).get(scoped(scope, { before })) as { total: number };
  return { rows, total };
}

export function findPayout(sqlite: Sqlite, scope: Scope, id: string): PayoutRow | undefined {
  return prepared(sqlite, 
      `SELECT id, period_start AS periodStart, period_end AS periodEnd, paid, amount FROM payouts
       WHERE id = @id AND publisher_id = @publisherId AND env = @env`,
    )
    .get(scoped(scope, { id })) as PayoutRow | undefined;
}

export interface PayoutCashbackRow {
  id: string;
  createdOn: number;
  endUserId: string;
  transactionId: string | null;
  retailerName: string;
  transactionAmount: number | null;
  endUserCashback: number;
  commission: number;
  currency: string;
  status: string;
}

/** The cashback a payout settles, oldest first. */
export function payoutCashback(sqlite: Sqlite, scope: Scope, payoutId: string): PayoutCashbackRow[] {
  return prepared(sqlite, 
      `SELECT c.id, c.created_on AS createdOn, c.end_user_id AS endUserId, c.transaction_id AS transactionId,
              r.name AS retailerName, c.transaction_amount AS transactionAmount,
              c.end_user_cashback_receivable AS endUserCashback, c.publisher_cashback_receivable AS commission,
              c.currency, c.status
       FROM cashback c JOIN retailers r ON r.id = c.retailer_id
       WHERE c.payout_id = @payoutId AND c.publisher_id = @publisherId AND c.env = @env
       ORDER BY c.created_on, c.id`,
    )
    .all(scoped(scope, { payoutId })) as PayoutCashbackRow[];
}

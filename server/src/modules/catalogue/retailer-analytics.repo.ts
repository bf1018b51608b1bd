import type { Scope } from '../../app-context';
import type { Sqlite } from '../../plugins/data-store';
import { DAY_MS, type AnalyticsWindow } from './analytics-window';
import { prepared } from '../../lib/statements';

/** Purchases only: spend is the absolute amount of DEBIT transactions (refunds are not spend). */
const DEBITS_IN_WINDOW = `publisher_id = @publisherId AND env = @env AND booking_time >= @start AND booking_time <= @end
  AND transaction_type = 'DEBIT'`;

export interface DaySpend {
  day: number;
  count: number;
  volumeMinor: number;
}

/** The scope's purchases at one retailer in the window, per UTC day (day = epoch ms / 1 day). */
export function retailerSpendByDay(sqlite: Sqlite, scope: Scope, retailerId: string, window: AnalyticsWindow): DaySpend[] {
  return prepared(sqlite, 
      `SELECT booking_time / ${DAY_MS} AS day, COUNT(*) AS count, SUM(abs(amount)) AS volumeMinor
       FROM transactions WHERE retailer_id = @retailerId AND ${DEBITS_IN_WINDOW}
       GROUP BY booking_time / ${DAY_MS} ORDER BY day`,
    )
    .all({ ...scope, ...window, retailerId }) as DaySpend[];
}

/** The scope's spend in the window: everywhere, and at retailers of one category. */
export function spendTotals(sqlite: Sqlite, scope: Scope, category: string, window: AnalyticsWindow) {
  const all = prepared(sqlite, `SELECT COALESCE(SUM(abs(amount)), 0) AS v FROM transactions WHERE ${DEBITS_IN_WINDOW}`)
    .get({ ...scope, ...window }) as { v: number };
  const inCategory = prepared(sqlite, `SELECT COALESCE(SUM(abs(amount)), 0) AS v FROM transactions WHERE category = @category AND ${DEBITS_IN_WINDOW}`)
    .get({ ...scope, ...window, category }) as { v: number };
  return { allMinor: all.v, categoryMinor: inCategory.v };
}

/**
 * The scope's cashback at one retailer created in the window that still counts (not DECLINED or
 * DISQUALIFIED); the volume is the end users' cashback, as 'Total Cashback' on the home page.
 */
export function retailerCashback(sqlite: Sqlite, scope: Scope, retailerId: string, window: AnalyticsWindow) {
  return prepared(sqlite, 
      `SELECT COUNT(*) AS count, COALESCE(SUM(end_user_cashback_receivable), 0) AS volumeMinor
       FROM cashback WHERE publisher_id = @publisherId AND env = @env AND retailer_id = @retailerId
         AND created_on >= @start AND created_on <= @end AND status NOT IN ('DECLINED', 'DISQUALIFIED')`,
    )
    .get({ ...scope, ...window, retailerId }) as { count: number; volumeMinor: number };
}

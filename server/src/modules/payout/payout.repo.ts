import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { scoped } from '../../lib/scoped-params';

/**
 * The settlement in progress: cashback that reached RECEIVED from `since` up to now and is not paid
 * out yet (so never DECLINED/DISQUALIFIED). It is the rule of the payouts table, so this figure is
 * the amount the month's payout row will carry in the payout history.
 */
export function receivedUnpaidSince(sqlite: Sqlite, scope: Scope, since: number, now: number) {
  return prepared(sqlite, 
      `SELECT COALESCE(SUM(end_user_cashback_receivable), 0) AS endUserMinor,
              COALESCE(SUM(publisher_cashback_receivable), 0) AS commissionMinor
       FROM cashback
       WHERE publisher_id = @publisherId AND env = @env AND status = 'RECEIVED' AND paid_on IS NULL
         AND received_on >= @since AND received_on <= @now`,
    )
    .get(scoped(scope, { since, now })) as { endUserMinor: number; commissionMinor: number };
}

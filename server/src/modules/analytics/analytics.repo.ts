import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { scoped } from '../../lib/scoped-params';

export interface HomeAggregates {
  totalUsers: number;
  activeUsers: number;
  activeOffers: number;
  paymentActive: number;
  clickToActivateActive: number;
  affiliateActive: number;
  approved: number;
  pending: number;
  declined: number;
  transactionCount: number;
  debitVolumeMinor: number;
  endUserCashbackMinor: number;
  commissionMinor: number;
}

/** End users of the scope, and those with a transaction booked in (since, until]. */
function userCounts(sqlite: Sqlite, scope: Scope, since: number, until: number) {
  return prepared(sqlite, 
      `SELECT COUNT(*) AS totalUsers,
              COALESCE(SUM(EXISTS (SELECT 1 FROM transactions t WHERE t.end_user_id = e.id
                 AND t.publisher_id = e.publisher_id AND t.env = e.env
                 AND t.booking_time > @since AND t.booking_time <= @until)), 0) AS activeUsers
       FROM end_users e WHERE e.publisher_id = @publisherId AND e.env = @env`,
    )
    .get(scoped(scope, { since, until })) as { totalUsers: number; activeUsers: number };
}

/** Programme offers by approval, and the approved-and-live ones by offer type. */
function offerCounts(sqlite: Sqlite, scope: Scope) {
  return prepared(sqlite, 
      `SELECT
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND po.active = 1), 0) AS activeOffers,
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND po.active = 1 AND o.offer_type = 'PAYMENT'), 0) AS paymentActive,
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND po.active = 1 AND o.offer_type = 'CLICK_TO_ACTIVATE'), 0) AS clickToActivateActive,
         -- Gift cards are bought through a link like affiliate offers, and the three slices must add up to the centre.
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND po.active = 1 AND o.offer_type IN ('ONLINE', 'GIFTCARD')), 0) AS affiliateActive,
         COALESCE(SUM(po.offer_approval = 'APPROVED'), 0) AS approved,
         COALESCE(SUM(po.offer_approval = 'PENDING'), 0) AS pending,
         COALESCE(SUM(po.offer_approval = 'DECLINED'), 0) AS declined
       FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = @publisherId AND po.env = @env`,
    )
    .get(scope) as Pick<
    HomeAggregates,
    'activeOffers' | 'paymentActive' | 'clickToActivateActive' | 'affiliateActive' | 'approved' | 'pending' | 'declined'
  >;
}

function transactionTotals(sqlite: Sqlite, scope: Scope) {
  return prepared(sqlite, 
      `SELECT COUNT(*) AS transactionCount,
              COALESCE(SUM(CASE WHEN transaction_type = 'DEBIT' THEN abs(amount) ELSE 0 END), 0) AS debitVolumeMinor
       FROM transactions WHERE publisher_id = @publisherId AND env = @env`,
    )
    .get(scope) as { transactionCount: number; debitVolumeMinor: number };
}

/** Cashback that still counts: every status but DECLINED and DISQUALIFIED. */
function cashbackTotals(sqlite: Sqlite, scope: Scope) {
  return prepared(sqlite, 
      `SELECT COALESCE(SUM(end_user_cashback_receivable), 0) AS endUserCashbackMinor,
              COALESCE(SUM(publisher_cashback_receivable), 0) AS commissionMinor
       FROM cashback WHERE publisher_id = @publisherId AND env = @env AND status NOT IN ('DECLINED', 'DISQUALIFIED')`,
    )
    .get(scope) as { endUserCashbackMinor: number; commissionMinor: number };
}

export function homeAggregates(sqlite: Sqlite, scope: Scope, activeSince: number, now: number): HomeAggregates {
  return {
    ...userCounts(sqlite, scope, activeSince, now),
    ...offerCounts(sqlite, scope),
    ...transactionTotals(sqlite, scope),
    ...cashbackTotals(sqlite, scope),
  };
}

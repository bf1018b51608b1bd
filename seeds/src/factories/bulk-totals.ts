import type Database from 'better-sqlite3';
import type { Scope } from '../lib/context';

/**
 * After the bulk rows, once and set-based: the figures the demo wrote from its own rows are recounted
 * from all of them, so the payout history, the home page, billing and the end-user list agree with
 * the ledger. (Retailer transaction counters need nothing: the insert trigger kept them.)
 */
export function recountAfterBulk(sqlite: Database.Database, scope: Scope): void {
  const params = { publisherId: scope.publisherId, env: scope.env };
  // A payout equals the sums over the cashback it settles (the cashback_payout_idx lookup per month).
  sqlite.prepare(
    `UPDATE payouts SET
       end_user_amount = t.endUser, commission_amount = t.commission, amount = t.endUser + t.commission, cashback_count = t.n
     FROM (SELECT payout_id AS id, SUM(end_user_cashback_receivable) AS endUser, SUM(publisher_cashback_receivable) AS commission, COUNT(*) AS n
           FROM cashback WHERE payout_id IN (SELECT id FROM payouts WHERE publisher_id = @publisherId AND env = @env) GROUP BY payout_id) AS t
     WHERE payouts.id = t.id`,
  ).run(params);
  // Invoices bill every transaction processed (created) in their month, at the contract's fee.
  sqlite.prepare(
    `UPDATE invoices SET
       processed_transactions = t.n,
       total_transaction_processing_milli = t.n * transaction_processing_fee_milli,
       invoice_total_milli = platform_fee_milli + t.n * transaction_processing_fee_milli + total_open_banking_connection_milli
     FROM (SELECT i.id, (SELECT COUNT(*) FROM transactions x WHERE x.publisher_id = i.publisher_id AND x.env = i.env
                          AND x.created_on >= i.period_start AND x.created_on <= i.period_end) AS n
           FROM invoices i WHERE i.publisher_id = @publisherId AND i.env = @env) AS t
     WHERE invoices.id = t.id`,
  ).run(params);
  // An end user was last active at their latest booking, as the demo keeps it.
  sqlite.prepare(
    `UPDATE end_users SET last_active_on = max(last_active_on,
       COALESCE((SELECT MAX(booking_time) FROM transactions x
         WHERE x.publisher_id = end_users.publisher_id AND x.env = end_users.env AND x.end_user_id = end_users.id), 0))
     WHERE publisher_id = @publisherId AND env = @env`,
  ).run(params);
}

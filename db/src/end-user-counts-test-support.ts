import type Database from 'better-sqlite3';

/**
 * End users whose kept counts of transactions and cashback (migration 0022) are not what their rows make now: for the
 * tests of every writer of either table (uploads, deletes, cascades, seeding).
 */
export function endUserCountsDrift(sqlite: Database.Database): { id: string; transactions: number; keptTransactions: number; cashback: number; keptCashback: number }[] {
  return sqlite
    .prepare(
      `SELECT id, transactions, keptTransactions, cashback, keptCashback FROM (
         SELECT e.id, e.transaction_count AS keptTransactions, e.cashback_count AS keptCashback,
           (SELECT COUNT(*) FROM transactions t WHERE t.publisher_id = e.publisher_id AND t.env = e.env AND t.end_user_id = e.id) AS transactions,
           (SELECT COUNT(*) FROM cashback c WHERE c.publisher_id = e.publisher_id AND c.env = e.env AND c.end_user_id = e.id) AS cashback
         FROM end_users e)
       WHERE transactions <> keptTransactions OR cashback <> keptCashback LIMIT 5`,
    )
    .all() as { id: string; transactions: number; keptTransactions: number; cashback: number; keptCashback: number }[];
}

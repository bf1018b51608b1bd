import type Database from 'better-sqlite3';

/**
 * Sets every end user's counts of transactions and cashback (migration 0022) from their rows, as the migration's
 * backfill does: for a writer that puts rows in out of dependency order (the seeding: an end user may come after
 * their transactions, and their insert triggers then find no end user to count them on). An end user is their id in
 * their publisher and partition (decision 0041). One count along each user index per end user: ~2M index entries for the `large` world.
 */
export function countEndUserRows(sqlite: Database.Database): void {
  sqlite.exec(
    `UPDATE end_users SET
       transaction_count = (SELECT COUNT(*) FROM transactions t
         WHERE t.publisher_id = end_users.publisher_id AND t.env = end_users.env AND t.end_user_id = end_users.id),
       cashback_count = (SELECT COUNT(*) FROM cashback c
         WHERE c.publisher_id = end_users.publisher_id AND c.env = end_users.env AND c.end_user_id = end_users.id)`,
  );
}

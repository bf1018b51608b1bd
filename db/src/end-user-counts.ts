import type Database from 'better-sqlite3';

/**
 * Sets every end user's counts of transactions and cashback (migration 0022) from their rows, as the migration's
 * backfill does: for a writer that puts rows in out of dependency order (the seeding: an end user may come after
 * their transactions, and their insert triggers then find no end user to count them on). One count along each user
 * index per end user: ~2M index entries for the `large` world.
 */
export function countEndUserRows(sqlite: Database.Database): void {
  sqlite.exec(
    `UPDATE end_users SET
       transaction_count = (SELECT COUNT(*) FROM transactions t WHERE t.end_user_id = end_users.id),
       cashback_count = (SELECT COUNT(*) FROM cashback c WHERE c.end_user_id = end_users.id)`,
  );
}

import type Database from 'better-sqlite3';

/**
 * Customer tiers whose kept number of members (migration 0024) is not what end_user_tiers holds now: for the tests of
 * every writer of memberships (seeding, the tier upload, removing a tier or an end user).
 */
export function tierMemberCountsDrift(sqlite: Database.Database): { id: string; members: number; kept: number }[] {
  return sqlite
    .prepare(
      `SELECT id, members, kept FROM (
         SELECT t.id, t.member_count AS kept, (SELECT COUNT(*) FROM end_user_tiers m WHERE m.tier_id = t.id) AS members FROM customer_tiers t)
       WHERE members <> kept LIMIT 5`,
    )
    .all() as { id: string; members: number; kept: number }[];
}

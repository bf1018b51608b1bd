import type Database from 'better-sqlite3';

/**
 * Campaigns whose kept audiences text (migration 0025) is not what their links and audiences write now: for the tests
 * of every writer of campaigns, their links and audiences (seeding, creating a campaign, renaming or deleting an
 * audience).
 */
export function campaignAudiencesTextDrift(sqlite: Database.Database): { id: string; kept: string; written: string }[] {
  return sqlite
    .prepare(
      `SELECT c.id, c.audiences_text AS kept, w.text AS written FROM campaigns c JOIN campaign_audiences_written w ON w.campaign_id = c.id
       WHERE c.audiences_text IS NOT w.text LIMIT 5`,
    )
    .all() as { id: string; kept: string; written: string }[];
}

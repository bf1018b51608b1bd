import type Database from 'better-sqlite3';
import { offersTextSql } from './offers-text';

/**
 * Transactions whose kept text of their matches (migration 0021) is not what their matches make now: for the tests
 * of every writer of matches (uploads, re-matching, cascades, seeding). A transaction with no match may hold NULL or
 * '[]' (its last match deleted); both read as '[]'.
 */
export function offersTextDrift(sqlite: Database.Database): { id: string; kept: string | null; now: string }[] {
  return sqlite
    .prepare(
      `SELECT id, kept, now FROM (
         SELECT t.id, t.offers_available AS kept, ${offersTextSql('t.id')} AS now FROM transactions t)
       WHERE COALESCE(kept, '[]') IS NOT now LIMIT 5`,
    )
    .all() as { id: string; kept: string | null; now: string }[];
}

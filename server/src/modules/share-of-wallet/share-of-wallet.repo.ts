import { retailerCategories } from '@cashloop/shared';
import type { Scope } from '../../app-context';
import type { Sqlite } from '../../plugins/data-store';
import { prepared } from '../../lib/statements';
import type { AnalyticsWindow } from '../catalogue/analytics-window';

/**
 * Purchases only, as on the retailer page: spend is the absolute amount of DEBIT transactions. Every
 * query below seeks one of the covering indexes transactions_scope_category_idx or
 * transactions_scope_retailer_idx (scope, key, booking_time, type, amount): no table row is read.
 */
const DEBITS_IN_WINDOW = `publisher_id = @publisherId AND env = @env AND booking_time >= @start AND booking_time <= @end
  AND transaction_type = 'DEBIT'`;

const ALL_CATEGORIES = JSON.stringify(retailerCategories);

export interface SpendRow {
  category: string | null;
  count: number;
  volumeMinor: number;
}

/**
 * Spend per category in the window, plus a row with category null for purchases no merchant was found
 * for. The IN list makes SQLite seek each category's window instead of reading the whole scope.
 */
export function spendByCategory(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow): SpendRow[] {
  const params = { ...scope, ...window, categories: ALL_CATEGORIES };
  const classified = prepared(
    sqlite,
    `SELECT category, COUNT(*) AS count, SUM(abs(amount)) AS volumeMinor FROM transactions
     WHERE category IN (SELECT value FROM json_each(@categories)) AND ${DEBITS_IN_WINDOW}
     GROUP BY category`,
  ).all(params) as SpendRow[];
  const unclassified = prepared(
    sqlite,
    `SELECT NULL AS category, COUNT(*) AS count, COALESCE(SUM(abs(amount)), 0) AS volumeMinor FROM transactions
     WHERE category IS NULL AND ${DEBITS_IN_WINDOW}`,
  ).get(params) as SpendRow;
  return unclassified.count > 0 ? [...classified, unclassified] : classified;
}

export interface PopularityRow {
  retailerId: string;
  count: number;
  volumeMinor: number;
}

export interface RetailerFilter {
  /** Only retailers whose primary category (the one their transactions carry) is one of these. */
  categories?: string[];
  /** Only retailers whose name contains this text, case-insensitive. */
  search?: string;
}

/** LIKE pattern that matches `text` literally (with ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The retailers to look at, as a subquery on the (small) retailers table; the seek into transactions stays on its index. */
function retailerSet(filter: RetailerFilter): { sql: string; params: Record<string, unknown> } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.categories?.length) {
    parts.push('primary_category IN (SELECT value FROM json_each(@categories))');
    params.categories = JSON.stringify(filter.categories);
  }
  if (filter.search) {
    parts.push("name LIKE @search ESCAPE '\\'");
    params.search = containing(filter.search);
  }
  // Even unfiltered, an IN list over retailers makes SQLite seek each retailer's window (scope, retailer,
  // booking_time) instead of reading every booking of the scope: about three times faster on the demo world.
  const where = parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
  return { sql: `retailer_id IN (SELECT id FROM retailers${where})`, params };
}

/** Retailers by purchases in the window (most first; ties by spend, then id so paging is stable). */
export function retailerPopularity(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, filter: RetailerFilter, page: { page: number; size: number }): PopularityRow[] {
  const set = retailerSet(filter);
  return prepared(
    sqlite,
    `SELECT retailer_id AS retailerId, COUNT(*) AS count, SUM(abs(amount)) AS volumeMinor FROM transactions
     WHERE ${set.sql} AND ${DEBITS_IN_WINDOW}
     GROUP BY retailer_id ORDER BY count DESC, volumeMinor DESC, retailer_id LIMIT @limit OFFSET @offset`,
  ).all({ ...scope, ...window, ...set.params, limit: page.size, offset: page.page * page.size }) as PopularityRow[];
}

/** How many retailers retailerPopularity pages through. */
export function popularityTotal(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, filter: RetailerFilter): number {
  const set = retailerSet(filter);
  return prepared(
    sqlite,
    `SELECT COUNT(DISTINCT retailer_id) FROM transactions WHERE ${set.sql} AND ${DEBITS_IN_WINDOW}`,
  )
    .pluck()
    .get({ ...scope, ...window, ...set.params }) as number;
}

export interface RetailerRow {
  id: string;
  name: string;
  logo: string;
  categories: string;
}

export function retailersByIds(sqlite: Sqlite, ids: string[]): Map<string, RetailerRow> {
  if (ids.length === 0) return new Map();
  const rows = prepared(sqlite, 'SELECT id, name, logo, categories FROM retailers WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as RetailerRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

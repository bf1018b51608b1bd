import { retailerCategories } from '@cashloop/shared';
import type { Scope } from '../../app-context';
import type { Sqlite } from '../../plugins/data-store';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';
import type { AnalyticsWindow } from '../catalogue/analytics-window';
import { IN_WINDOW, RANGES, rangesOf, signed } from './spend-rollup-sql';

/**
 * Purchases only, as on the retailer page: spend is the absolute amount of DEBIT transactions. Every answer
 * reads the spend rollup (spend-rollup-sql.ts) instead of the purchases: a few hundred rows for a quarter of
 * the demo world, ~1,000 for a year. Rows whose purchases were all deleted stay with n = 0: HAVING drops
 * them, as a count over the rows would.
 */
const ALL_CATEGORIES = JSON.stringify(retailerCategories);

export interface SpendRow {
  category: string | null;
  count: number;
  volumeMinor: number;
}

/**
 * Spend per category in the window, plus a row with category null for purchases no merchant was found for
 * (stored as ''). Only the 32 retailer categories count, as before the rollup.
 */
export function spendByCategory(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow): SpendRow[] {
  return prepared(
    sqlite,
    `${RANGES} SELECT NULLIF(s.category, '') AS category, ${signed('n')} AS count, ${signed('volume')} AS volumeMinor
     FROM r CROSS JOIN spend_rollup_category s
     WHERE ${IN_WINDOW} AND (s.category = '' OR s.category IN (SELECT value FROM json_each(@categories)))
     GROUP BY s.category HAVING ${signed('n')} > 0`,
  ).all({ ...scope, ranges: rangesOf(window), categories: ALL_CATEGORIES }) as SpendRow[];
}

export interface PopularityRow {
  retailerId: string;
  count: number;
  volumeMinor: number;
  name: string;
  logo: string;
  /** JSON array of the retailer's personalisation categories. */
  categories: string;
}

export interface RetailerFilter {
  /** Only retailers whose primary category (the one their transactions carry) is one of these. */
  categories?: string[];
  /** Only retailers whose name contains this text, case-insensitive. */
  search?: string;
}

/** LIKE pattern that matches `text` literally (with ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The retailers to look at, as a condition on the rollup's retailer id over the (small) retailers table. */
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
  // Unfiltered, every retailer in the rollup counts: a deleted retailer's purchases left it (SET NULL fires
  // the update trigger), so its rows are all n = 0.
  if (parts.length === 0) return { sql: '', params };
  return { sql: ` AND s.retailer_id IN (SELECT id FROM retailers WHERE ${parts.join(' AND ')})`, params };
}

/**
 * Retailers by purchases in the window with what the answer shows of them, joined after the aggregate (an
 * inner join: a deleted retailer's rows are all n = 0 anyway). Most first; ties by spend, then id, so paging
 * is stable.
 */
const POPULARITY = (set: string, page: string) => `${RANGES} SELECT a.retailerId, a.count, a.volumeMinor, rt.name, rt.logo, rt.categories
  FROM (SELECT s.retailer_id AS retailerId, ${signed('n')} AS count, ${signed('volume')} AS volumeMinor
        FROM r CROSS JOIN spend_rollup_retailer s
        WHERE ${IN_WINDOW}${set}
        GROUP BY s.retailer_id HAVING ${signed('n')} > 0
        ORDER BY count DESC, volumeMinor DESC, retailerId${page}) a
  JOIN retailers rt ON rt.id = a.retailerId
  ORDER BY a.count DESC, a.volumeMinor DESC, a.retailerId`;

export function retailerPopularity(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, filter: RetailerFilter, page: { page: number; size: number }): PopularityRow[] {
  const set = retailerSet(filter);
  return allRows<PopularityRow>(prepared(sqlite, POPULARITY(set.sql, ' LIMIT @limit OFFSET @offset')), {
    ...scope,
    ...set.params,
    ranges: rangesOf(window),
    limit: page.size,
    offset: page.page * page.size,
  });
}

/**
 * One page and the total for paging, from one read: every retailer with purchases in the window is at
 * most the catalogue (~160 rows), cheaper to page in memory than to aggregate twice.
 */
export function retailerPopularityPage(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, filter: RetailerFilter, page: { page: number; size: number }): { rows: PopularityRow[]; total: number } {
  const set = retailerSet(filter);
  const all = allRows<PopularityRow>(prepared(sqlite, POPULARITY(set.sql, '')), { ...scope, ...set.params, ranges: rangesOf(window) });
  const from = page.page * page.size;
  return { rows: all.slice(from, from + page.size), total: all.length };
}

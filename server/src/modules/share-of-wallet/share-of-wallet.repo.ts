import { retailerCategories } from '@cashloop/shared';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import type { AnalyticsWindow } from '../catalogue/analytics-window';
import { windowSums } from './spend-packed';
import { foldAscii, spendStatic, type RetailerStatic } from './spend-static';

/**
 * Purchases only, as on the retailer page: spend is the absolute amount of DEBIT transactions. Every answer
 * reads the packed docs of the spend rollup (migrations 0008 and 0012): 2-11 rows per window, one per period,
 * each holding every category's or retailer's count and volume, added here slot by slot. Keys whose
 * purchases in the window add up to none (all deleted, or none there) are left out, as a count over the rows
 * would. Which retailer a slot is and what is shown of it comes from a per-connection copy (spend-static.ts).
 */
const ALL_CATEGORIES = new Set<string>(retailerCategories);

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
  const { categorySlots } = spendStatic(sqlite);
  const { count, volume } = windowSums(sqlite, scope, window, 'category', categorySlots.length);
  const rows: SpendRow[] = [];
  for (let slot = 0; slot < categorySlots.length; slot++) {
    const category = categorySlots[slot]!;
    if (count[slot]! > 0 && (category === '' || ALL_CATEGORIES.has(category))) {
      rows.push({ category: category === '' ? null : category, count: count[slot]!, volumeMinor: volume[slot]! });
    }
  }
  return rows;
}

export interface PopularityRow {
  retailer: RetailerStatic;
  count: number;
  volumeMinor: number;
}

export interface RetailerFilter {
  /** Only retailers whose primary category (the one their transactions carry) is one of these. */
  categories?: string[];
  /** Only retailers whose name contains this text, A-Z in any case (as SQLite's LIKE matched it). */
  search?: string;
}

/**
 * Retailers (still in the catalogue) with purchases in the window, most first; ties by spend, then id (in
 * code-unit order, which is byte order for the ASCII ids), so paging is stable.
 */
function ranked(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, filter: RetailerFilter): PopularityRow[] {
  const { retailerSlots } = spendStatic(sqlite);
  const { count, volume } = windowSums(sqlite, scope, window, 'retailer', retailerSlots.length);
  const categories = filter.categories?.length ? new Set(filter.categories) : null;
  const search = filter.search ? foldAscii(filter.search) : null;
  const rows: PopularityRow[] = [];
  for (let slot = 0; slot < retailerSlots.length; slot++) {
    const retailer = retailerSlots[slot];
    if (!retailer || !(count[slot]! > 0)) continue;
    if (categories && !categories.has(retailer.primaryCategory)) continue;
    if (search !== null && !retailer.nameFolded.includes(search)) continue;
    rows.push({ retailer, count: count[slot]!, volumeMinor: volume[slot]! });
  }
  return rows.sort((a, b) => b.count - a.count || b.volumeMinor - a.volumeMinor || (a.retailer.shown.id < b.retailer.shown.id ? -1 : a.retailer.shown.id > b.retailer.shown.id ? 1 : 0));
}

export function retailerPopularity(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, filter: RetailerFilter, page: { page: number; size: number }): PopularityRow[] {
  return retailerPopularityPage(sqlite, scope, window, filter, page).rows;
}

/** One page and the total for paging, from one read (every retailer with purchases is at most the catalogue). */
export function retailerPopularityPage(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, filter: RetailerFilter, page: { page: number; size: number }): { rows: PopularityRow[]; total: number } {
  const all = ranked(sqlite, scope, window, filter);
  const from = page.page * page.size;
  return { rows: all.slice(from, from + page.size), total: all.length };
}

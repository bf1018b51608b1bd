import { formatDay, toMajor, type EndpointQuery, type Paged } from '@cashloop/shared';
import {
  UNCLASSIFIED_CATEGORY,
  categoryFromName,
  shareOfWallet,
  type CategoryAnalysis,
  type CategorySpendRow,
  type RetailerPopularity,
  type shareOfWalletEndpoints,
} from '@cashloop/shared/contracts/share-of-wallet';
import type { AppDeps, Scope } from '../../world/app-deps';
import { notFound } from '../../lib/app-error';
import { resolveWindow, type AnalyticsWindow } from '../catalogue/analytics-window';
import * as repo from './share-of-wallet.repo';

type WindowQuery = { startDate?: string; endDate?: string };
type PopularityQuery = EndpointQuery<typeof shareOfWalletEndpoints.popularity>;
type SearchQuery = EndpointQuery<typeof shareOfWalletEndpoints.popularitySearch>;

/** The window of the query, the same one the retailer page resolves, so figures agree across pages. */
const windowOf = (deps: AppDeps, q: WindowQuery): AnalyticsWindow => resolveWindow(deps.clock.now(), q.startDate, q.endDate);

interface CategoryTotals {
  byCategory: Map<string, { count: number; volumeMinor: number }>;
  totalMinor: number;
  totalCount: number;
}

/** Spend per category; purchases with no merchant found count under UNCLASSIFIED_CATEGORY, so the parts add up to the whole. */
function categoryTotals(deps: AppDeps, scope: Scope, window: AnalyticsWindow): CategoryTotals {
  const byCategory = new Map<string, { count: number; volumeMinor: number }>();
  let totalMinor = 0;
  let totalCount = 0;
  for (const row of repo.spendByCategory(deps.data.sqlite, scope, window)) {
    const label = row.category ?? UNCLASSIFIED_CATEGORY;
    const entry = byCategory.get(label) ?? { count: 0, volumeMinor: 0 };
    entry.count += row.count;
    entry.volumeMinor += row.volumeMinor;
    byCategory.set(label, entry);
    totalMinor += row.volumeMinor;
    totalCount += row.count;
  }
  return { byCategory, totalMinor, totalCount };
}

/** Every category with spend in the window, largest spend first (ties by label). */
export function spendPerCategory(deps: AppDeps, scope: Scope, q: WindowQuery): CategorySpendRow[] {
  const { byCategory, totalMinor } = categoryTotals(deps, scope, windowOf(deps, q));
  return [...byCategory]
    .sort(([a, x], [b, y]) => y.volumeMinor - x.volumeMinor || a.localeCompare(b))
    .map(([label, s]) => ({
      label,
      transactionCount: s.count,
      transactionVolume: toMajor(s.volumeMinor),
      shareOfWallet: shareOfWallet(s.volumeMinor, totalMinor),
    }));
}

/** One category against all spend; the category named by any spelling of its label or by its slug. */
export function categoryAnalysis(deps: AppDeps, scope: Scope, name: string, q: WindowQuery): CategoryAnalysis {
  const category = categoryFromName(name);
  if (!category) throw notFound(`Unknown category "${name}": use one of the 32 retailer categories, by label or slug`);
  const window = windowOf(deps, q);
  const totals = categoryTotals(deps, scope, window);
  const mine = totals.byCategory.get(category) ?? { count: 0, volumeMinor: 0 };
  return {
    category,
    categorySpend: { totalTransactionVolume: toMajor(mine.volumeMinor), transactionCount: mine.count },
    totalSpend: { totalTransactionVolume: toMajor(totals.totalMinor), transactionCount: totals.totalCount },
    shareOfWallet: shareOfWallet(mine.volumeMinor, totals.totalMinor),
    startDate: formatDay(window.start),
    endDate: formatDay(window.end),
  };
}

/** Each retailer as the spend explorer shows it (built once per retailer, spend-static.ts) with its figures. */
const items = (rows: repo.PopularityRow[]): RetailerPopularity[] =>
  rows.map((r) => ({ retailer: r.retailer.shown, transactionVolume: toMajor(r.volumeMinor), transactionCount: r.count }));

/** Retailers by purchases in the window, in the given categories (all when none are given). */
export function retailerPopularity(deps: AppDeps, scope: Scope, q: PopularityQuery): RetailerPopularity[] {
  return items(repo.retailerPopularity(deps.data.sqlite, scope, windowOf(deps, q), { categories: q.categories }, q));
}

/** The search's page and total. */
export function retailerPopularitySearch(deps: AppDeps, scope: Scope, q: SearchQuery): Paged<RetailerPopularity> {
  const { rows, total } = repo.retailerPopularityPage(deps.data.sqlite, scope, windowOf(deps, q), { search: q.search || undefined }, q);
  return { content: items(rows), totalElements: total };
}

import { formatDay, toMajor, type EndpointQuery } from '@cashloop/shared';
import {
  UNCLASSIFIED_CATEGORY,
  categoryFromName,
  shareOfWallet,
  type CategoryAnalysis,
  type CategorySpendRow,
  type shareOfWalletEndpoints,
} from '@cashloop/shared/contracts/share-of-wallet';
import type { AppDeps, Scope } from '../../app-context';
import { notFound } from '../../lib/app-error';
import { resolveWindow, type AnalyticsWindow } from '../catalogue/analytics-window';
import { numberText } from '../../lib/json-text-values';
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

/**
 * The items as JSON text, written here rather than by JSON.stringify of objects (a 50-item answer is ~23 KB;
 * stringifying it and the serializer's check of it cost more than finding it): each retailer's part is made
 * once by JSON.stringify (spend-static.ts) and the two numbers are written as JSON.stringify writes numbers.
 * Same bytes as the contract's serialisation (share-of-wallet-equivalence.test.ts compares them).
 */
function itemsJson(rows: repo.PopularityRow[]): string {
  let text = '[';
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    // Numbers by numberText: `${n}` would allocate each in the old space for V8's number-to-string cache (lib/json-text-values.ts).
    text += `${i === 0 ? '' : ','}${r.retailer.itemJsonStart}${numberText(toMajor(r.volumeMinor))},"transactionCount":${numberText(r.count)}}`;
  }
  return `${text}]`;
}

/** Retailers by purchases in the window, in the given categories (all when none are given), as the answer's JSON. */
export function popularityJson(deps: AppDeps, scope: Scope, q: PopularityQuery): string {
  return itemsJson(repo.retailerPopularity(deps.data.sqlite, scope, windowOf(deps, q), { categories: q.categories }, q));
}

/** The search's page and total, as the answer's JSON. */
export function popularitySearchJson(deps: AppDeps, scope: Scope, q: SearchQuery): string {
  const { rows, total } = repo.retailerPopularityPage(deps.data.sqlite, scope, windowOf(deps, q), { search: q.search || undefined }, q);
  return `{"content":${itemsJson(rows)},"totalElements":${total}}`;
}

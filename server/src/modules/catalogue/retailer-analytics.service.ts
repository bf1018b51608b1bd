import { formatDay, toMajor, type EndpointQuery } from '@cashloop/shared';
import type { catalogueEndpoints, RetailerDetail, RetailerSummary } from '@cashloop/shared/contracts/catalogue';
import type { AppDeps, Scope } from '../../world/app-deps';
import { DAY_MS, periodAt, periodsOf, resolveWindow } from './analytics-window';
import type { RetailerRow } from './catalogue.repo';
import { retailerCashback, retailerSpendByDay, spendTotals } from './retailer-analytics.repo';

type DetailQuery = EndpointQuery<typeof catalogueEndpoints.retailerDetail>;
type Analytics = Omit<RetailerDetail, keyof RetailerSummary>;

/**
 * The caller's own figures for one retailer over the window: its purchases there (count and spend), the
 * cashback they earned, and the spend totals the client divides by for the two shares.
 */
export function retailerAnalytics(deps: AppDeps, scope: Scope, retailer: RetailerRow, q: DetailQuery): Analytics {
  const window = resolveWindow(deps.clock.now(), q.startDate, q.endDate);
  const periods = periodsOf(window, q.interval);
  const sqlite = deps.data.sqlite;
  const days = retailerSpendByDay(sqlite, scope, retailer.id, window);
  const totals = spendTotals(sqlite, scope, retailer.primaryCategory, window);
  const cashback = retailerCashback(sqlite, scope, retailer.id, window);

  // Each day to its period by a binary search over the periods' first days: a Map keyed by each day's
  // periodStart made a Date per day (~300 a year).
  const firstDays = periods.map((p) => p.start / DAY_MS);
  const counts = new Array<number>(periods.length).fill(0);
  const volumes = new Array<number>(periods.length).fill(0);
  let count = 0;
  let volumeMinor = 0;
  for (const d of days) {
    const at = periodAt(firstDays, d.day);
    if (at >= 0) {
      counts[at] = counts[at]! + d.count;
      volumes[at] = volumes[at]! + d.volumeMinor;
    }
    count += d.count;
    volumeMinor += d.volumeMinor;
  }
  return {
    retailerAnalytics: {
      transactionVolume: toMajor(volumeMinor),
      transactionCount: count,
      cashbackVolume: toMajor(cashback.volumeMinor),
      cashbackCount: cashback.count,
    },
    allTransactionsAnalysis: { totalTransactionVolume: toMajor(totals.allMinor) },
    relevantCategoriesTransactionsAnalysis: { totalTransactionVolume: toMajor(totals.categoryMinor) },
    graphData: periods.map((p, i) => ({ id: p.id, transactionCount: counts[i]!, transactionVolume: toMajor(volumes[i]!) })),
    startDate: formatDay(window.start),
    endDate: formatDay(window.end),
    interval: q.interval,
  };
}

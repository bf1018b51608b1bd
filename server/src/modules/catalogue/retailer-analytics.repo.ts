import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { periodRanges, periodStartOf, type SpendGrain } from '../share-of-wallet/spend-periods';
import { IN_WINDOW, RANGES, rangesOf, signed } from '../share-of-wallet/spend-rollup-sql';
import { DAY_MS, type AnalyticsWindow } from './analytics-window';
import { prepared } from '../../lib/statements';
import { scoped } from '../../lib/scoped-params';

/**
 * Purchases only: spend is the absolute amount of DEBIT transactions (refunds are not spend). The scope's
 * spend totals read the spend rollup (migration 0008, kept by triggers on transactions) instead of every
 * purchase in the window (decision 0014): a window is a few signed ranges of whole calendar periods
 * (spend-periods.ts) whose sum is exactly the window, so a year is a few dozen periods.
 */
const DEBITS_IN_WINDOW = `publisher_id = @publisherId AND env = @env AND booking_time >= @start AND booking_time <= @end
  AND transaction_type = 'DEBIT'`;

/** Days in a period of each grain, plus one: from a period's start, always inside the next period. */
const PAST_ONE: Record<SpendGrain, number> = { day: 1, dekad: 11, month: 32, quarter: 93, year: 366 };

/** Every period (grain, start, sign) whose sum is exactly the window: each one a key of the rollup. */
function periodKeys(window: AnalyticsWindow): [SpendGrain, number, number][] {
  const keys: [SpendGrain, number, number][] = [];
  for (const r of periodRanges(window)) {
    for (let start = r.from; start < r.to; start = periodStartOf(start + PAST_ONE[r.grain] * DAY_MS, r.grain)) keys.push([r.grain, start, r.sign]);
  }
  return keys;
}

export interface DaySpend {
  day: number;
  count: number;
  volumeMinor: number;
}

/**
 * The scope's purchases at one retailer in the window, per UTC day (day = epoch ms / 1 day): the rollup's
 * day rows of the retailer, one range scan of migration 0009's index (at most a row per day, whatever the
 * number of purchases). Windows are whole UTC days (analytics-window.ts), so the days inside are exactly the
 * purchases inside; days whose purchases were all deleted keep n = 0 and are skipped, as a grouping of the
 * rows would not have them. Reading every purchase of the window instead was ~0.5-0.9 ms a year (decision 0014).
 * The rows come as one text ('day,n,volume,…') made by SQLite: handing ~300 rows of a year to JavaScript one by
 * one cost ~0.13 ms, the one text and its split ~0.06 ms.
 */
export function retailerSpendByDay(sqlite: Sqlite, scope: Scope, retailerId: string, window: AnalyticsWindow): DaySpend[] {
  const text = prepared(sqlite,
      `SELECT group_concat((period_start / ${DAY_MS}) || ',' || n || ',' || volume, ',')
       FROM spend_rollup_retailer INDEXED BY spend_rollup_retailer_series_idx
       WHERE publisher_id = @publisherId AND env = @env AND retailer_id = @retailerId AND grain = 'day'
         AND period_start >= @start AND period_start <= @end AND n > 0`,
    ).pluck(true).get(scoped(scope, window, { retailerId })) as string | null;
  if (text === null) return [];
  const parts = text.split(',');
  const days = new Array<DaySpend>(parts.length / 3);
  let sorted = true;
  for (let i = 0, k = 0; k < parts.length; i++, k += 3) {
    days[i] = { day: Number(parts[k]), count: Number(parts[k + 1]), volumeMinor: Number(parts[k + 2]) };
    if (i > 0 && days[i]!.day < days[i - 1]!.day) sorted = false;
  }
  // The index scan gives day order; an aggregate's own ORDER BY cost a sorter (~0.03 ms a year), so order is only checked.
  return sorted ? days : days.sort((a, b) => a.day - b.day);
}

/** The same from the purchases themselves: the rollup's reference in tests. */
export function retailerSpendByDayFromPurchases(sqlite: Sqlite, scope: Scope, retailerId: string, window: AnalyticsWindow): DaySpend[] {
  return prepared(sqlite,
      `SELECT booking_time / ${DAY_MS} AS day, COUNT(*) AS count, SUM(abs(amount)) AS volumeMinor
       FROM transactions WHERE retailer_id = @retailerId AND ${DEBITS_IN_WINDOW}
       GROUP BY booking_time / ${DAY_MS} ORDER BY day`,
    )
    .all(scoped(scope, window, { retailerId })) as DaySpend[];
}

/** The scope's spend in the window: everywhere, and at retailers of one category. */
export function spendTotals(sqlite: Sqlite, scope: Scope, category: string, window: AnalyticsWindow) {
  const all = prepared(sqlite, `${RANGES} SELECT COALESCE(${signed('volume')}, 0) AS v FROM r CROSS JOIN spend_rollup_category s WHERE ${IN_WINDOW}`)
    .get(scoped(scope, { ranges: rangesOf(window) })) as { v: number };
  return { allMinor: all.v, categoryMinor: categorySpend(sqlite, scope, category, window) };
}

function categorySpend(sqlite: Sqlite, scope: Scope, category: string, window: AnalyticsWindow): number {
  // The rollup stores purchases without a category as '': a retailer whose category is '' (none today) is
  // summed from the purchases themselves, so it still counts only purchases whose category is ''.
  if (category === '') {
    return (prepared(sqlite, `SELECT COALESCE(SUM(abs(amount)), 0) AS v FROM transactions WHERE category = @category AND ${DEBITS_IN_WINDOW}`)
      .get(scoped(scope, window, { category })) as { v: number }).v;
  }
  return (prepared(
    sqlite,
    `WITH k AS MATERIALIZED (SELECT value ->> 0 AS grain, value ->> 1 AS start, value ->> 2 AS sign FROM json_each(@keys))
     SELECT COALESCE(SUM(s.volume * k.sign), 0) AS v
     FROM k JOIN spend_rollup_category s ON s.publisher_id = @publisherId AND s.env = @env AND s.grain = k.grain
       AND s.period_start = k.start AND s.category = @category`,
  ).get(scoped(scope, { category, keys: JSON.stringify(periodKeys(window)) })) as { v: number }).v;
}

/**
 * The scope's cashback at one retailer created in the window that still counts (not DECLINED or
 * DISQUALIFIED); the volume is the end users' cashback, as 'Total Cashback' on the home page. Read from
 * migration 0018's day rollup (kept by triggers on cashback): one range scan of at most a row per day, summed
 * by SQLite. The window is whole UTC days, so the days inside hold exactly the rows inside. Reading the rows
 * themselves was ~0.2 ms for a busy retailer's year and grew with them.
 */
export function retailerCashback(sqlite: Sqlite, scope: Scope, retailerId: string, window: AnalyticsWindow) {
  return prepared(sqlite,
      `SELECT COALESCE(SUM(n), 0) AS count, COALESCE(SUM(volume), 0) AS volumeMinor
       FROM cashback_rollup_retailer_day
       WHERE publisher_id = @publisherId AND env = @env AND retailer_id = @retailerId AND day >= @start AND day <= @end`,
    )
    .get(scoped(scope, window, { retailerId })) as { count: number; volumeMinor: number };
}

/** The same from the cashback rows themselves: the rollup's reference in tests. */
export function retailerCashbackFromRows(sqlite: Sqlite, scope: Scope, retailerId: string, window: AnalyticsWindow) {
  return prepared(sqlite,
      `SELECT COUNT(*) AS count, COALESCE(SUM(end_user_cashback_receivable), 0) AS volumeMinor
       FROM cashback WHERE publisher_id = @publisherId AND env = @env AND retailer_id = @retailerId
         AND created_on >= @start AND created_on <= @end AND status NOT IN ('DECLINED', 'DISQUALIFIED')`,
    )
    .get(scoped(scope, window, { retailerId })) as { count: number; volumeMinor: number };
}

import type { AnalyticsWindow } from '../catalogue/analytics-window';
import { periodRanges } from './spend-periods';

/**
 * Reading the spend rollup (migration 0008) over a window: the window becomes a few signed ranges of whole
 * periods (spend-periods.ts), passed as one JSON parameter @ranges, each one range scan of the rollup's key
 * (scope, grain, period start, …). Rollup rows are aliased `s`, the ranges `r`.
 */

/** The ranges as a table, materialised so the JSON is read once per range, not once per rollup row. */
export const RANGES = `WITH r AS MATERIALIZED (SELECT value ->> 0 AS grain, value ->> 1 AS lo, value ->> 2 AS hi, value ->> 3 AS sign FROM json_each(@ranges))`;

/** The rollup rows of the scope (@publisherId, @env) inside a range. */
export const IN_WINDOW = `s.publisher_id = @publisherId AND s.env = @env AND s.grain = r.grain AND s.period_start >= r.lo AND s.period_start < r.hi`;

/** The window's signed period ranges as the @ranges parameter: [[grain, from, to, sign], …]. */
export const rangesOf = (window: AnalyticsWindow) => JSON.stringify(periodRanges(window).map((r) => [r.grain, r.from, r.to, r.sign]));

/** A rollup column summed over the ranges, each period with its range's sign. */
export const signed = (column: string) => `SUM(s.${column} * r.sign)`;

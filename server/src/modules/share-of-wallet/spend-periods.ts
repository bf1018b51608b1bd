import { DAY_MS, type AnalyticsWindow } from '../catalogue/analytics-window';

/**
 * The calendar periods of the spend rollup (migration 0008), nested, UTC: a year holds four quarters, a
 * quarter three months, a month three dekads (days 1-10, 11-20, 21 to the end) and a dekad its days.
 */
export const SPEND_GRAINS = ['day', 'dekad', 'month', 'quarter', 'year'] as const;
export type SpendGrain = (typeof SPEND_GRAINS)[number];

/**
 * Periods of one grain whose start lies in [from, to): a range scan on the rollup's key, added (sign 1)
 * or taken away (sign -1).
 */
export interface PeriodRange {
  grain: SpendGrain;
  from: number;
  to: number;
  sign: 1 | -1;
}

const utc = (ms: number) => new Date(ms);

/** Start of the period of `grain` holding `ms`. */
export function periodStartOf(ms: number, grain: SpendGrain): number {
  const d = utc(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (grain) {
    case 'day':
      return ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    case 'dekad':
      return Date.UTC(y, m, 1 + Math.min(Math.floor((d.getUTCDate() - 1) / 10), 2) * 10);
    case 'month':
      return Date.UTC(y, m, 1);
    case 'quarter':
      return Date.UTC(y, m - (m % 3), 1);
    case 'year':
      return Date.UTC(y, 0, 1);
  }
}

/** Start of the period of `grain` after the one starting at `start`. */
function nextStart(start: number, grain: SpendGrain): number {
  const d = utc(start);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (grain) {
    case 'day':
      return start + DAY_MS;
    case 'dekad':
      return d.getUTCDate() === 21 ? Date.UTC(y, m + 1, 1) : start + 10 * DAY_MS;
    case 'month':
      return Date.UTC(y, m + 1, 1);
    case 'quarter':
      return Date.UTC(y, m + 3, 1);
    case 'year':
      return Date.UTC(y + 1, 0, 1);
  }
}

/** First period boundary of `grain` at or after `ms`. */
const ceilTo = (ms: number, grain: SpendGrain) => {
  const start = periodStartOf(ms, grain);
  return start === ms ? ms : nextStart(start, grain);
};

/**
 * The window [start, end] (whole UTC days, end inclusive) as signed ranges of whole periods whose sum is
 * exactly the window: coarsest in the middle, then at each edge, one grain finer, either the days up to
 * the next boundary (added) or, when shorter, the whole enclosing period added and the days outside the
 * window taken away. So a window ending today reads this year or quarter whole and takes away the days
 * still to come (which have no rows) instead of reading every month, dekad and day before today. Each
 * grain is at most two ranges, so any window is at most nine range scans and a few dozen periods.
 */
export function periodRanges(window: AnalyticsWindow): PeriodRange[] {
  const ranges: PeriodRange[] = [];
  const split = (from: number, to: number, level: number, sign: 1 | -1) => {
    if (from >= to) return;
    const grain = SPEND_GRAINS[level]!;
    if (level === 0) {
      ranges.push({ grain, from, to, sign });
      return;
    }
    const first = ceilTo(from, grain);
    const last = periodStartOf(to, grain);
    const lo = periodStartOf(from, grain);
    const hi = ceilTo(to, grain);
    // Per edge, whichever leaves fewer days to the finer grains: the remainder inside or the complement outside.
    const a = from - lo < first - from ? lo : first;
    const b = hi - to < to - last ? hi : last;
    if (a >= b) {
      split(from, to, level - 1, sign);
      return;
    }
    ranges.push({ grain, from: a, to: b, sign });
    if (a === first) split(from, first, level - 1, sign);
    else split(lo, from, level - 1, -sign as 1 | -1);
    if (b === last) split(last, to, level - 1, sign);
    else split(to, hi, level - 1, -sign as 1 | -1);
  };
  split(window.start, window.end + 1, SPEND_GRAINS.length - 1, 1);
  return ranges;
}

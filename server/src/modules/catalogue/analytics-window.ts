import { endOfMonth, parseDay, startOfMonth } from '@cashloop/shared';
import { MAX_GRAPH_PERIODS, type AnalyticsInterval } from '@cashloop/shared/contracts/catalogue';
import { invalidField } from '../../lib/app-error';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A closed range of epoch ms: the first instant of the start day to the last instant of the end day (UTC). */
export interface AnalyticsWindow {
  start: number;
  end: number;
}

export interface Period {
  id: string;
  start: number;
}

/**
 * The window of the retailer page: both dates or neither. Without dates it is spec 1 §9's default, the
 * start of the month two months back to the end of the current month.
 */
export function resolveWindow(now: number, startDate?: string, endDate?: string): AnalyticsWindow {
  if (startDate === undefined && endDate === undefined) return { start: startOfMonth(now, -2), end: endOfMonth(now) };
  if (startDate === undefined || endDate === undefined) {
    throw invalidField(`query.${startDate === undefined ? 'startDate' : 'endDate'}`, 'Give both startDate and endDate (dd-MM-yyyy), or neither for the default window');
  }
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (start === null || end === null) throw invalidField(`query.${start === null ? 'startDate' : 'endDate'}`, 'Dates must be real calendar dates as dd-MM-yyyy');
  if (start > end) throw invalidField('query.startDate', 'startDate must not be after endDate');
  return { start, end: end + DAY_MS - 1 };
}

/** Start of the period (UTC) holding `ms`; weeks start on Monday. */
export function periodStart(ms: number, interval: AnalyticsInterval): number {
  const d = new Date(ms);
  switch (interval) {
    case 'day':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    case 'week': {
      const day = Math.floor(ms / DAY_MS);
      // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
      return (day - ((day + 3) % 7)) * DAY_MS;
    }
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
  }
}

function nextPeriod(start: number, interval: AnalyticsInterval): number {
  const d = new Date(start);
  switch (interval) {
    case 'day':
      return start + DAY_MS;
    case 'week':
      return start + 7 * DAY_MS;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  }
}

const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));

/**
 * formatDay (dd-MM-yyyy, the year unpadded as Date writes it) from the day's civil date computed by integer
 * arithmetic (Howard Hinnant's days-to-civil): a year by day labels ~400 days, and a Date per label cost more
 * than the rest of the labelling.
 */
export function dayText(ms: number): string {
  const z = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return `${TWO_DIGITS[day]}-${TWO_DIGITS[month]}-${yoe + era * 400 + (month <= 2 ? 1 : 0)}`;
}

/** Label of a period: day and week 'dd-MM-yyyy' of the first day, month 'MM-yyyy', year 'yyyy'. */
export function periodLabel(start: number, interval: AnalyticsInterval): string {
  const day = dayText(start);
  if (interval === 'month') return day.slice(3);
  if (interval === 'year') return day.slice(6);
  return day;
}

/** Every period that overlaps the window, in order, so a chart has a bar for each even when empty. */
// Month and year labels name the whole period (MM-yyyy, yyyy), so clamping changes only day and week labels.
export function periodsOf(window: AnalyticsWindow, interval: AnalyticsInterval): Period[] {
  const periods: Period[] = [];
  for (let start = periodStart(window.start, interval); start <= window.end; start = nextPeriod(start, interval)) {
    if (periods.length === MAX_GRAPH_PERIODS) {
      throw invalidField('query.interval', `That window has more than ${MAX_GRAPH_PERIODS} periods: choose a longer interval or a shorter window`);
    }
    // A bucket is labelled by its first day inside the window: a week starting Monday 31-08 of a
    // window from 01-09 reads 01-09, never a day the chart does not cover.
    periods.push({ id: periodLabel(Math.max(start, window.start), interval), start });
  }
  return periods;
}

/**
 * Index of the period holding `day` (epoch ms / 1 day) among periods whose first days are `firstDays`
 * (ascending, as periodsOf answers them): the last one starting on or before it, or -1 before the first.
 */
export function periodAt(firstDays: readonly number[], day: number): number {
  let lo = 0;
  let hi = firstDays.length - 1;
  if (hi < 0 || day < firstDays[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (firstDays[mid]! <= day) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

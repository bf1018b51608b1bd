import { parseDay } from '@cashloop/shared/common/dates';
import { analyticsIntervals, type AnalyticsInterval } from '@cashloop/shared/contracts/catalogue';

/** The retailer page's window as the API takes it: dd-MM-yyyy dates, both or neither. */
export interface Timeframe {
  startDate?: string;
  endDate?: string;
  interval: AnalyticsInterval;
}

export const DEFAULT_INTERVAL: AnalyticsInterval = 'week';

/**
 * Reads ?start=dd-mm-yyyy&end=dd-mm-yyyy(&interval=) from the URL. A missing, unreal or reversed pair
 * falls back to no dates, which the server answers with its default window (its clock, not the browser's).
 */
export function readTimeframe(params: URLSearchParams): Timeframe {
  const intervalParam = params.get('interval');
  const interval = analyticsIntervals.find((i) => i === intervalParam) ?? DEFAULT_INTERVAL;
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const s = parseDay(start);
  const e = parseDay(end);
  if (s === null || e === null || s > e) return { interval };
  return { startDate: start, endDate: end, interval };
}

/** The URL of a chosen timeframe: start and end always, interval only when not the default. */
export function writeTimeframe(current: URLSearchParams, t: Required<Timeframe>): URLSearchParams {
  const out = new URLSearchParams(current);
  out.set('start', t.startDate);
  out.set('end', t.endDate);
  if (t.interval === DEFAULT_INTERVAL) out.delete('interval');
  else out.set('interval', t.interval);
  return out;
}

export { fromInputDate, toInputDate, dayRangeProblem as timeframeProblem } from '@/lib/day-input';

/** A share as a percent with 4 decimals (spec 1 §2.9); nothing spent in the window is 0 %. */
export function formatShare(part: number, total: number): string {
  const share = total > 0 ? (part / total) * 100 : 0;
  return `${share.toFixed(4)}%`;
}

import { endOfMonth, formatDay, parseDay, startOfMonth } from '@cashloop/shared/common/dates';

/** The explorer's window as the API takes it: dd-MM-yyyy, both ends inclusive. */
export interface SpendWindow {
  startDate: string;
  endDate: string;
}

/** Spec 2 §9: the start of the month two months ago to the end of the current month. */
export function defaultWindow(now: number): SpendWindow {
  return { startDate: formatDay(startOfMonth(now, -2)), endDate: formatDay(endOfMonth(now)) };
}

/** ?start=&end= (dd-MM-yyyy) from the URL, or null when missing, unreal or reversed (the default applies). */
export function readWindow(params: URLSearchParams): SpendWindow | null {
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const s = parseDay(start);
  const e = parseDay(end);
  if (s === null || e === null || s > e) return null;
  return { startDate: start, endDate: end };
}

/** The query string of a window, as the explorer's links carry it. */
export const windowSearch = (w: SpendWindow): string => `?${new URLSearchParams({ start: w.startDate, end: w.endDate }).toString()}`;

export { fromInputDate, toInputDate, dayRangeProblem as windowProblem } from '@/lib/day-input';

/** A share of spend as the doughnut's tooltip shows it: percent, two decimals. */
export const formatSharePercent = (share: number): string => `${share.toFixed(2)}%`;

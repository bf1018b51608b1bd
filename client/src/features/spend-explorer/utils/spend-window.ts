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

/** dd-MM-yyyy (API) to yyyy-MM-dd (ISO date input), and back; '' when not a real date. */
export function toInputDate(day: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(day);
  return m && parseDay(day) !== null ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

export function fromInputDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return '';
  const day = `${m[3]}-${m[2]}-${m[1]}`;
  return parseDay(day) === null ? '' : day;
}

/** Why the timeframe cannot be applied, or null (spec 2 §5: both dates are required; we also keep them in order). */
export function windowProblem(startInput: string, endInput: string): string | null {
  const start = fromInputDate(startInput);
  const end = fromInputDate(endInput);
  if (!start || !end) return 'Both dates are required';
  if (parseDay(start)! > parseDay(end)!) return 'The start date must be on or before the end date';
  return null;
}

/** A share of spend as the doughnut's tooltip shows it: percent, two decimals. */
export const formatSharePercent = (share: number): string => `${share.toFixed(2)}%`;

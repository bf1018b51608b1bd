import { parseDay } from '@cashloop/shared/common/dates';

/**
 * The API's days are dd-MM-yyyy; a date input's value is yyyy-MM-dd. Both 'Edit timeframe' modals
 * (retailer analytics, spend explorer) convert with these.
 */
export function toInputDate(day: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(day);
  return m && parseDay(day) !== null ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** yyyy-MM-dd to dd-MM-yyyy; '' when not a real date. */
export function fromInputDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return '';
  const day = `${m[3]}-${m[2]}-${m[1]}`;
  return parseDay(day) === null ? '' : day;
}

/** Why two date inputs cannot be applied as a window, or null: both dates are required and in order. */
export function dayRangeProblem(startInput: string, endInput: string): string | null {
  const start = fromInputDate(startInput);
  const end = fromInputDate(endInput);
  if (!start || !end) return 'Both dates are required';
  if (parseDay(start)! > parseDay(end)!) return 'The start date must be on or before the end date';
  return null;
}

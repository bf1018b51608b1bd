import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { formatDay } from '@cashloop/shared';
import { dayText, periodAt, periodStart, periodsOf, resolveWindow } from './analytics-window';

const NOW = Date.UTC(2025, 5, 16, 10);

describe('retailer analytics window', () => {
  it('defaults to the start of the month two months back until the end of this month', () => {
    expect(resolveWindow(NOW)).toEqual({ start: Date.UTC(2025, 3, 1), end: Date.UTC(2025, 6, 1) - 1 });
  });

  it('crosses a year boundary for the default window in January', () => {
    expect(resolveWindow(Date.UTC(2025, 0, 5)).start).toBe(Date.UTC(2024, 10, 1));
  });

  it('covers the whole end day and rejects one date alone or a start after the end', () => {
    expect(resolveWindow(NOW, '01-06-2025', '01-06-2025')).toEqual({ start: Date.UTC(2025, 5, 1), end: Date.UTC(2025, 5, 2) - 1 });
    expect(() => resolveWindow(NOW, '01-06-2025')).toThrow(AppError);
    expect(() => resolveWindow(NOW, undefined, '01-06-2025')).toThrow(/both startDate and endDate/);
    expect(() => resolveWindow(NOW, '02-06-2025', '01-06-2025')).toThrow(/must not be after/);
  });

  it('starts weeks on Monday, months on the 1st and years on 1 January', () => {
    // 2025-06-18 is a Wednesday; the Monday before it is the 16th.
    const wed = Date.UTC(2025, 5, 18, 15);
    expect(periodStart(wed, 'day')).toBe(Date.UTC(2025, 5, 18));
    expect(periodStart(wed, 'week')).toBe(Date.UTC(2025, 5, 16));
    expect(periodStart(Date.UTC(2025, 5, 16), 'week')).toBe(Date.UTC(2025, 5, 16));
    expect(periodStart(Date.UTC(2025, 5, 22, 23), 'week')).toBe(Date.UTC(2025, 5, 16));
    expect(periodStart(wed, 'month')).toBe(Date.UTC(2025, 5, 1));
    expect(periodStart(wed, 'year')).toBe(Date.UTC(2025, 0, 1));
  });

  it('labels a bucket by its first day inside the window', () => {
    // 01-09-2026 is a Tuesday: its week began on Monday 31-08, outside the window.
    const w = resolveWindow(NOW, '01-09-2026', '30-09-2026');
    const weeks = periodsOf(w, 'week');
    expect(weeks.map((p) => p.id)).toEqual(['01-09-2026', '07-09-2026', '14-09-2026', '21-09-2026', '28-09-2026']);
    expect(weeks[0]!.start).toBe(Date.UTC(2026, 7, 31));
    expect(periodsOf(resolveWindow(NOW, '15-09-2026', '30-09-2026'), 'month').map((p) => p.id)).toEqual(['09-2026']);
  });

  it('lists every period overlapping the window with its label', () => {
    const w = resolveWindow(NOW, '30-12-2024', '02-03-2025');
    expect(periodsOf(w, 'month').map((p) => p.id)).toEqual(['12-2024', '01-2025', '02-2025', '03-2025']);
    expect(periodsOf(w, 'year').map((p) => p.id)).toEqual(['2024', '2025']);
    expect(periodsOf(w, 'day')).toHaveLength(63);
    const weeks = periodsOf(w, 'week');
    expect(weeks[0]!.id).toBe('30-12-2024');
    expect(weeks.at(-1)!.id).toBe('24-02-2025');
    expect(weeks).toHaveLength(9);
  });

  it('refuses windows with too many periods', () => {
    expect(() => periodsOf(resolveWindow(NOW, '01-01-2020', '31-12-2025'), 'day')).toThrow(/more than 400 periods/);
    expect(periodsOf(resolveWindow(NOW, '01-01-2020', '31-12-2025'), 'week').length).toBeGreaterThan(300);
  });

  it('writes day labels as formatDay does, for every day a window can hold', () => {
    const DAY = 86_400_000;
    // Every day from 1960 to 2100, then every 7th day over the years dd-MM-yyyy can name (0100-9999).
    for (let ms = Date.UTC(1960, 0, 1); ms < Date.UTC(2101, 0, 1); ms += DAY) expect(dayText(ms)).toBe(formatDay(ms));
    for (let ms = Date.UTC(100, 0, 1) - 2 * 365 * DAY; ms < Date.UTC(9999, 11, 31); ms += 7 * DAY) {
      if (dayText(ms) !== formatDay(ms)) expect(dayText(ms), String(ms)).toBe(formatDay(ms));
    }
    expect(dayText(Date.UTC(2024, 1, 29, 23, 59, 59, 999))).toBe('29-02-2024');
  });

  it('finds the period holding a day: the last one starting on or before it', () => {
    const DAY = 86_400_000;
    for (const interval of ['day', 'week', 'month', 'year'] as const) {
      const w = resolveWindow(NOW, '03-01-2024', '28-02-2025');
      const periods = interval === 'day' ? periodsOf(resolveWindow(NOW, '03-01-2025', '28-02-2025'), 'day') : periodsOf(w, interval);
      const firstDays = periods.map((p) => p.start / DAY);
      for (let day = firstDays[0]! - 3; day <= firstDays.at(-1)! + 40; day++) {
        const expected = day < firstDays[0]! ? -1 : periods.findIndex((p) => p.start === periodStart(day * DAY, interval));
        expect(periodAt(firstDays, day), `${interval} ${day}`).toBe(expected === -1 && day >= firstDays[0]! ? periods.length - 1 : expected);
      }
    }
    expect(periodAt([], 5)).toBe(-1);
  });
});

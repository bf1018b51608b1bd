import { describe, expect, it } from 'vitest';
import { formatShare, fromInputDate, readTimeframe, timeframeProblem, toInputDate, writeTimeframe } from './timeframe';

const params = (qs: string) => new URLSearchParams(qs);

describe('retailer page timeframe', () => {
  it('without dates in the URL asks for the default window, by week', () => {
    expect(readTimeframe(params(''))).toEqual({ interval: 'week' });
  });

  it('reads start and end (dd-mm-yyyy) and the interval from the URL', () => {
    expect(readTimeframe(params('start=01-01-2025&end=31-03-2025&interval=month'))).toEqual({
      startDate: '01-01-2025',
      endDate: '31-03-2025',
      interval: 'month',
    });
  });

  it('falls back to the default window for one date alone, unreal dates or a reversed pair', () => {
    expect(readTimeframe(params('start=01-01-2025'))).toEqual({ interval: 'week' });
    expect(readTimeframe(params('start=31-02-2025&end=31-03-2025'))).toEqual({ interval: 'week' });
    expect(readTimeframe(params('start=01-04-2025&end=31-03-2025'))).toEqual({ interval: 'week' });
    expect(readTimeframe(params('start=01-01-2025&end=31-03-2025&interval=hour')).interval).toBe('week');
  });

  it('writes start and end, and the interval only when it is not week', () => {
    const week = writeTimeframe(params('x=1'), { startDate: '01-01-2025', endDate: '31-01-2025', interval: 'week' });
    expect(week.toString()).toBe('x=1&start=01-01-2025&end=31-01-2025');
    const day = writeTimeframe(params('interval=month'), { startDate: '01-01-2025', endDate: '31-01-2025', interval: 'day' });
    expect(day.get('interval')).toBe('day');
  });

  it('converts between the API day and the date input', () => {
    expect(toInputDate('05-06-2025')).toBe('2025-06-05');
    expect(fromInputDate('2025-06-05')).toBe('05-06-2025');
    expect(fromInputDate('')).toBe('');
    expect(toInputDate('nonsense')).toBe('');
  });

  it('requires both dates, in order', () => {
    expect(timeframeProblem('2025-01-01', '')).toBe('Both dates are required');
    expect(timeframeProblem('', '2025-01-01')).toBe('Both dates are required');
    expect(timeframeProblem('2025-02-01', '2025-01-01')).toMatch(/on or before/);
    expect(timeframeProblem('2025-01-01', '2025-01-01')).toBeNull();
  });
});

describe('share formatting', () => {
  it('shows a share as a percent with 4 decimals', () => {
    expect(formatShare(1, 3)).toBe('33.3333%');
    expect(formatShare(125.5, 1000)).toBe('12.5500%');
    expect(formatShare(50, 50)).toBe('100.0000%');
  });

  it('is 0 % when nothing was spent in the window', () => {
    expect(formatShare(0, 0)).toBe('0.0000%');
  });
});

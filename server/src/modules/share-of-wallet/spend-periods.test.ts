import { describe, expect, it } from 'vitest';
import { periodRanges, periodStartOf, SPEND_GRAINS } from './spend-periods';

const DAY = 86_400_000;
/** A tiny deterministic PRNG, so failures replay. */
function rng(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

describe('spend periods', () => {
  it('cut any window of whole days into signed whole periods that count each of its days once and no other day', () => {
    const next = rng(7);
    const base = Date.UTC(2023, 0, 1) / DAY;
    const windows: [number, number][] = [
      [Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1) - 1],
      [Date.UTC(2024, 1, 29), Date.UTC(2024, 2, 1) - 1],
      [Date.UTC(2023, 11, 31), Date.UTC(2026, 0, 2) - 1],
      [Date.UTC(2025, 10, 24), Date.UTC(2026, 10, 24) - 1],
    ];
    for (let i = 0; i < 120; i++) {
      const a = base + Math.floor(next() * 1100);
      const b = a + Math.floor(next() * (i % 3 === 0 ? 40 : 800));
      windows.push([a * DAY, (b + 1) * DAY - 1]);
    }
    for (const [start, end] of windows) {
      const ranges = periodRanges({ start, end });
      const label = `${new Date(start).toISOString()}..${new Date(end).toISOString()}`;
      expect(ranges.length, label).toBeLessThanOrEqual(2 * SPEND_GRAINS.length - 1);
      for (const r of ranges) {
        // Bounds are boundaries of the grain: only whole periods.
        expect(periodStartOf(r.from, r.grain), label).toBe(r.from);
        expect(periodStartOf(r.to, r.grain), label).toBe(r.to);
        expect(r.from < r.to, label).toBe(true);
      }
      // Every day from a year before to a year after: counted once inside the window, zero times outside.
      for (let day = start - 366 * DAY; day <= end + 366 * DAY; day += DAY) {
        const count = ranges.reduce((n, r) => {
          const p = periodStartOf(day, r.grain);
          return p >= r.from && p < r.to ? n + r.sign : n;
        }, 0);
        expect(count, `${label} ${new Date(day).toISOString()}`).toBe(day >= start && day <= end ? 1 : 0);
      }
    }
  });

  it('reads few periods: a year to today is this year whole less the days still to come', () => {
    expect(periodRanges({ start: Date.UTC(2026, 7, 1), end: Date.UTC(2026, 10, 1) - 1 })).toEqual([
      { grain: 'quarter', from: Date.UTC(2026, 6, 1), to: Date.UTC(2026, 9, 1), sign: 1 },
      { grain: 'month', from: Date.UTC(2026, 6, 1), to: Date.UTC(2026, 7, 1), sign: -1 },
      { grain: 'month', from: Date.UTC(2026, 9, 1), to: Date.UTC(2026, 10, 1), sign: 1 },
    ]);
    const byGrain = (start: number, end: number) =>
      periodRanges({ start, end }).map((r) => `${r.sign > 0 ? '+' : '-'}${r.grain} ${new Date(r.from).toISOString().slice(0, 10)}..${new Date(r.to).toISOString().slice(0, 10)}`);
    // 24-11-2025 to 23-11-2026.
    expect(byGrain(Date.UTC(2025, 10, 24), Date.UTC(2026, 10, 24) - 1)).toEqual([
      '+year 2026-01-01..2027-01-01',
      '+month 2025-12-01..2026-01-01',
      '+dekad 2025-11-21..2025-12-01',
      '-day 2025-11-21..2025-11-24',
      '-month 2026-12-01..2027-01-01',
      '-dekad 2026-11-21..2026-12-01',
      '+day 2026-11-21..2026-11-24',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatBody, formatBytes, formatDuration, fromDateTimeLocal, toDateTimeLocal } from './console-format';

describe('console formatting', () => {
  it('formats sizes and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatDuration(37.6)).toBe('38 ms');
    expect(formatDuration(1250)).toBe('1.25 s');
  });

  it('round-trips a date-time input in the viewer\'s zone and refuses an incomplete one', () => {
    const ms = new Date(2026, 2, 3, 14, 5).getTime();
    expect(toDateTimeLocal(ms)).toBe('2026-03-03T14:05');
    expect(fromDateTimeLocal('2026-03-03T14:05')).toBe(ms);
    expect(fromDateTimeLocal('2026-03-03')).toBeNull();
  });

  it('shows bodies readably', () => {
    expect(formatBody(undefined)).toBe('—');
    expect(formatBody({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatBody('plain')).toBe('plain');
  });
});

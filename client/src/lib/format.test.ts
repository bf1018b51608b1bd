import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it("reads '16 Jun 2025, 10:00' in UTC, breaking only after the comma", () => {
    const text = formatDateTime(Date.UTC(2025, 5, 16, 10, 0));
    expect(text.replace(/\u00a0/g, ' ')).toBe('16 Jun 2025, 10:00');
    expect(text).toBe('16\u00a0Jun\u00a02025, 10:00');
  });
});

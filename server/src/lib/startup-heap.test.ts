import { describe, expect, it } from 'vitest';
import { collectStartupGarbage } from './startup-heap';

describe('collectStartupGarbage', () => {
  it('runs a full collection: garbage the young generation never saw is gone after it', () => {
    // 40 MB in one array goes straight to the large-object space, which only a full collection frees.
    let garbage: number[] | null = new Array<number>(5_000_000).fill(1.5);
    expect(garbage.length).toBe(5_000_000);
    garbage = null;
    const result = collectStartupGarbage();
    expect(result.beforeBytes - result.afterBytes).toBeGreaterThan(30 * 2 ** 20);
    expect(result.ms).toBeGreaterThanOrEqual(0);
  });

  it('leaves no gc function on the global', () => {
    collectStartupGarbage();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { blockOf } from './transaction-list-posts';

/** The running sum that finds a position's block among the fence posts (pages are checked in list-posts.test.ts). */
describe('blockOf', () => {
  it('answers the block holding each position and the entries before it, skipping empty blocks', () => {
    const counts = [3, 0, 2, 1];
    const found = [0, 1, 2, 3, 4, 5].map((p) => blockOf(counts, p));
    expect(found).toEqual([
      { index: 0, before: 0 },
      { index: 0, before: 0 },
      { index: 0, before: 0 },
      { index: 2, before: 3 },
      { index: 2, before: 3 },
      { index: 3, before: 5 },
    ]);
  });

  it('answers nothing past the end or without posts', () => {
    expect(blockOf([3, 2], 5)).toBeUndefined();
    expect(blockOf([], 0)).toBeUndefined();
  });
});

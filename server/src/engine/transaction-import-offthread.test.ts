import { describe, expect, it } from 'vitest';
import { commitsOffThread } from './transaction-import-offthread';

const MB = 2 ** 20;
const GB = 2 ** 30;

describe('where a large upload commits', () => {
  it('in the thread for a small file, where copying the world out would cost more than the commit holds readers', () => {
    expect(commitsOffThread(1_000, 120 * MB, 20 * GB)).toBe(false);
  });

  it('in a worker for a large file when memory allows a copy of the world it will be', () => {
    expect(commitsOffThread(200_000, 120 * MB, 20 * GB)).toBe(true);
  });

  it('in the thread after all when a copy of the final world does not fit in the memory left', () => {
    // 200,000 rows into the demo world: ~410 MB in the end, held beside the old world (and a margin).
    expect(commitsOffThread(200_000, 120 * MB, 400 * MB)).toBe(false);
    expect(commitsOffThread(200_000, 120 * MB, 600 * MB)).toBe(true);
  });

  it('in the thread for a file that is small beside a large world, whose copy would cost more than it saves', () => {
    expect(commitsOffThread(10_000, 1.3 * GB, 20 * GB)).toBe(false);
    expect(commitsOffThread(200_000, 1.3 * GB, 20 * GB)).toBe(true);
  });
});

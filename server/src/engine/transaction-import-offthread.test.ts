import { describe, expect, it } from 'vitest';
import { commitsOffThread } from './transaction-import-offthread';

const MB = 2 ** 20;
const GB = 2 ** 30;

describe('where a large upload commits', () => {
  it('in the thread for a small file, where two world copies would hold readers longer than the commit', () => {
    expect(commitsOffThread(1_000, 120 * MB, 20 * GB)).toBe(false);
  });

  it('in a worker for a large file when memory allows two copies of the world it will be', () => {
    expect(commitsOffThread(200_000, 120 * MB, 20 * GB)).toBe(true);
  });

  it('in the thread after all when two copies of the final world do not fit in the memory left', () => {
    // 200,000 rows into the demo world: ~420 MB in the end, so ~840 MB (and a margin) for the copies.
    expect(commitsOffThread(200_000, 120 * MB, 600 * MB)).toBe(false);
    expect(commitsOffThread(200_000, 120 * MB, 1.2 * GB)).toBe(true);
  });
});

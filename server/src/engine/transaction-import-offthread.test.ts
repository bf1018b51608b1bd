import { describe, expect, it } from 'vitest';
import { commitsOffThread } from './transaction-import-offthread';

const MB = 2 ** 20;
const GB = 2 ** 30;
const inMemory = (bytes: number) => ({ file: null, sizeBytes: bytes });
const inFile = (bytes: number) => ({ file: '/worlds/default.sqlite', sizeBytes: bytes });

describe('where a large upload commits', () => {
  it('in the thread for a small file, which holds readers for less than anyone would notice', () => {
    expect(commitsOffThread(1_000, inMemory(30 * MB), 20 * GB)).toBe(false);
    expect(commitsOffThread(1_000, inFile(30 * MB), 20 * GB)).toBe(false);
  });

  it('in a worker for a large file when memory allows copies of the world', () => {
    expect(commitsOffThread(50_000, inMemory(30 * MB), 20 * GB)).toBe(true);
  });

  it('in the thread after all when the copies of an in-memory world do not fit in the memory left', () => {
    // 200,000 rows into a 30 MB world: ~330 MB in the end, copied out and back (and a margin).
    expect(commitsOffThread(200_000, inMemory(30 * MB), 600 * MB)).toBe(false);
    expect(commitsOffThread(200_000, inMemory(30 * MB), 2 * GB)).toBe(true);
  });

  it('in a worker for any large file into a world in a file, which is written in place and copied nowhere', () => {
    expect(commitsOffThread(10_000, inFile(1.3 * GB), 100 * MB)).toBe(true);
    expect(commitsOffThread(10_000, inMemory(900 * MB), 20 * GB)).toBe(false);
  });
});

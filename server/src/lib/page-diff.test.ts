import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyImageDiff, diffImage } from './page-diff';

describe('page diffs of database images', () => {
  it('rebuild the target from the base whether it changed in place, grew or shrank', () => {
    const base = randomBytes(4096 * 10 + 100);
    const changed = Buffer.from(base);
    changed[5000]! ^= 1;
    const grown = Buffer.concat([base, randomBytes(9000)]);
    const shrunk = base.subarray(0, 4096 * 3 + 7);
    for (const target of [base, changed, grown, shrunk, Buffer.alloc(0)]) {
      const diff = diffImage(base, target);
      expect(applyImageDiff(base, diff).equals(target)).toBe(true);
    }
    // Only the changed block travels.
    expect(diffImage(base, changed).length).toBe(8 + 4 + 4096);
    expect(diffImage(base, base).length).toBe(8);
  });

  it('refuse a diff cut short or with bytes left over', () => {
    const base = randomBytes(8192);
    const target = Buffer.from(base);
    target[10]! ^= 1;
    const diff = diffImage(base, target);
    expect(() => applyImageDiff(base, diff.subarray(0, diff.length - 1))).toThrow(/does not fit|cut short/);
    expect(() => applyImageDiff(base, Buffer.concat([diff, Buffer.from([0])]))).toThrow(/left over/);
  });
});

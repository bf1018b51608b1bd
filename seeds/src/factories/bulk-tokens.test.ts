import { describe, expect, it } from 'vitest';
import { Rng } from '../lib/prng';
import { base36x5, skipToken, token } from './bulk-tokens';

/** The formula the bulk rows' strings were first written with (decision 0016): what the fast versions must give. */
function formulaToken(rng: Rng, length: number): string {
  let s = '';
  while (s.length < length) s += Math.floor(rng.next() * 36 ** 6).toString(36).padStart(6, '0');
  return s.slice(0, length);
}

describe('bulk tokens', () => {
  it('draw the same strings as toString(36), padded and cut, for every length the bulk rows use', () => {
    for (const length of [6, 8, 16] as const) {
      const fast = new Rng(42 + length);
      const formula = new Rng(42 + length);
      for (let i = 0; i < 50_000; i++) expect(token(fast, length)).toBe(formulaToken(formula, length));
      // The streams stayed together: as many draws taken.
      expect(fast.next()).toBe(formula.next());
    }
  });

  it('skipping a token takes the draws it would have', () => {
    for (const length of [6, 8, 16] as const) {
      const skipped = new Rng(7);
      const drawn = new Rng(7);
      skipToken(skipped, length);
      token(drawn, length);
      expect(skipped.next()).toBe(drawn.next());
    }
  });

  it('write five-digit heads as toString(36) padded, at the edges too', () => {
    const edges = [0, 1, 35, 36, 36 ** 2 - 1, 36 ** 4 - 1, 36 ** 4, 36 ** 5 - 2, 36 ** 5 - 1];
    const rng = new Rng(3);
    const values = [...edges, ...Array.from({ length: 20_000 }, () => Math.floor(rng.next() * 36 ** 5))];
    for (const v of values) expect(base36x5(v)).toBe(v.toString(36).padStart(5, '0'));
  });
});

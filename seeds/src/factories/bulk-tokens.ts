import type { Rng } from '../lib/prng';

/**
 * The bulk rows' random strings (factories/bulk-transactions.ts): lower-case base36, six characters per draw,
 * each draw written as `Math.floor(next * 36^6).toString(36).padStart(6, '0')`. Here the digits are worked out
 * by hand and each string made once: V8's general double-to-radix conversion and the concatenations cost
 * ~1 s at 1M bulk rows, where about eight tokens and id heads are drawn a row (docs/decisions/0016, sixth
 * section). The strings are the same (bulk-tokens.test.ts checks them against that formula).
 */
const BASE36_6 = 36 ** 6;

/** '0'-'9', 'a'-'z': the digits Number#toString(36) writes. */
const DIGIT = Array.from('0123456789abcdefghijklmnopqrstuvwxyz', (c) => c.charCodeAt(0));

/** Digits of the token being built (tokens are at most 16 characters). */
const CODE = new Array<number>(16).fill(0);

/** `v` (an integer, 0 ≤ v < 36^5) in base 36, zero-padded to five digits: `v.toString(36).padStart(5, '0')`. */
export function base36x5(v: number): string {
  for (let k = 4; k >= 0; k--) {
    CODE[k] = DIGIT[v % 36]!;
    v = Math.floor(v / 36);
  }
  return String.fromCharCode(CODE[0]!, CODE[1]!, CODE[2]!, CODE[3]!, CODE[4]!);
}

/**
 * A lower-case base36 token (Rng.token draws one per character; this six per draw): each draw's
 * `toString(36).padStart(6, '0')`, concatenated, cut to `length`.
 */
export function token(rng: Rng, length: 6 | 8 | 16): string {
  for (let n = 0; n < length; n += 6) {
    let v = Math.floor(rng.next() * BASE36_6);
    // Least significant digit last; a draw's digits past `length` are dropped.
    for (let k = 5; k >= 0; k--) {
      if (n + k < length) CODE[n + k] = DIGIT[v % 36]!;
      v = Math.floor(v / 36);
    }
  }
  const c = CODE;
  if (length === 6) return String.fromCharCode(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!);
  if (length === 8) return String.fromCharCode(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!);
  return String.fromCharCode(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!, c[9]!, c[10]!, c[11]!, c[12]!, c[13]!, c[14]!, c[15]!);
}

/** Draws what token(rng, length) would, without building the string (a row another thread writes). */
export function skipToken(rng: Rng, length: number): void {
  for (let n = 0; n < length; n += 6) rng.next();
}


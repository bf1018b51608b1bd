import { describe, expect, it } from 'vitest';
import { utf8Bytes, writeUtf8 } from './utf8-bytes';

/** Random texts of the pieces below: ASCII, quotes, the pound sign, other Latin-1, BMP, astral and lone surrogates. */
const PIECES = ['a', 'Z', '0', ' ', '"', '\\', '{"id":', '£', '£5.00', 'é', 'ÿ', '\u0080', '€', '😀', '\ud800', '\udfff', '\u2028'];
function randomText(seed: number, length: number, pieces = PIECES): string {
  let x = seed;
  let text = '';
  while (text.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    text += pieces[x % pieces.length];
  }
  return text;
}

describe('utf8Bytes', () => {
  it('writes the bytes Node writes, for every text it takes, and takes those whose only non-ASCII character is £', () => {
    let taken = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const pieces = seed % 3 === 0 ? ['abc', '£', '"x":', '£12.50', ' '] : PIECES;
      const text = randomText(seed, seed % 50 === 0 ? 30_000 : seed % 97, pieces);
      const fast = utf8Bytes(text);
      const poundsOnly = /[^\u0000-\u007f]/.test(text) && !/[^\u0000-\u007f£]/.test(text);
      expect(fast !== null, JSON.stringify(text.slice(0, 80))).toBe(poundsOnly);
      if (fast !== null) {
        expect(fast.equals(Buffer.from(text, 'utf8'))).toBe(true);
        taken++;
      }
    }
    expect(taken).toBeGreaterThan(150);
  });

  it('leaves ASCII to Node, and a £ beside any other character outside ASCII', () => {
    expect(utf8Bytes('{"plain":"ascii"}')).toBeNull();
    for (const other of ['é', '€', '😀', '\ud800', '\u0080']) expect(utf8Bytes(`£1 ${other} £2`)).toBeNull();
    expect(utf8Bytes('£')?.equals(Buffer.from([0xc2, 0xa3]))).toBe(true);
    expect(utf8Bytes('££x£')?.equals(Buffer.from('££x£', 'utf8'))).toBe(true);
  });
});

describe('writeUtf8', () => {
  it('writes what Buffer#write writes, at an offset and within a room, and answers the same count', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const pieces = seed % 2 === 0 ? ['abc', '£', ' '] : PIECES;
      const text = randomText(seed * 7, seed % 60, pieces);
      const room = seed % 5 === 0 ? Math.floor(Buffer.byteLength(text) / 2) : Buffer.byteLength(text) + 3;
      const mine = Buffer.alloc(room + 8, 0x2a);
      const node = Buffer.alloc(room + 8, 0x2a);
      expect(writeUtf8(mine, 4, text, room), JSON.stringify(text)).toBe(node.write(text, 4, room, 'utf8'));
      expect(mine.equals(node), JSON.stringify(text)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { detachedString } from './detached-string';

describe('detachedString', () => {
  it('answers an equal string, short or long, cut or joined', () => {
    const piece = `${'x'.repeat(8_000)}user-000123,retailer-77\n`;
    const cell = piece.slice(8_000, 8_011);
    expect(detachedString(cell)).toBe('user-000123');
    expect(detachedString(`${cell}|${piece.slice(8_012, 8_023)}`)).toBe('user-000123|retailer-77');
    expect(detachedString('')).toBe('');
    expect(detachedString('a')).toBe('a');
  });
});

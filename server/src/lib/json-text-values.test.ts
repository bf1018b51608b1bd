import { describe, expect, it } from 'vitest';
import { memoisedText, notFit, num, numberText, numOrNull, oneOf, str, strOrNull, textOrNull } from './json-text-values';

/** The hand-written JSON values (lib/json-text-values.ts) against JSON.stringify, and what they refuse. */
describe('JSON text values', () => {
  it('write numbers as JSON.stringify and `${n}` do, without the template', () => {
    const numbers = [0, -0, 1, -1, 0.1 + 0.2, 12.34, -0.05, 1749953939390, 2 ** 53, 1e21, 5e-7, 123456789.125, Number.MIN_VALUE, Number.MAX_VALUE];
    for (const n of numbers) {
      expect(numberText(n)).toBe(JSON.stringify(n));
      expect(num(n)).toBe(String(n) === '-0' ? '0' : String(n));
    }
    expect(numOrNull(null)).toBe('null');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '1', null, undefined]) expect(() => num(bad)).toThrow(notFit);
  });

  it('write strings as JSON.stringify does, escapes included', () => {
    for (const s of ['', 'plain', 'A "quoted" \\ back\u0001slash\n', '€ 😀 \u2028', '\ud800 lone', 'tab\there']) expect(str(s)).toBe(JSON.stringify(s));
    expect(strOrNull(null)).toBe('null');
    expect(() => str(5)).toThrow(notFit);
    expect(oneOf(new Set(['A']), 'A')).toBe('"A"');
    expect(() => oneOf(new Set(['A']), 'B')).toThrow(notFit);
  });

  it('answer null for a value that did not fit and throw anything else on', () => {
    expect(textOrNull(() => `{"a":${num(1)}}`)).toBe('{"a":1}');
    expect(textOrNull(() => `{"a":${num(Number.NaN)}}`)).toBeNull();
    expect(() => textOrNull(() => JSON.parse('{'))).toThrow(SyntaxError);
  });

  it('memoise a column\'s answer text by the column\'s text, a refusal too', () => {
    const memo = new Map<string, string | null>();
    let writes = 0;
    const write = (text: string) => {
      writes++;
      return text === 'bad' ? null : `[${text}]`;
    };
    expect(memoisedText(memo, 'a', write)).toBe('[a]');
    expect(memoisedText(memo, 'a', write)).toBe('[a]');
    expect(() => memoisedText(memo, 'bad', write)).toThrow(notFit);
    expect(() => memoisedText(memo, 'bad', write)).toThrow(notFit);
    expect(() => memoisedText(memo, 5, write)).toThrow(notFit);
    expect(writes).toBe(2);
  });
});

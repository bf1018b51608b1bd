import { describe, expect, it } from 'vitest';
import { asSpend, inputProblem, parseAmount } from './playground-input';

describe('playground input', () => {
  it('negates a positive amount and keeps a negative one', () => {
    expect(asSpend(25.5)).toBe(-25.5);
    expect(asSpend(-12)).toBe(-12);
  });

  it('reads an amount only when it is a number other than zero', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-4.20')).toBe(-4.2);
    expect(parseAmount(7)).toBe(7);
  });

  it('needs a description and an amount before testing', () => {
    expect(inputProblem('', 10)).toBe('Enter a transaction description');
    expect(inputProblem('   ', 10)).toBe('Enter a transaction description');
    expect(inputProblem('TESCO', '')).toBe('Enter an amount other than zero');
    expect(inputProblem('x'.repeat(501), 10)).toBe('At most 500 characters');
    expect(inputProblem('TESCO', -10)).toBeNull();
  });
});

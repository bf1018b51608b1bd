import { describe, expect, it } from 'vitest';
import { cashbackLabel, withHttps } from './offer-labels';
import { clampEndUserShare, isValidSplit, splitFor } from './split';

describe('approval split', () => {
  it('clamps the end-user share to 0..100 and counts empty as 0', () => {
    expect(clampEndUserShare(150)).toBe(100);
    expect(clampEndUserShare(-5)).toBe(0);
    expect(clampEndUserShare('')).toBe(0);
    expect(clampEndUserShare('abc')).toBe(0);
  });
  it('gives the client 100 minus the end-user share', () => {
    expect(splitFor(30)).toEqual({ endUser: 30, client: 70 });
    expect(isValidSplit(splitFor(130))).toBe(true);
    expect(isValidSplit({ endUser: 60, client: 60 })).toBe(false);
  });
});

describe('offer labels', () => {
  it('formats cashback values as the spec shows them', () => {
    expect(cashbackLabel({ type: 'PERCENTAGE', amount: 5.256 }, 'GBP')).toBe('5.26 %');
    expect(cashbackLabel({ type: 'PERCENTAGE_MAX', amount: 10, maximum: 25 }, 'GBP')).toBe('10 % up to £25');
    expect(cashbackLabel({ type: 'FIXED', amount: 3.5 }, 'EUR')).toBe('€3.50');
    expect(cashbackLabel({ type: 'FIXED', amount: 5 }, 'GBP')).toBe('£5');
  });
  it('adds https:// to websites without a scheme', () => {
    expect(withHttps('tesco.com')).toBe('https://tesco.com');
    expect(withHttps('http://a.b')).toBe('http://a.b');
  });
});

import { describe, expect, it } from 'vitest';
import { categorySlug, categoryTitleFromSlug } from '@cashloop/shared/contracts/share-of-wallet';
import { fixCategorySpelling } from '../api/get-retailer-popularity';
import { defaultWindow, fromInputDate, readWindow, toInputDate, windowProblem, windowSearch } from './spend-window';

describe('spend explorer window', () => {
  it('defaults to the start of the month two months ago to the end of this month', () => {
    expect(defaultWindow(Date.UTC(2025, 5, 16, 10))).toEqual({ startDate: '01-04-2025', endDate: '30-06-2025' });
    expect(defaultWindow(Date.UTC(2025, 1, 3))).toEqual({ startDate: '01-12-2024', endDate: '28-02-2025' });
  });

  it('reads ?start&end only when both are real dates in order', () => {
    expect(readWindow(new URLSearchParams('start=01-04-2025&end=30-06-2025'))).toEqual({ startDate: '01-04-2025', endDate: '30-06-2025' });
    expect(readWindow(new URLSearchParams('start=30-06-2025&end=01-04-2025'))).toBeNull();
    expect(readWindow(new URLSearchParams('start=31-02-2025&end=01-04-2025'))).toBeNull();
    expect(readWindow(new URLSearchParams('start=01-04-2025'))).toBeNull();
    expect(windowSearch({ startDate: '01-04-2025', endDate: '30-06-2025' })).toBe('?start=01-04-2025&end=30-06-2025');
  });

  it('takes ISO dates from the inputs and keeps dd-MM-yyyy', () => {
    expect(fromInputDate('2025-04-01')).toBe('01-04-2025');
    expect(fromInputDate('2025-02-30')).toBe('');
    expect(toInputDate('01-04-2025')).toBe('2025-04-01');
    expect(windowProblem('', '2025-04-01')).toBe('Both dates are required');
    expect(windowProblem('2025-05-01', '2025-04-01')).toMatch(/on or before/);
    expect(windowProblem('2025-04-01', '2025-04-01')).toBeNull();
  });

  it('turns categories into slugs and titles as spec 2 §2.10 says, and fixes the two spellings', () => {
    expect(categorySlug('Food and Drink')).toBe('food-and-drink');
    expect(categoryTitleFromSlug('food-and-drink')).toBe('Food and drink');
    expect(fixCategorySpelling('Food and drink')).toBe('Food and Drink');
    expect(fixCategorySpelling('Saas tools')).toBe('SaaS tools');
    expect(fixCategorySpelling('Groceries')).toBe('Groceries');
  });
});

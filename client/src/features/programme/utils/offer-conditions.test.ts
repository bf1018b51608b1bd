import { describe, expect, it } from 'vitest';
import { cashbackLabel } from '@cashloop/shared/rules/offer-labels';
import { previewCashback, previewDescription, spendText } from './offer-conditions';

const condition = (type: 'PERCENTAGE' | 'FIXED', maxAvailableValue: number, endUserValue: number | null = null) => ({
  type: 'GREATER_THAN' as const,
  lowerBound: 10,
  upperBound: null,
  fixedDistributorCommission: false,
  value: { type, maxAvailableValue, endUserValue, clientValue: null, maximum: null },
});
const rule = (conditions: ReturnType<typeof condition>[]) => ({
  offerUsageType: 'MULTI_USE' as const,
  customerType: 'EXISTING_CUSTOMER' as const,
  lapsedInDays: null,
  conditions,
});

describe('offer page cashback', () => {
  it('previews the best percentage, or the end user share once in the programme', () => {
    const rules = [rule([condition('PERCENTAGE', 4, 2), condition('PERCENTAGE', 6, 3)])];
    expect(previewCashback(rules, 'GBP', false)).toEqual({ figure: cashbackLabel({ type: 'PERCENTAGE', amount: 6 }, 'GBP'), shareOf: null });
    expect(previewCashback(rules, 'GBP', true)).toEqual({ figure: cashbackLabel({ type: 'PERCENTAGE', amount: 3 }, 'GBP'), shareOf: '6 %' });
  });
  it('previews a fixed amount in the offer currency', () => {
    expect(previewCashback([rule([condition('FIXED', 2.5)])], 'GBP', false).figure).toBe(cashbackLabel({ type: 'FIXED', amount: 2.5 }, 'GBP'));
  });
  it('describes the spend a condition needs', () => {
    expect(spendText(condition('FIXED', 1), '£')).toBe('Over £10');
  });
  it('strips double quotes from the description', () => {
    expect(previewDescription('"Earn" cashback on "everything"')).toBe('Earn cashback on everything');
  });
});

import { describe, expect, it } from 'vitest';
import { conditionRow, matchAgainstLabel, NO_TOTAL, PLEASE_SET, spendCondition, type Earning } from './offer-view';

const condition = (over: Partial<Earning['conditions'][number]> = {}): Earning['conditions'][number] => ({
  type: 'BETWEEN',
  lowerBound: 10,
  upperBound: 50,
  fixedDistributorCommission: false,
  value: { type: 'PERCENTAGE', endUserValue: 2.5, clientValue: null, maxAvailableValue: 5, maximum: null },
  ...over,
});
const earning = (conditions: Earning['conditions']): Earning => ({ offerUsageType: 'MULTI_USE', customerType: 'EXISTING_CUSTOMER', lapsedInDays: null, conditions });

describe('expected offer view', () => {
  it('reads ALL_TRANSACTIONS for ALL_CHANNELS and the value otherwise', () => {
    expect(matchAgainstLabel('ALL_CHANNELS')).toBe('ALL_TRANSACTIONS');
    expect(matchAgainstLabel('SPECIFIC_CHANNELS')).toBe('SPECIFIC_CHANNELS');
  });

  it('shows the spend condition only for a row with exactly one condition', () => {
    expect(spendCondition(earning([condition()]), 'GBP')).toBe('Between £10 and £50');
    expect(spendCondition(earning([condition({ type: 'GREATER_THAN', upperBound: null })]), 'GBP')).toBe('Greater than £10');
    expect(spendCondition(earning([condition({ type: 'LESS_THAN', lowerBound: null })]), 'GBP')).toBe('Less than £50');
    expect(spendCondition(earning([condition(), condition()]), 'GBP')).toBe('');
  });

  it("reads 'Please set' for a missing share and explains a missing total", () => {
    const row = conditionRow(earning([condition()]), 'GBP');
    expect(row).toMatchObject({ total: '5%', user: '2.5%', commission: PLEASE_SET, fixedSplit: 'False' });
    expect(conditionRow(earning([]), 'GBP').total).toBe(NO_TOTAL);
  });
});

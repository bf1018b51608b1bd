import { describe, expect, it } from 'vitest';
import type { CashbackCondition, CashbackRule, CashbackValue } from '@cashloop/shared/rules/cashback-math';
import { displayRules } from './cashback-display';

const value = (type: CashbackValue['type'], available: number, extra: Partial<CashbackValue> = {}): CashbackValue => ({
  type, totalValue: available, maxAvailableValue: available, maximum: null, endUserValue: null, clientValue: null, supplierValue: 0, productValue: 0, ...extra,
});
const cond = (type: CashbackCondition['type'], lower: number | null, upper: number | null, v: CashbackValue, fixed = false): CashbackCondition => ({
  type, lowerBound: lower, upperBound: upper, fixedDistributorCommission: fixed, value: v,
});
const rule = (customerType: CashbackRule['customerType'], ...conditions: CashbackCondition[]): CashbackRule => ({
  customerType, lapsedInDays: null, offerUsageType: 'MULTI_USE', conditions,
});
const split = { endUser: 50, client: 50 };

describe('display rules', () => {
  it("describe the end user's share of each condition, with the spend it needs", () => {
    const rules = [
      rule('EXISTING_CUSTOMER', cond('LESS_THAN', null, 2000, value('PERCENTAGE', 2)), cond('BETWEEN', 2000, 10000, value('PERCENTAGE', 5)),
        cond('GREATER_THAN', 10000, null, value('PERCENTAGE_MAX', 8, { maximum: 3000 }))),
      rule('NEW_CUSTOMER', cond('GREATER_THAN', 0, null, value('FIXED', 1000))),
    ];
    expect(displayRules(rules, 'GBP', split, -1000).map((d) => d.description)).toEqual([
      '1 % on spend under £20.00',
      '2.5 % on spend of £20.00 to £100.00',
      '4 % up to £15 on spend over £100.00',
      '£5 for new customers',
    ]);
  });

  it("put the condition this transaction's amount meets first", () => {
    const rules = [rule('EXISTING_CUSTOMER', cond('LESS_THAN', null, 2000, value('PERCENTAGE', 2)), cond('BETWEEN', 2000, 10000, value('PERCENTAGE', 5)))];
    expect(displayRules(rules, 'GBP', split, -5000)[0]!.description).toBe('2.5 % on spend of £20.00 to £100.00');
  });

  it('use fixed shares as given and the offer currency', () => {
    const rules = [rule('EXISTING_CUSTOMER', cond('GREATER_THAN', 0, null, value('FIXED', 400, { endUserValue: 300, clientValue: 100 }), true))];
    expect(displayRules(rules, 'EUR', split, -5000)).toEqual([{ description: '€3' }]);
  });
});

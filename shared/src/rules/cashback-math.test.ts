import { describe, expect, it } from 'vitest';
import {
  type CashbackCondition,
  type CashbackRule,
  type CashbackValue,
  computeCashback,
  conditionMatches,
  earningsForSplit,
} from './cashback-math';

const value = (type: CashbackValue['type'], available: number, extra: Partial<CashbackValue> = {}): CashbackValue => ({
  type, totalValue: available, maxAvailableValue: available, maximum: null, endUserValue: null, clientValue: null, supplierValue: 0, productValue: 0, ...extra,
});
const cond = (type: CashbackCondition['type'], lower: number | null, upper: number | null, v: CashbackValue, fixed = false): CashbackCondition => ({
  type, lowerBound: lower, upperBound: upper, fixedDistributorCommission: fixed, value: v,
});
const rules = (...conditions: CashbackCondition[]): CashbackRule[] => [{ customerType: 'EXISTING_CUSTOMER', lapsedInDays: null, offerUsageType: 'MULTI_USE', conditions }];
const half = { endUser: 50, client: 50 };

describe('cashback math', () => {
  it('PERCENTAGE takes a percent of |amount| and splits it by the programme split', () => {
    const r = computeCashback({ amount: -10000, rules: rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE', 5))), split: { endUser: 60, client: 40 } });
    expect(r).toMatchObject({ total: 500, endUser: 300, client: 200 });
  });

  it('PERCENTAGE_MAX is capped at its maximum', () => {
    const r = computeCashback({ amount: -100000, rules: rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE_MAX', 10, { maximum: 1500 }))), split: half });
    expect(r).toMatchObject({ total: 1500, endUser: 750, client: 750 });
    const small = computeCashback({ amount: -5000, rules: rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE_MAX', 10, { maximum: 1500 }))), split: half });
    expect(small?.total).toBe(500);
  });

  it('FIXED pays the same amount whatever the spend', () => {
    const r = computeCashback({ amount: -2500, rules: rules(cond('GREATER_THAN', 2000, null, value('FIXED', 300))), split: { endUser: 70, client: 30 } });
    expect(r).toMatchObject({ total: 300, endUser: 210, client: 90 });
  });

  it('GREATER_THAN, LESS_THAN and BETWEEN compare the absolute amount with their bounds', () => {
    const v = value('FIXED', 100);
    expect(conditionMatches(cond('GREATER_THAN', 2000, null, v), 2000)).toBe(false);
    expect(conditionMatches(cond('GREATER_THAN', 2000, null, v), 2001)).toBe(true);
    expect(conditionMatches(cond('LESS_THAN', null, 2000, v), 1999)).toBe(true);
    expect(conditionMatches(cond('LESS_THAN', null, 2000, v), 2000)).toBe(false);
    expect(conditionMatches(cond('BETWEEN', 1000, 2000, v), 1000)).toBe(true);
    expect(conditionMatches(cond('BETWEEN', 1000, 2000, v), 2000)).toBe(true);
    expect(conditionMatches(cond('BETWEEN', 1000, 2000, v), 2001)).toBe(false);
    // A credit of 15.00 is compared as 1500, like a debit.
    expect(computeCashback({ amount: 1500, rules: rules(cond('BETWEEN', 1000, 2000, v)), split: half })?.total).toBe(100);
  });

  it('the first matching band wins and no band means no cashback', () => {
    const banded = rules(cond('LESS_THAN', null, 2000, value('PERCENTAGE', 1)), cond('BETWEEN', 2000, 10000, value('PERCENTAGE', 3)));
    expect(computeCashback({ amount: -1000, rules: banded, split: half })).toMatchObject({ total: 10, conditionIndex: 0 });
    expect(computeCashback({ amount: -5000, rules: banded, split: half })).toMatchObject({ total: 150, conditionIndex: 1 });
    expect(computeCashback({ amount: -20000, rules: banded, split: half })).toBeNull();
  });

  it('fixedDistributorCommission uses the condition shares as given, ignoring the split', () => {
    const fixed = rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE', 4, { endUserValue: 3, clientValue: 1 }), true));
    expect(computeCashback({ amount: -10000, rules: fixed, split: { endUser: 10, client: 90 } })).toMatchObject({ endUser: 300, client: 100 });
    const fixedAmount = rules(cond('GREATER_THAN', 0, null, value('FIXED', 400, { endUserValue: 250, clientValue: 150 }), true));
    expect(computeCashback({ amount: -999, rules: fixedAmount, split: half })).toMatchObject({ endUser: 250, client: 150 });
  });

  it('a spending cap limits the cashback of one transaction', () => {
    const r = computeCashback({ amount: -100000, rules: rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE', 5))), split: half, spendingCapAmount: 1000 });
    expect(r).toMatchObject({ total: 1000, endUser: 500, client: 500 });
  });

  it('NEW_CUSTOMER rules apply only to new customers and take precedence for them', () => {
    const both: CashbackRule[] = [
      { customerType: 'NEW_CUSTOMER', lapsedInDays: 365, offerUsageType: 'SINGLE_USE', conditions: [cond('GREATER_THAN', 0, null, value('FIXED', 1000))] },
      ...rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE', 2))),
    ];
    expect(computeCashback({ amount: -5000, rules: both, split: half, newCustomer: true })).toMatchObject({ total: 1000, ruleIndex: 0 });
    expect(computeCashback({ amount: -5000, rules: both, split: half })).toMatchObject({ total: 100, ruleIndex: 1 });
  });

  it('programme earnings show each share from the split and keep fixed shares', () => {
    const earnings = earningsForSplit(
      [...rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE', 5))), ...rules(cond('GREATER_THAN', 0, null, value('FIXED', 400, { endUserValue: 300, clientValue: 100 }), true))],
      { endUser: 70, client: 30 },
    );
    expect(earnings[0]!.conditions[0]!.value).toMatchObject({ endUserValue: 3.5, clientValue: 1.5 });
    expect(earnings[1]!.conditions[0]!.value).toMatchObject({ endUserValue: 300, clientValue: 100 });
  });

  it('programme earnings round the end user share half up and give the publisher the rest, like the cashback paid', () => {
    const [rule] = earningsForSplit(rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE', 6.75))), half);
    expect(rule!.conditions[0]!.value).toMatchObject({ endUserValue: 3.38, clientValue: 3.37 });
    expect(computeCashback({ amount: -10000, rules: rules(cond('GREATER_THAN', 0, null, value('PERCENTAGE', 6.75))), split: half })).toMatchObject({ endUser: 338, client: 337 });
    const [fixed] = earningsForSplit(rules(cond('GREATER_THAN', 0, null, value('FIXED', 255))), { endUser: 30, client: 70 });
    expect(fixed!.conditions[0]!.value).toMatchObject({ endUserValue: 77, clientValue: 178 });
  });
});

describe('cashback math: every value type under every condition type, with and without fixed shares', () => {
  const bounds: Record<CashbackCondition['type'], [number | null, number | null, number, number]> = {
    // [lowerBound, upperBound, an |amount| inside, an |amount| outside]
    GREATER_THAN: [2000, null, 5000, 2000],
    LESS_THAN: [null, 8000, 5000, 8000],
    BETWEEN: [1000, 6000, 5000, 6001],
  };
  const cases: [CashbackValue['type'], CashbackCondition['type'], boolean, { endUser: number; client: number }][] = [];
  for (const type of ['PERCENTAGE', 'PERCENTAGE_MAX', 'FIXED'] as const) {
    for (const conditionType of ['GREATER_THAN', 'LESS_THAN', 'BETWEEN'] as const) {
      // |amount| 50.00; PERCENTAGE 4 % of it = 200; PERCENTAGE_MAX 4 % capped at 150; FIXED 300.
      const split = type === 'PERCENTAGE' ? { endUser: 150, client: 50 } : type === 'PERCENTAGE_MAX' ? { endUser: 113, client: 37 } : { endUser: 225, client: 75 };
      cases.push([type, conditionType, false, split]);
      // Fixed shares: 3 + 1 (percent, or pence for FIXED 250 + 50), ignoring the programme's 75/25.
      const fixed = type === 'PERCENTAGE' ? { endUser: 150, client: 50 } : type === 'PERCENTAGE_MAX' ? { endUser: 113, client: 37 } : { endUser: 250, client: 50 };
      cases.push([type, conditionType, true, fixed]);
    }
  }
  it.each(cases)('%s under %s (fixed shares: %s) pays %j inside its bounds and nothing outside', (type, conditionType, fixed, expected) => {
    const [lower, upper, inside, outside] = bounds[conditionType];
    const figure = type === 'FIXED' ? 300 : 4;
    const extra: Partial<CashbackValue> = {
      maximum: type === 'PERCENTAGE_MAX' ? 150 : null,
      ...(fixed ? (type === 'FIXED' ? { endUserValue: 250, clientValue: 50 } : { endUserValue: 3, clientValue: 1 }) : {}),
    };
    const r = rules(cond(conditionType, lower, upper, value(type, figure, extra), fixed));
    const split = { endUser: 75, client: 25 };
    expect(computeCashback({ amount: -inside, rules: r, split })).toMatchObject({ ...expected, total: expected.endUser + expected.client });
    expect(computeCashback({ amount: -outside, rules: r, split })).toBeNull();
  });
});

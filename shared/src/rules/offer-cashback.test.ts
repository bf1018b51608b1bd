import { describe, expect, it } from 'vitest';
import { conditionCashbackLabel, headlineCondition, offerCashbackLabel } from './offer-cashback';

const cond = (type: string, maxAvailableValue: number, maximum: number | null = null, endUserValue: number | null = null, clientValue: number | null = null) => ({
  value: { type, maxAvailableValue, maximum, endUserValue, clientValue },
});

// The offer of issue 47: 10 % for new customers, 6 % up to £12 for all customers, split 50/50 in the programme.
const issueOffer = [
  { customerType: 'NEW_CUSTOMER', conditions: [cond('PERCENTAGE', 10, null, 5, 5)] },
  { customerType: 'EXISTING_CUSTOMER', conditions: [cond('PERCENTAGE_MAX', 6, 12, 3, 3)] },
];

describe('one offer, one cashback figure', () => {
  it("reads the all-customers rule, not a new-customer bonus, whatever the rules' order", () => {
    expect(offerCashbackLabel(issueOffer, 'GBP')).toBe('6 % up to £12');
    expect(offerCashbackLabel([...issueOffer].reverse(), 'GBP')).toBe('6 % up to £12');
  });

  it("gives the programme's shares of that same condition, the cap scaled with the share", () => {
    expect(offerCashbackLabel(issueOffer, 'GBP', 'endUser')).toBe('3 % up to £6');
    expect(conditionCashbackLabel(issueOffer[1]!.conditions[0]!, 'GBP', 'client')).toBe('3 % up to £6');
  });

  it('falls back to the whole value when the shares are not set yet', () => {
    const outside = [{ customerType: 'EXISTING_CUSTOMER', conditions: [cond('PERCENTAGE', 8)] }];
    expect(offerCashbackLabel(outside, 'GBP', 'endUser')).toBe('8 %');
    expect(conditionCashbackLabel(outside[0]!.conditions[0]!, 'GBP', 'endUser')).toBe('—');
  });

  it('takes a percentage before a fixed amount, then the largest, and any rule when none is for all customers', () => {
    const mixed = [{ customerType: 'EXISTING_CUSTOMER', conditions: [cond('FIXED', 5), cond('PERCENTAGE', 2), cond('PERCENTAGE', 4)] }];
    expect(offerCashbackLabel(mixed, 'GBP')).toBe('4 %');
    const onlyNew = [{ customerType: 'NEW_CUSTOMER', conditions: [cond('FIXED', 2.5)] }];
    expect(offerCashbackLabel(onlyNew, 'GBP')).toBe('£2.50');
    expect(headlineCondition([])).toBeNull();
    expect(offerCashbackLabel([], 'GBP')).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { appendMids, channelProblems, midsFromCsv } from './own-offer-channel';
import {
  availableValue,
  cashbackRuleProblems,
  type CashbackRuleDraft,
  newRule,
  removeCondition,
  removeRule,
} from './own-offer-cashback-rules';
import { offerInformationProblems, ownOfferProblems, retailerProblems } from './own-offer-information';

const messages = (problems: { message: string }[]) => problems.map((p) => p.message);
const validRule = (): CashbackRuleDraft => ({
  ...newRule(),
  conditions: [{ type: 'GREATER_THAN', lowerBound: 0, fixedDistributorCommission: false, value: { type: 'PERCENTAGE', totalValue: 5, supplierValue: 0, cashloopValue: 0 } }],
});

describe('channel form', () => {
  it('needs a name and website for ONLINE, and address, city, postcode and a MID for INSTORE and ANY', () => {
    expect(channelProblems({ channelName: 'Web', channelType: 'ONLINE', website: 'shop.example.com' })).toEqual([]);
    expect(messages(channelProblems({ channelType: 'ONLINE' }))).toEqual(['Enter the channel name', 'Enter the website']);
    expect(messages(channelProblems({ channelName: 'Shop', channelType: 'INSTORE' }))).toEqual([
      'Enter the first line of the address', 'Enter the city', 'Enter the postcode', 'Add at least one MID',
    ]);
    const any = { channelName: 'Both', channelType: 'ANY' as const, address: '1 St', city: 'Leeds', postcode: 'LS1', mids: ['123'] };
    expect(messages(channelProblems(any))).toEqual(['Enter the website']);
    expect(channelProblems({ ...any, website: 'https://x.example.com' })).toEqual([]);
  });

  it('reads MIDs from a csv (header skipped, lines trimmed) and appends each once', () => {
    expect(midsFromCsv('MID\n 123 \r\n\n"456"\n')).toEqual(['123', '456']);
    expect(appendMids(['123'], ['456', '123', ' '])).toEqual(['123', '456']);
    expect(messages(channelProblems({ channelName: 'W', channelType: 'ONLINE', website: 'a.example.com', mids: ['1', '1', 'x y'] }))).toEqual([
      'MID 1 is listed twice',
      "MID 'x y' is not valid: letters, digits and dashes, at most 50",
    ]);
  });
});

describe('cashback rules', () => {
  it('holds for a complete rule', () => {
    expect(cashbackRuleProblems([validRule()])).toEqual([]);
  });

  it('BETWEEN checks both bounds (the client checked upperBound twice)', () => {
    const rule = validRule();
    rule.conditions = [{ ...rule.conditions![0]!, type: 'BETWEEN', lowerBound: null, upperBound: 50 }];
    expect(messages(cashbackRuleProblems([rule]))).toEqual(['Rule 1, condition 1: enter the lower bound']);
  });

  it('a fixed split needs all four shares, and they must fit the total', () => {
    const rule = validRule();
    rule.conditions = [{ ...rule.conditions![0]!, fixedDistributorCommission: true }];
    expect(cashbackRuleProblems([rule])).toHaveLength(2);
    rule.conditions = [{ ...rule.conditions[0]!, value: { type: 'FIXED', totalValue: 5, supplierValue: 1, cashloopValue: 1, endUserValue: 2, clientValue: 2 } }];
    expect(messages(cashbackRuleProblems([rule]))).toEqual(['Rule 1, condition 1: the end user cashback and your commission add up to more than is available']);
    expect(availableValue({ totalValue: 5, supplierValue: 1, cashloopValue: 1 })).toBe(3);
  });

  it('removes a condition by its own index and keeps the first rule and first condition', () => {
    const rules = [validRule(), { ...validRule(), conditions: [{ type: 'LESS_THAN' as const }, { type: 'BETWEEN' as const }, { type: 'GREATER_THAN' as const }] }];
    const after = removeCondition(rules, 1, 2);
    expect(after[1]!.conditions!.map((c) => c.type)).toEqual(['LESS_THAN', 'BETWEEN']);
    expect(after[0]).toBe(rules[0]);
    expect(removeCondition(rules, 1, 0)).toEqual(rules);
    expect(removeRule(rules, 0)).toHaveLength(2);
    expect(removeRule(rules, 1)).toHaveLength(1);
  });
});

describe('offer information and retailer forms', () => {
  const info = {
    supplierId: 'S1', hasLogo: true, offerDescription: 'Cashback', country: 'GB', currency: 'GBP', offerName: 'Offer',
    offerType: 'PAYMENT' as const, matchAgainst: 'ALL_CHANNELS' as const, link: 'https://x.example.com',
  };
  it('saves only with every required field, and the conditional ones when they show', () => {
    expect(offerInformationProblems(info)).toEqual([]);
    expect(messages(offerInformationProblems({ ...info, hasLogo: false, supplierId: '' }))).toEqual(['Enter the supplier id', 'Choose the offer logo (png)']);
    expect(offerInformationProblems({ ...info, hasLogo: false }, { logo: 'later' })).toEqual([]);
    expect(messages(offerInformationProblems({ ...info, offerType: 'CLICK_TO_ACTIVATE', spendingCapped: true, superMatch: true }))).toEqual([
      'Enter the max cashback amount, above 0',
      'Enter how many days the offer stays activated (1 to 365)',
      'Add at least one transaction description for Super Match',
    ]);
  });

  it('maps the whole offer’s problems to the payload’s fields', () => {
    const problems = ownOfferProblems({ offerValidFor: 'SPECIFIC_CHANNELS', cashbackRules: [validRule()], displayInformation: {} });
    expect(problems.map((p) => p.path[0])).toEqual(
      expect.arrayContaining(['supplierOffersId', 'displayInformation', 'country', 'currency', 'offerName', 'offerType', 'channelIds']),
    );
  });

  it('the retailer form needs name, website, logo, visits and the three yes/no choices', () => {
    expect(retailerProblems({})).toHaveLength(7);
    expect(retailerProblems({ retailerName: 'A', website: 'a.co.uk', hasLogo: true, monthlyWebVisits: 0, goodForBusiness: false, luxury: false, subscription: true })).toEqual([]);
  });
});

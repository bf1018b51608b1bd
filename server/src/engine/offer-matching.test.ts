import { describe, expect, it } from 'vitest';
import type { CashbackRule } from '@cashloop/shared/rules/cashback-math';
import { cashbackForOffer } from './cashback';
import { matchOffers, offerApplies, whyNotApplicable } from './offer-matching';
import type { LiveProgrammeOffer } from './offer-matching.repo';

const rules: CashbackRule[] = [
  {
    customerType: 'EXISTING_CUSTOMER', lapsedInDays: null, offerUsageType: 'MULTI_USE',
    conditions: [{ type: 'GREATER_THAN', lowerBound: 0, upperBound: null, fixedDistributorCommission: false, value: {
      type: 'PERCENTAGE', totalValue: 5, maxAvailableValue: 4, maximum: null, endUserValue: null, clientValue: null, supplierValue: 0.5, productValue: 0.5,
    } }],
  },
];
const offer = (over: Partial<LiveProgrammeOffer> = {}): LiveProgrammeOffer => ({
  programmeOfferId: 'po_1', offerId: 'off_1', retailerId: 'ret_1', offerType: 'PAYMENT', validFor: 'ALL_CHANNELS', currency: 'GBP',
  channelIds: new Set(['chn_a', 'chn_b']), cashbackRules: rules, split: { endUser: 60, client: 40 }, spendingCapAmount: null,
  customerTierType: 'DEFAULT', tierIds: new Set(), userIds: new Set(), createdOn: 0, ...over,
});
const txn = { currency: 'GBP', channelId: 'chn_c' };
const user = { endUserId: 'eu_1', tierIds: new Set(['tier_gold']), activatedProgrammeOfferIds: new Set<string>() };

describe('offer matching', () => {
  it('an all-channels PAYMENT offer in the same currency applies on any channel', () => {
    expect(offerApplies(offer(), txn)).toBe(true);
    expect(offerApplies(offer(), { ...txn, channelId: null })).toBe(true);
  });

  it('a channel-specific offer applies only on its channels', () => {
    const specific = offer({ validFor: 'SPECIFIC_CHANNELS' });
    expect(offerApplies(specific, { ...txn, channelId: 'chn_a' })).toBe(true);
    expect(whyNotApplicable(specific, txn)).toBe('Only valid at selected channels of this retailer');
    expect(offerApplies(specific, { ...txn, channelId: null })).toBe(false);
  });

  it('an offer in another currency does not apply', () => {
    expect(whyNotApplicable(offer({ currency: 'EUR' }), txn)).toBe('Only valid for EUR transactions');
  });

  it('ONLINE and GIFTCARD offers never match card transactions', () => {
    expect(offerApplies(offer({ offerType: 'ONLINE' }), txn)).toBe(false);
    expect(offerApplies(offer({ offerType: 'GIFTCARD' }), txn)).toBe(false);
  });

  it('audiences and activations count only when the end user is known', () => {
    const tiered = offer({ customerTierType: 'TIERED', tierIds: new Set(['tier_silver']) });
    expect(offerApplies(tiered, txn)).toBe(true);
    expect(offerApplies(tiered, txn, user)).toBe(false);
    expect(offerApplies(offer({ customerTierType: 'TIERED', tierIds: new Set(['tier_gold']) }), txn, user)).toBe(true);
    expect(offerApplies(offer({ customerTierType: 'SET', userIds: new Set(['eu_2']) }), txn, user)).toBe(false);
    expect(offerApplies(offer({ customerTierType: 'SET', userIds: new Set(['eu_1']) }), txn, user)).toBe(true);
    const cta = offer({ offerType: 'CLICK_TO_ACTIVATE' });
    expect(offerApplies(cta, txn)).toBe(true);
    expect(offerApplies(cta, txn, user)).toBe(false);
    expect(offerApplies(cta, txn, { ...user, activatedProgrammeOfferIds: new Set(['po_1']) })).toBe(true);
  });

  it('keeps the order of the offers it matches', () => {
    const list = [offer({ programmeOfferId: 'po_1' }), offer({ programmeOfferId: 'po_2', currency: 'USD' }), offer({ programmeOfferId: 'po_3' })];
    expect(matchOffers(list, txn).map((o) => o.programmeOfferId)).toEqual(['po_1', 'po_3']);
  });
});

describe('cashback of a matched offer', () => {
  it('applies the programme split and the spending cap', () => {
    expect(cashbackForOffer(offer(), -10000)).toMatchObject({ endUser: 240, client: 160, total: 400 });
    expect(cashbackForOffer(offer({ spendingCapAmount: 100 }), -10000)).toMatchObject({ endUser: 60, client: 40, total: 100 });
  });

  it('is null when no condition is met or it comes to nothing', () => {
    const banded = offer({ cashbackRules: [{ ...rules[0]!, conditions: [{ ...rules[0]!.conditions[0]!, type: 'BETWEEN', lowerBound: 1000, upperBound: 2000 }] }] });
    expect(cashbackForOffer(banded, -5000)).toBeNull();
    expect(cashbackForOffer(offer(), -1)).toBeNull();
  });
});

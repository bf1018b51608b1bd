import { channelMids, channels, merchantAliases, offerChannels, offers, retailers, type CashbackRule } from '@cashloop/db';
import { PLATFORM_OWNER_ID } from '@cashloop/shared/common/enums';
import { DAY, type SeedContext } from '../lib/context';
import { logoDataUrl } from '../lib/logos';
import { normaliseAlias } from './catalogue';

export { MAGIC_OFFERS, type MagicOfferRow } from '../data/magic-offers';
import { MAGIC_OFFERS } from '../data/magic-offers';

/** 5 % on any spend, the publisher's split applied: a plain offer, so only the approval is unusual. */
const RULES: CashbackRule[] = [
  {
    customerType: 'EXISTING_CUSTOMER',
    lapsedInDays: null,
    offerUsageType: 'MULTI_USE',
    conditions: [
      {
        type: 'GREATER_THAN', lowerBound: 0, upperBound: null, fixedDistributorCommission: false,
        value: { type: 'PERCENTAGE', totalValue: 5.75, maxAvailableValue: 5, maximum: null, endUserValue: null, clientValue: null, supplierValue: 0.25, productValue: 0.5 },
      },
    ],
  },
];

/** Runs after everything else in a scenario: platform retailers with one card-linked offer each. */
export function seedMagicOffers(ctx: SeedContext): void {
  const createdOn = ctx.now - 400 * DAY;
  for (const m of Object.values(MAGIC_OFFERS)) {
    const logo = logoDataUrl(m.retailerName);
    ctx.insert(retailers)({
      id: m.retailerId, name: m.retailerName, website: m.website, logo, categories: [m.category], primaryCategory: m.category,
      // The lowest weighting: test fixtures, not brands to lead a demo with (no transactions are seeded for them either).
      popularity: 0, obCompatible: 'YES', monthlyWebVisits: 1000, goodForBusiness: false, luxury: false, subscription: false, createdOn,
    });
    ctx.insert(merchantAliases)({ id: `mal_${m.retailerId.slice(4)}`, retailerId: m.retailerId, alias: normaliseAlias(m.retailerName) });
    ctx.insert(channels)({
      id: m.channelId, retailerId: m.retailerId, ownerPublisherId: null, env: null, channelName: `${m.retailerName} online`,
      channelType: 'ONLINE', address: null, city: null, postcode: null, website: `https://${m.website}`, createdOn,
    });
    ctx.insert(channelMids)({ channelId: m.channelId, mid: m.mid, retailerId: m.retailerId });
    ctx.insert(offers)({
      id: m.offerId, retailerId: m.retailerId, name: `${m.retailerName} 5% cashback`, supplier: 'LUX', supplierOfferId: `LUX-${m.mid.slice(-7)}`,
      ownerId: PLATFORM_OWNER_ID, ownerPublisherId: null, env: null, country: 'GB', currency: 'GBP', offerType: 'PAYMENT',
      validFor: 'ALL_CHANNELS', superMatch: false, unenrichedCreditorsStrings: [], spendingCapped: false, spendingCapAmount: null,
      categories: ['SHOPPING'], displayLogo: logo, displayRetailerName: m.retailerName,
      displayDescription: `Earn cashback when you shop at ${m.retailerName}.`, displayLink: `https://${m.website}`,
      displayTermsAndConditions: null, displayBanner: null, lengthOfTime: null, hidden: false, requiresApproval: true,
      cashbackRules: RULES, highestCashbackPercentageBp: 500, createdOn, updatedOn: createdOn, removedOn: null,
    });
    ctx.insert(offerChannels)({ offerId: m.offerId, channelId: m.channelId });
  }
}

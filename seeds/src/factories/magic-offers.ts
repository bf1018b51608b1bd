import { channelMids, channels, merchantAliases, offerChannels, offers, retailers, type CashbackRule } from '@cashloop/db';
import { PLATFORM_OWNER_ID } from '@cashloop/shared/common/enums';
import { DAY, type SeedContext } from '../lib/context';
import { logoDataUrl } from '../lib/logos';
import { normaliseAlias } from './catalogue';

/**
 * The catalogue rows behind the engine's magic values (server/src/engine/magic-values.ts says what
 * each one forces). Fixed ids and values, no rng or faker: adding them shifts nothing else in the world.
 */
export interface MagicOfferRow {
  retailerId: string;
  offerId: string;
  channelId: string;
  mid: string;
  retailerName: string;
  website: string;
  category: string;
}

export const MAGIC_OFFERS = {
  instant: {
    retailerId: 'ret_magic_instant', offerId: 'off_magic_instant', channelId: 'chn_magic_instant', mid: '990000000001',
    retailerName: 'Instant Approvals Co', website: 'instantapprovals.example', category: 'eCommerce purchase',
  },
  declines: {
    retailerId: 'ret_magic_declines', offerId: 'off_magic_declines', channelId: 'chn_magic_declines', mid: '990000000002',
    retailerName: 'Always Declines Ltd', website: 'alwaysdeclines.example', category: 'eCommerce purchase',
  },
  manual: {
    retailerId: 'ret_magic_manual', offerId: 'off_magic_manual', channelId: 'chn_magic_manual', mid: '990000000003',
    retailerName: 'Manual Review Partners', website: 'manualreview.example', category: 'eCommerce purchase',
  },
} as const satisfies Record<string, MagicOfferRow>;

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
      displayDescription: `Earn 5% cashback when you shop at ${m.retailerName}.`, displayLink: `https://${m.website}`,
      displayTermsAndConditions: null, displayBanner: null, lengthOfTime: null, hidden: false, requiresApproval: true,
      cashbackRules: RULES, highestCashbackPercentageBp: 500, createdOn, updatedOn: createdOn, removedOn: null,
    });
    ctx.insert(offerChannels)({ offerId: m.offerId, channelId: m.channelId });
  }
}

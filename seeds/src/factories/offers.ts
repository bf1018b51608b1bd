import { MARKET_CURRENCY } from '../data/brands';
import { offerChannels, offers, type CashbackRule } from '@cashloop/db';
import { PLATFORM_OWNER_ID, type OfferType } from '@cashloop/shared/common/enums';
import { DAY, type SeedContext } from '../lib/context';
import type { SeededRetailer } from './catalogue';
import { buildRules, describeRules, highestPercentageBp } from './offer-rules';

export interface SeededOffer {
  id: string;
  retailer: SeededRetailer;
  offerType: OfferType;
  supplier: string;
  ownerId: string;
  currency: string;
  rules: CashbackRule[];
  /** Channel ids the offer matches on (every channel for ALL_CHANNELS). */
  channelIds: Set<string>;
  spendingCapAmount: number | null;
  lengthOfTime: number | null;
  hidden: boolean;
  removedOn: number | null;
  createdOn: number;
}

export const OFFER_COUNT = 500;

const SUPPLIERS: Record<OfferType, readonly string[]> = {
  PAYMENT: ['LUX', 'TRC'],
  CLICK_TO_ACTIVATE: ['LUX', 'TRC'],
  ONLINE: ['AWIN', 'PARTNERIZE', 'TRADEDOUBLER', 'CJAFFILIATE', 'IMPACT'],
  GIFTCARD: ['TILLO'],
};

/** Offer category (spec 2 §9) closest to a retailer category. */
function offerCategory(category: string): string {
  if (/Clothing/.test(category)) return 'FASHION';
  if (/Electronics|SaaS/.test(category)) return 'ELECTRONICS';
  if (/Drugstores|Self care/.test(category)) return 'HEALTH_BEAUTY';
  if (/Hotels|transport|taxis/.test(category)) return 'TRAVEL';
  if (/Food|Cafes|Liquor/.test(category)) return 'FOOD_DRINK';
  if (/Media|Entertainment/.test(category)) return 'ENTERTAINMENT';
  if (/Groceries|Convenience|Utilities/.test(category)) return 'ESSENTIALS';
  if (/Home/.test(category)) return 'HOME';
  if (/Recreational/.test(category)) return 'SPORTS';
  return 'SHOPPING';
}

/** 500 platform offers: every retailer has one, popular retailers have more; all types and suppliers. */
export function seedOffers(ctx: SeedContext, retailers: readonly SeededRetailer[]): SeededOffer[] {
  const { rng } = ctx;
  const owners: SeededRetailer[] = [...retailers];
  while (owners.length < OFFER_COUNT) owners.push(rng.weighted(retailers, retailers.map((r) => r.popularity)));
  const types: OfferType[] = ['PAYMENT', 'ONLINE', 'CLICK_TO_ACTIVATE', 'GIFTCARD'];
  return owners.map((retailer, i) => {
    // The first offer of each retailer is card-linked, so most retailers can earn on card spend.
    const offerType = i < retailers.length ? (i % 5 === 4 ? 'ONLINE' : 'PAYMENT') : rng.weighted(types, [40, 30, 15, 15]);
    const removed = i % 100 === 57;
    return insertOffer(ctx, retailer, {
      offerType,
      supplier: SUPPLIERS[offerType][i % SUPPLIERS[offerType].length]!,
      ownerId: rng.chance(0.85) ? PLATFORM_OWNER_ID : SUPPLIERS[offerType][0]!,
      ownerPublisherId: null,
      env: null,
      shape: i,
      hidden: removed || rng.chance(0.03),
      removedOn: removed ? ctx.now - rng.int(10, 60) * DAY : null,
    });
  });
}

export interface OfferSpec {
  offerType: OfferType;
  supplier: string;
  ownerId: string;
  ownerPublisherId: string | null;
  env: 'live' | 'sandbox' | null;
  shape: number;
  hidden: boolean;
  removedOn: number | null;
}

export function insertOffer(ctx: SeedContext, retailer: SeededRetailer, spec: OfferSpec): SeededOffer {
  const { rng } = ctx;
  const rules = buildRules(spec.offerType, rng, spec.shape);
  const specific = retailer.channels.length > 1 && rng.chance(0.25);
  const linked = specific ? rng.sample(retailer.channels, rng.int(1, retailer.channels.length - 1)) : retailer.channels;
  // A British programme: pounds, except at the few retailers that trade abroad.
  const market = retailer.market;
  const currency = MARKET_CURRENCY[market];
  const capped = rng.chance(0.2);
  const createdOn = ctx.now - rng.int(200, 700) * DAY;
  const offer: SeededOffer = {
    id: ctx.ids.next('off'),
    retailer,
    offerType: spec.offerType,
    supplier: spec.supplier,
    ownerId: spec.ownerId,
    currency,
    rules,
    channelIds: new Set(linked.map((c) => c.id)),
    spendingCapAmount: capped ? rng.pick([500, 1000, 2500, 5000]) : null,
    lengthOfTime: spec.offerType === 'CLICK_TO_ACTIVATE' ? rng.pick([7, 14, 30]) : null,
    hidden: spec.hidden,
    removedOn: spec.removedOn,
    createdOn,
  };
  const superMatch = rng.chance(0.1);
  const headline = describeRules(rules);
  ctx.insert(offers)({
    id: offer.id,
    retailerId: retailer.id,
    name: `${retailer.name} ${headline}`,
    supplier: spec.supplier,
    supplierOfferId: `${spec.supplier.slice(0, 3)}-${rng.digits(7)}`,
    ownerId: spec.ownerId,
    ownerPublisherId: spec.ownerPublisherId,
    env: spec.env,
    country: market,
    currency,
    offerType: spec.offerType,
    validFor: specific ? 'SPECIFIC_CHANNELS' : 'ALL_CHANNELS',
    superMatch,
    unenrichedCreditorsStrings: superMatch ? [`SQ *${retailer.aliases[0] ?? retailer.name.toUpperCase()}`] : [],
    spendingCapped: capped,
    spendingCapAmount: offer.spendingCapAmount,
    categories: [offerCategory(retailer.category)],
    displayLogo: retailer.logo,
    displayRetailerName: retailer.name,
    // No figure in the text: the preview's value line (the end user's share once in a programme) is the one figure.
    displayDescription: `Earn cashback when you shop at ${retailer.name}.`,
    displayLink: `https://${retailer.website}`,
    displayTermsAndConditions: null,
    displayBanner: null,
    lengthOfTime: offer.lengthOfTime,
    hidden: spec.hidden,
    requiresApproval: rng.chance(0.85),
    cashbackRules: rules,
    highestCashbackPercentageBp: highestPercentageBp(rules),
    createdOn,
    updatedOn: createdOn + rng.int(0, 100) * DAY,
    removedOn: spec.removedOn,
  });
  const link = ctx.insert(offerChannels);
  for (const id of offer.channelIds) link({ offerId: offer.id, channelId: id });
  return offer;
}

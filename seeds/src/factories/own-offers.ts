import { retailers } from '@cashloop/db';
import { DAY, type Scope, type SeedContext } from '../lib/context';
import { logoDataUrl } from '../lib/logos';
import { normaliseAlias, seedChannels, type SeededRetailer } from './catalogue';
import { insertOffer, type SeededOffer } from './offers';

/**
 * Offers the publisher brought itself (wizard of spec 2 §2.2): a retailer it created plus offers
 * on catalogue retailers. Supplier and owner are the publisher, which unlocks edit and settlements.
 */
export function seedOwnOffers(ctx: SeedContext, scope: Scope, companyName: string, catalogue: readonly SeededRetailer[], count: number): SeededOffer[] {
  const { rng, now } = ctx;
  const name = `${companyName.split(' ')[0]} Local Partners`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const own: SeededRetailer = {
    id: ctx.ids.next('ret'),
    name,
    website: `${slug}.co.uk`,
    logo: logoDataUrl(name),
    category: 'Food and Drink',
    categories: ['Food and Drink'],
    // Scoped per publisher and env, so the alias is too (aliases table is global: not written).
    aliases: [normaliseAlias(`${slug} ${scope.env}`)],
    popularity: 1,
    channels: [],
    market: 'GB',
  };
  ctx.insert(retailers)({
    id: own.id,
    name,
    website: own.website,
    logo: own.logo,
    categories: own.categories,
    primaryCategory: own.category,
    popularity: 1,
    ownerPublisherId: scope.publisherId,
    env: scope.env,
    obCompatible: 'UNKNOWN',
    openBankingDescription: name.toUpperCase(),
    monthlyWebVisits: 12_000,
    goodForBusiness: true,
    luxury: false,
    subscription: false,
    createdOn: now - 120 * DAY,
  });
  own.channels = seedChannels(ctx, own, scope);
  const hosts = [own, own, ...rng.sample(catalogue.slice(0, 40), Math.max(0, count - 2))];
  return hosts.slice(0, count).map((retailer, i) =>
    insertOffer(ctx, retailer, {
      offerType: i % 3 === 2 ? 'CLICK_TO_ACTIVATE' : 'PAYMENT',
      supplier: scope.publisherId,
      ownerId: scope.publisherId,
      ownerPublisherId: scope.publisherId,
      env: scope.env,
      shape: i,
      hidden: false,
      removedOn: null,
    }),
  );
}

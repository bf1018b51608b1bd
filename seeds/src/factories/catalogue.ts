import { channelMids, channels, merchantAliases, retailers } from '@cashloop/db';
import { retailerCategories } from '@cashloop/shared/common/enums';
import { BRANDS, type Market } from '../data/brands';
import { DAY, type Scope, type SeedContext } from '../lib/context';
import { logoDataUrl } from '../lib/logos';

export interface SeededChannel {
  id: string;
  channelType: 'ANY' | 'INSTORE' | 'ONLINE';
  mids: string[];
}

export interface SeededRetailer {
  id: string;
  name: string;
  website: string;
  logo: string;
  category: string;
  categories: string[];
  aliases: string[];
  popularity: number;
  channels: SeededChannel[];
  /** Where it trades: its offers are in that market's currency. */
  market: Market;
}

export const RETAILER_COUNT = 150;

/** Upper-case, punctuation-free, single-spaced: the form enrichment compares. */
export function normaliseAlias(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9&*.]+/g, ' ').trim();
}

/** The platform catalogue: real brands first, generated names for the rest, all 32 categories. */
export function seedCatalogue(ctx: SeedContext): SeededRetailer[] {
  const { rng } = ctx;
  // Every retailer is a brand a demo audience recognises; generated company names read as fake.
  const specs = BRANDS.slice(0, RETAILER_COUNT).map(([name, website, category, aliases, market]) => ({
    name, website, category, aliases: aliases.split('|'), market: market ?? ('GB' as Market),
  }));
  const insertRetailer = ctx.insert(retailers);
  const insertAlias = ctx.insert(merchantAliases);
  const seenAliases = new Set<string>();
  const out = specs.map((spec, i): SeededRetailer => {
    const id = ctx.ids.next('ret');
    const categories = [spec.category, ...(rng.chance(0.3) ? [rng.pick(retailerCategories)] : [])].filter(
      (c, j, all) => all.indexOf(c) === j,
    );
    const retailer: SeededRetailer = {
      id,
      name: spec.name,
      website: spec.website,
      logo: logoDataUrl(spec.name),
      category: spec.category,
      categories,
      aliases: spec.aliases.map(normaliseAlias).filter((a) => !seenAliases.has(a) && seenAliases.add(a)),
      // Real brands first, so MOSTPOPULAR starts with names people know.
      popularity: Math.max(1, 10_000 - i * 60 - rng.int(0, 50)),
      channels: [],
      market: spec.market,
    };
    insertRetailer({
      id,
      name: spec.name,
      website: spec.website,
      logo: retailer.logo,
      categories,
      primaryCategory: spec.category,
      popularity: retailer.popularity,
      obCompatible: rng.weighted(['YES', 'NO', 'UNKNOWN'] as const, [80, 8, 12]),
      monthlyWebVisits: rng.int(20, 9000) * 1000,
      goodForBusiness: rng.chance(0.3),
      luxury: spec.category === 'Other non-essential' || rng.chance(0.05),
      subscription: ['Media', 'SaaS tools', 'Education', 'Utilities'].includes(spec.category),
      createdOn: ctx.now - rng.int(400, 900) * DAY,
    });
    for (const alias of retailer.aliases) insertAlias({ id: ctx.ids.next('mal'), retailerId: id, alias });
    retailer.channels = seedChannels(ctx, retailer);
    return retailer;
  });
  return out;
}

/** MIDs handed out per run: a module-level set would make a second run in one process differ. */
const midsByRun = new WeakMap<SeedContext, Set<string>>();

export function freshMid(ctx: SeedContext): string {
  let mids = midsByRun.get(ctx);
  if (!mids) midsByRun.set(ctx, (mids = new Set()));
  for (;;) {
    const mid = ctx.rng.digits(ctx.rng.int(8, 15));
    if (!mids.has(mid)) {
      mids.add(mid);
      return mid;
    }
  }
}

/** An online channel for every retailer, plus in-store channels in a few cities for most. */
export function seedChannels(ctx: SeedContext, retailer: SeededRetailer, owner?: Scope): SeededChannel[] {
  const { rng, faker } = ctx;
  const insertChannel = ctx.insert(channels);
  const insertMid = ctx.insert(channelMids);
  const out: SeededChannel[] = [];
  const online = ['Media', 'SaaS tools', 'eCommerce purchase', 'Education'].includes(retailer.category);
  const count = online ? 1 : rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const channelType = i === 0 ? (online ? 'ONLINE' : rng.pick(['ONLINE', 'ANY'] as const)) : 'INSTORE';
    const city = faker.location.city();
    const channel: SeededChannel = { id: ctx.ids.next('chn'), channelType, mids: [] };
    insertChannel({
      id: channel.id,
      retailerId: retailer.id,
      ownerPublisherId: owner?.publisherId ?? null,
      env: owner?.env ?? null,
      channelName: channelType === 'INSTORE' ? `${retailer.name} ${city}` : `${retailer.name} online`,
      channelType,
      address: channelType === 'ONLINE' ? null : faker.location.streetAddress(),
      city: channelType === 'ONLINE' ? null : city,
      postcode: channelType === 'ONLINE' ? null : faker.location.zipCode(),
      website: channelType === 'INSTORE' ? null : `https://${retailer.website}`,
      createdOn: ctx.now - 400 * DAY,
    });
    const n = rng.int(1, 3);
    for (let m = 0; m < n; m++) {
      const mid = freshMid(ctx);
      channel.mids.push(mid);
      insertMid({ channelId: channel.id, mid, retailerId: retailer.id });
    }
    out.push(channel);
  }
  return out;
}

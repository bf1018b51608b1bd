import type { Env } from '@cashloop/db';
import type { DemoAccount } from '../demo-accounts';
import { seedCatalogue } from '../factories/catalogue';
import { seedIdentity, type SeededPublisher } from '../factories/identity';
import { seedMagicOffers } from '../factories/magic-offers';
import { seedOffers } from '../factories/offers';
import type { SeedContext } from '../lib/context';
import { seedPublisherWorld, type WorldProfile } from './publisher-world';

/** The volumes of each publisher's worlds: the main publisher's live one, the second publisher's live one, and every sandbox. */
export interface DemoVolumes {
  mainLive: WorldProfile;
  otherLive: WorldProfile;
  sandbox: WorldProfile;
}

/**
 * The demo world's volumes: what the screens need and no more (issue 44). A list page holds 25 rows, so a
 * few hundred to a few thousand rows give every list several pages; a year of history at a few hundred
 * purchases a month gives every chart its months (and every week of a popular retailer's year its spend);
 * a few thousand cashback reach all seven statuses. Anything past that only made the image (129 MB) and the
 * seeding (~9 s) heavy.
 */
export const DEMO_VOLUMES: DemoVolumes = {
  mainLive: {
    endUsers: 400, transactions: 5000, programmeOffers: 180, ownOffers: 4, affiliateCashback: 200,
    settlements: true, campaigns: 12, audiences: 8, tickets: 40, webhooks: 2, apiKeys: 3,
  },
  otherLive: {
    endUsers: 80, transactions: 600, programmeOffers: 60, ownOffers: 2, affiliateCashback: 30,
    settlements: false, campaigns: 4, audiences: 3, tickets: 8, webhooks: 1, apiKeys: 2,
  },
  sandbox: {
    endUsers: 60, transactions: 450, programmeOffers: 60, ownOffers: 2, affiliateCashback: 30,
    settlements: false, campaigns: 4, audiences: 3, tickets: 8, webhooks: 1, apiKeys: 2,
  },
};

/**
 * The volumes the `large` scenario's demo part keeps (the demo world as it was before issue 44): its
 * million bulk rows are drawn over these 3,000 end users, so the large world stays as it was for scale.
 */
export const LARGE_DEMO_VOLUMES: DemoVolumes = (() => {
  const small: WorldProfile = {
    endUsers: 300, transactions: 3000, programmeOffers: 60, ownOffers: 2, affiliateCashback: 150,
    settlements: false, campaigns: 4, audiences: 3, tickets: 8, webhooks: 1, apiKeys: 2,
  };
  return {
    mainLive: {
      endUsers: 3000, transactions: 50_000, programmeOffers: 180, ownOffers: 4, affiliateCashback: 1500,
      settlements: true, campaigns: 12, audiences: 8, tickets: 40, webhooks: 2, apiKeys: 3,
    },
    otherLive: { ...small, endUsers: 400, transactions: 4000 },
    sandbox: small,
  };
})();

/** Which envs a publisher has data in: sandbox-only publishers never get live rows. */
function worldsFor(p: SeededPublisher, volumes: DemoVolumes): [Env, WorldProfile][] {
  if (p.sandboxOnly) return [['sandbox', volumes.sandbox]];
  if (p.publisherStatus === 'IN_CONTRACT') return [['live', volumes.mainLive], ['sandbox', { ...volumes.sandbox, webhooks: 3 }]];
  return [['live', volumes.otherLive], ['sandbox', volumes.sandbox]];
}

export function seedDemo(ctx: SeedContext, accounts: readonly DemoAccount[], volumes: DemoVolumes = DEMO_VOLUMES): void {
  const publishers = seedIdentity(ctx, accounts);
  const retailers = seedCatalogue(ctx);
  const offers = seedOffers(ctx, retailers);
  for (const p of publishers) {
    for (const [env, profile] of worldsFor(p, volumes)) {
      seedPublisherWorld(ctx, { publisherId: p.id, env }, p.companyName, p.userIds, { retailers, offers }, profile);
    }
  }
  // Last and rng-free, so the rest of the world is the same with or without it.
  seedMagicOffers(ctx);
}

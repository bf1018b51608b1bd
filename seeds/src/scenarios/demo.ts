import type { Env } from '@cashloop/db';
import type { DemoAccount } from '../demo-accounts';
import { seedCatalogue } from '../factories/catalogue';
import { seedIdentity, type SeededPublisher } from '../factories/identity';
import { seedMagicOffers } from '../factories/magic-offers';
import { seedOffers } from '../factories/offers';
import type { SeedContext } from '../lib/context';
import { seedPublisherWorld, type WorldProfile } from './publisher-world';

/** The main publisher's live world: the volumes the spec's screens are demoed on. */
export const MAIN_LIVE: WorldProfile = {
  endUsers: 3000, transactions: 50_000, programmeOffers: 180, ownOffers: 4, affiliateCashback: 1500,
  settlements: true, campaigns: 12, audiences: 8, tickets: 40, webhooks: 2, apiKeys: 3,
};

/** Smaller worlds elsewhere: enough to fill every screen, quick to seed. */
const SMALL: WorldProfile = {
  endUsers: 300, transactions: 3000, programmeOffers: 60, ownOffers: 2, affiliateCashback: 150,
  settlements: false, campaigns: 4, audiences: 3, tickets: 8, webhooks: 1, apiKeys: 2,
};

/** Which envs a publisher has data in: sandbox-only publishers never get live rows. */
function worldsFor(p: SeededPublisher): [Env, WorldProfile][] {
  if (p.sandboxOnly) return [['sandbox', SMALL]];
  if (p.publisherStatus === 'IN_CONTRACT') return [['live', MAIN_LIVE], ['sandbox', { ...SMALL, webhooks: 3 }]];
  return [['live', { ...SMALL, endUsers: 400, transactions: 4000 }], ['sandbox', SMALL]];
}

export function seedDemo(ctx: SeedContext, accounts: readonly DemoAccount[]): void {
  const publishers = seedIdentity(ctx, accounts);
  const retailers = seedCatalogue(ctx);
  const offers = seedOffers(ctx, retailers);
  for (const p of publishers) {
    for (const [env, profile] of worldsFor(p)) {
      seedPublisherWorld(ctx, { publisherId: p.id, env }, p.companyName, p.userIds, { retailers, offers }, profile);
    }
  }
  // Last and rng-free, so the rest of the world is the same with or without it.
  seedMagicOffers(ctx);
}

import type { DemoAccount } from '../demo-accounts';
import { seedCatalogue } from '../factories/catalogue';
import { seedIdentity } from '../factories/identity';
import { seedMagicOffers } from '../factories/magic-offers';
import { seedOffers } from '../factories/offers';
import type { SeedContext } from '../lib/context';
import type { Catalogue } from './publisher-world';

/** A publisher on day one: logins and the platform catalogue, no business rows in any env. */
export function seedEmpty(ctx: SeedContext, accounts: readonly DemoAccount[]): Catalogue {
  seedIdentity(ctx, accounts);
  const retailers = seedCatalogue(ctx);
  const offers = seedOffers(ctx, retailers);
  seedMagicOffers(ctx);
  return { retailers, offers };
}

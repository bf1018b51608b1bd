import type { Scope, SeedContext } from '../lib/context';
import { seedActivations } from '../factories/activations';
import { seedAffiliateCashback } from '../factories/affiliate-cashback';
import { seedApiKeys } from '../factories/api-keys';
import { seedAudiences } from '../factories/audiences';
import { seedBankConnections } from '../factories/bank-connections';
import { seedInvoices } from '../factories/billing';
import { seedCampaigns } from '../factories/campaigns';
import type { SeededRetailer } from '../factories/catalogue';
import { buildEndUsers, insertEndUsers, seedTiers } from '../factories/end-users';
import type { SeededOffer } from '../factories/offers';
import { seedOwnOffers } from '../factories/own-offers';
import { insertPayouts } from '../factories/payouts';
import { seedProgramme, insertProgrammeOffer, seedRemovedFromProgramme } from '../factories/programme';
import { seedSdkColours } from '../factories/sdk';
import { seedSettlements } from '../factories/settlements';
import { seedSupport } from '../factories/support';
import { planTransactions } from '../factories/transaction-plan';
import { insertUploads, planUploads } from '../factories/transaction-uploads';
import { cardLinkedByRetailer, seedTransactions } from '../factories/transactions';
import { withTriggersLifted } from '../factories/bulk-load';
import { seedWebhooks } from '../factories/webhooks';

/** Volumes of one publisher's data in one environment. */
export interface WorldProfile {
  endUsers: number;
  transactions: number;
  programmeOffers: number;
  ownOffers: number;
  affiliateCashback: number;
  /** Payouts and invoices: only for a publisher in contract, on live. */
  settlements: boolean;
  campaigns: number;
  audiences: number;
  tickets: number;
  webhooks: number;
  apiKeys: number;
}

export interface Catalogue {
  retailers: readonly SeededRetailer[];
  offers: readonly SeededOffer[];
}

/** Everything one publisher owns in one environment, in dependency order. */
export function seedPublisherWorld(
  ctx: SeedContext,
  scope: Scope,
  companyName: string,
  userIds: readonly string[],
  catalogue: Catalogue,
  profile: WorldProfile,
): void {
  const users = buildEndUsers(ctx, profile.endUsers);
  seedBankConnections(ctx, scope, users);
  const tiers = seedTiers(ctx, scope, users);
  const programme = seedProgramme(ctx, scope, catalogue.offers, profile.programmeOffers, users, tiers);
  const own = seedOwnOffers(ctx, scope, companyName, catalogue.retailers, profile.ownOffers).map((offer, i) =>
    insertProgrammeOffer(ctx, scope, offer, i === profile.ownOffers - 1 ? { approval: 'PENDING', active: false } : { approval: 'APPROVED', active: true }, users, tiers),
  );
  seedRemovedFromProgramme(ctx, scope, catalogue.offers);
  const allProgramme = [...programme, ...own];
  const activations = seedActivations(ctx, scope, allProgramme, users);
  const boosted = new Set(cardLinkedByRetailer(allProgramme).keys());
  const plan = planTransactions(ctx, profile.transactions, users, catalogue.retailers, boosted, activations);
  const uploads = planUploads(ctx);
  const book = profile.settlements ? new Map() : null;
  // The counters the transactions', cashback's and matches' insert triggers keep (retailer and scope counts, the
  // cashback day rollup, the matches' text) are brought up to date once, set-based, after the loop
  // (factories/bulk-load.ts), not a trigger per row: each transaction's retailer count alone rewrote that retailer's row.
  const txns = withTriggersLifted(ctx.sqlite, ['transaction_offer_matches', 'transactions', 'cashback'], () => seedTransactions(ctx, scope, plan, allProgramme, activations, uploads, book));
  insertUploads(ctx, scope, uploads);
  seedAffiliateCashback(ctx, scope, allProgramme, users, profile.affiliateCashback, book);
  seedSupport(ctx, scope, profile.tickets, txns, allProgramme, userIds, book);
  insertPayouts(ctx, scope, book);
  if (profile.settlements) seedInvoices(ctx, scope, txns, users.flatMap((u) => u.connections));
  insertEndUsers(ctx, scope, users);
  seedSettlements(ctx, scope, own, users);
  const audiences = seedAudiences(ctx, scope, profile.audiences, txns, catalogue.retailers);
  seedCampaigns(ctx, scope, profile.campaigns, allProgramme, audiences);
  seedApiKeys(ctx, scope, profile.apiKeys);
  seedSdkColours(ctx, scope);
  // Last: deliveries fan out from every event recorded above.
  seedWebhooks(ctx, scope, profile.webhooks);
}

import type { FastifyInstance } from 'fastify';
import { registerAnalyticsRoutes } from './analytics/analytics.routes';
import { registerApiKeyRoutes } from './api-keys/api-keys.routes';
import { registerAudienceRoutes } from './audiences/audiences.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerBankConnectionRoutes } from './bank-connections/bank-connections.routes';
import { registerBillingRoutes } from './billing/billing.routes';
import { registerCampaignRoutes } from './campaigns/campaigns.routes';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes';
import { registerCustomerTierRoutes } from './customer-tiers/customer-tiers.routes';
import { registerEndUserRoutes } from './end-users/end-users.routes';
import { registerLedgerRoutes } from './ledger/ledger.routes';
import { registerMediaRoutes } from './media/media.routes';
import { registerOwnOfferRoutes } from './own-offers/own-offers.routes';
import { registerPayoutRoutes } from './payout/payout.routes';
import { registerPlaygroundRoutes } from './playground/playground.routes';
import { registerProgrammeRoutes } from './programme/programme.routes';
import { registerPublisherRoutes } from './publisher/publisher.routes';
import { registerSettlementRoutes } from './settlements/settlements.routes';
import { registerSupportRoutes } from './support/support.routes';
import { registerTransactionRoutes } from './transactions/transactions.routes';
import { registerUserRoutes } from './user/user.routes';
import { registerWebhookRoutes } from './webhooks/webhooks.routes';

/** Every domain module; each registers its endpoints from the shared contract. */
export function registerModules(app: FastifyInstance): void {
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerAnalyticsRoutes(app);
  registerPayoutRoutes(app);
  registerLedgerRoutes(app);
  registerCatalogueRoutes(app);
  registerProgrammeRoutes(app);
  registerPublisherRoutes(app);
  registerSettlementRoutes(app);
  registerOwnOfferRoutes(app);
  registerPlaygroundRoutes(app);
  registerTransactionRoutes(app);
  registerBankConnectionRoutes(app);
  registerBillingRoutes(app);
  registerApiKeyRoutes(app);
  registerSupportRoutes(app);
  registerWebhookRoutes(app);
  registerEndUserRoutes(app);
  registerCustomerTierRoutes(app);
  registerMediaRoutes(app);
  registerAudienceRoutes(app);
  registerCampaignRoutes(app);
}

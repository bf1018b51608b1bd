import type { EndpointDef } from '../common/endpoint';
import { analyticsEndpoints } from './analytics';
import { apiKeyEndpoints } from './api-keys';
import { audienceEndpoints } from './audiences';
import { bankConnectionEndpoints } from './bank-connections';
import { billingEndpoints } from './billing';
import { campaignEndpoints } from './campaigns';
import { authEndpoints } from './auth';
import { catalogueEndpoints } from './catalogue';
import { customerTierEndpoints } from './customer-tiers';
import { endUserEndpoints } from './end-users';
import { ledgerEndpoints } from './ledger';
import { mockEndpoints } from './mock';
import { mockDomainFaultEndpoints } from './mock-domain-faults';
import { mockFaultEndpoints } from './mock-faults';
import { mockJournalEndpoints } from './mock-journal';
import { mockCapabilityEndpoints } from './mock-capabilities';
import { mockMagicEndpoints } from './mock-magic';
import { mockSessionEndpoints } from './mock-sessions';
import { mockSimulateEndpoints } from './mock-simulate';
import { mockStubEndpoints } from './mock-stubs';
import { mockTimelineEndpoints } from './mock-timeline';
import { mockSinkEndpoints } from './mock-webhook-sink';
import { ownOfferEndpoints } from './own-offers';
import { payoutEndpoints } from './payout';
import { playgroundEndpoints } from './playground';
import { programmeEndpoints } from './programme';
import { publisherEndpoints } from './publisher';
import { settlementEndpoints } from './settlements';
import { sdkEndpoints } from './sdk';
import { shareOfWalletEndpoints } from './share-of-wallet';
import { supportEndpoints } from './support';
import { transactionEnrichmentEndpoints } from './transaction-enrichment';
import { userEndpoints } from './user';
import { webhookEndpoints } from './webhooks';

/** Every endpoint of the product, once. The server registers from it; OpenAPI and route checks read it. */
export const registry: readonly EndpointDef[] = [
  ...Object.values(authEndpoints),
  ...Object.values(userEndpoints),
  ...Object.values(analyticsEndpoints),
  ...Object.values(payoutEndpoints),
  ...Object.values(ledgerEndpoints),
  ...Object.values(catalogueEndpoints),
  ...Object.values(programmeEndpoints),
  ...Object.values(publisherEndpoints),
  ...Object.values(settlementEndpoints),
  ...Object.values(ownOfferEndpoints),
  ...Object.values(playgroundEndpoints),
  ...Object.values(bankConnectionEndpoints),
  ...Object.values(billingEndpoints),
  ...Object.values(transactionEnrichmentEndpoints),
  ...Object.values(apiKeyEndpoints),
  ...Object.values(supportEndpoints),
  ...Object.values(webhookEndpoints),
  ...Object.values(shareOfWalletEndpoints),
  ...Object.values(sdkEndpoints),
  ...Object.values(audienceEndpoints),
  ...Object.values(campaignEndpoints),
  ...Object.values(endUserEndpoints),
  ...Object.values(customerTierEndpoints),
  ...Object.values(mockEndpoints),
  ...Object.values(mockSessionEndpoints),
  ...Object.values(mockFaultEndpoints),
  ...Object.values(mockStubEndpoints),
  ...Object.values(mockDomainFaultEndpoints),
  ...Object.values(mockJournalEndpoints),
  ...Object.values(mockSinkEndpoints),
  ...Object.values(mockMagicEndpoints),
  ...Object.values(mockCapabilityEndpoints),
  ...Object.values(mockSimulateEndpoints),
  ...Object.values(mockTimelineEndpoints),
];

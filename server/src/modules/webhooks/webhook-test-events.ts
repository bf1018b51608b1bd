import type { testWebhookEventTypes } from '@cashloop/shared';
import { webhookEventDataSchemas } from '@cashloop/shared/contracts/webhook-events';

type TestType = (typeof testWebhookEventTypes)[number];

const cashback = {
  id: 'cb_test_0001', endUserId: 'user_test_0001', transactionId: 'trx_test_0001', programOfferId: 'po_test_0001',
  endUserCashbackReceivable: 2.13, publisherCashbackReceivable: 0.42, currency: 'GBP',
};
const offer = { id: 'po_test_0001', offerId: 'off_test_0001', retailerId: 'ret_test_0001' };
const membership = { endUserId: 'user_test_0001', customerTierId: 'tier_test_0001' };

/** A sample of each shape: the fields every real event of the type has (optional ones only where a real one has them). */
function sample(type: TestType): Record<string, unknown> {
  if (type.startsWith('CASHBACK_')) return cashback;
  if (type.startsWith('ACCOUNT_')) return { id: 'bc_test_0001', endUserId: 'user_test_0001', accountName: 'Test Bank' };
  switch (type) {
    case 'OFFER_APPROVED': return { ...offer, offerApproval: 'APPROVED' };
    case 'OFFER_ACTIVATED': return { ...offer, active: true };
    case 'OFFER_DEACTIVATED': return { ...offer, active: false };
    case 'OFFER_UPDATED': return { ...offer };
    case 'OFFER_REMOVED_FROM_PLATFORM': return { ...offer };
    case 'OFFER_REMOVED_FROM_PROGRAM': return { ...offer };
    case 'TIER_CREATED': return { id: 'tier_test_0001', name: 'Test tier', description: 'A tier for testing', paidSubscription: false, price: null };
    case 'TIER_REMOVED': return { id: 'tier_test_0001', name: 'Test tier', members: 0 };
    default: return membership;
  }
}

/**
 * The data of a test event: a real event's shape, parsed with the same contract schema the engine's payloads
 * follow (decision 0043), so a receiver written against a test event reads real ones. The test marker is on the
 * envelope (`test: true`), not in the data.
 */
export const sampleEventData = (type: TestType): Record<string, unknown> => webhookEventDataSchemas[type].parse(sample(type));

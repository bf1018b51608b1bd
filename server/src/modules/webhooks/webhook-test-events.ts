import type { testWebhookEventTypes } from '@cashloop/shared';

type TestType = (typeof testWebhookEventTypes)[number];

/** Sample data per test event type (spec 3 §9 test list), shaped like the engine's own payloads. */
export function sampleEventData(type: TestType, now: number): Record<string, unknown> {
  const test = { test: true };
  if (type.startsWith('CASHBACK_')) {
    const status = type === 'CASHBACK_PAID_TO_PUBLISHER' ? 'PAID' : type.replace('CASHBACK_', '');
    return { ...test, id: 'cb_test_0001', status, transactionId: 'trx_test_0001', endUserId: 'user_test_0001', offerId: 'off_test_0001', amount: 42.5, endUserCashback: 2.13, publisherCommission: 0.42, currency: 'GBP' };
  }
  if (type.startsWith('ACCOUNT_')) {
    const warning = /ACCOUNT_(\d+)_DAY_WARNING/.exec(type);
    return { ...test, id: 'bc_test_0001', endUserId: 'user_test_0001', institution: 'Test Bank', ...(warning ? { expiresOn: now + Number(warning[1]) * 86_400_000 } : {}) };
  }
  if (type.startsWith('OFFER_')) return { ...test, id: 'po_test_0001', offerId: 'off_test_0001', retailerId: 'ret_test_0001', active: type === 'OFFER_ACTIVATED' || type === 'OFFER_APPROVED' };
  return { ...test, tierId: 'tier_test_0001', name: 'Test tier', ...(type.startsWith('USER_') ? { endUserId: 'user_test_0001' } : {}) };
}

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { pounds } from './common-schemas';

const count = z.number().int().min(0);

/** Home figures (spec 1 §3 "Homepage analytics"); money in pounds. */
export const homepageAnalyticsSchema = z.object({
  totalUsers: count,
  activeUsers: count,
  inactiveUsers: count,
  totalActiveOffers: count,
  paymentLinkedOffers: count,
  clickToActiveOffers: count,
  affiliateOffers: count,
  totalTransactionsProcessed: count,
  totalTransactionVolume: pounds,
  totalCashback: pounds,
  totalCommission: pounds,
  totalAvailableOffers: count,
  pendingApprovals: count,
  declinedOffers: count,
});

export const analyticsEndpoints = {
  homepage: defineEndpoint({
    id: 'analytics.homepage', tag: 'Analytics', method: 'GET', path: '/analytics/homepage',
    summary: 'Lifetime figures and breakdowns for the home page',
    response: homepageAnalyticsSchema,
  }),
};

import { toMajor } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../world/app-deps';
import { homeAggregates } from './analytics.repo';

/** An end user is active with a transaction in the last 60 days (spec 2 §9). */
export const ACTIVE_USER_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;

export function homepageAnalytics(deps: AppDeps, scope: Scope) {
  const now = deps.clock.now();
  const a = homeAggregates(deps.data.sqlite, scope, now - ACTIVE_USER_WINDOW_MS, now);
  return {
    totalUsers: a.totalUsers,
    activeUsers: a.activeUsers,
    inactiveUsers: a.totalUsers - a.activeUsers,
    totalActiveOffers: a.activeOffers,
    paymentLinkedOffers: a.paymentActive,
    clickToActiveOffers: a.clickToActivateActive,
    affiliateOffers: a.affiliateActive,
    totalTransactionsProcessed: a.transactionCount,
    totalTransactionVolume: toMajor(a.debitVolumeMinor),
    totalCashback: toMajor(a.endUserCashbackMinor),
    totalCommission: toMajor(a.commissionMinor),
    totalAvailableOffers: a.approved,
    pendingApprovals: a.pending,
    declinedOffers: a.declined,
  };
}

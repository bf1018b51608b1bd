import { startOfMonth, toMajor } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../world/app-deps';
import { receivedUnpaidSince } from './payout.repo';

/** The settlement in progress: this UTC month (virtual clock); amount = end-user share + commission. */
export function currentPayout(deps: AppDeps, scope: Scope) {
  const now = deps.clock.now();
  const startDate = startOfMonth(now);
  const { endUserMinor, commissionMinor } = receivedUnpaidSince(deps.data.sqlite, scope, startDate, now);
  return {
    startDate,
    amount: toMajor(endUserMinor + commissionMinor),
    endUserAmount: toMajor(endUserMinor),
    commissionAmount: toMajor(commissionMinor),
  };
}

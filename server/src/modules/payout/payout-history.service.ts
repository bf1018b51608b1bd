import { payoutCsvColumns } from '@cashloop/shared/contracts/payout';
import { toMajor, type PageQuery, type Paged } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../world/app-deps';
import { notFound } from '../../lib/app-error';
import { closedPayouts, findPayout, payoutCashback } from './payout-history.repo';
import { csvAmount, safeText, toCsv } from './safe-csv';

export interface HistoricPayout {
  id: string;
  startDate: number;
  endDate: number;
  paid: boolean;
  amount: number;
}

/**
 * Payout history: the monthly payouts whose period has ended (the month in progress is the
 * 'Upcoming payout'), newest first. `paid` is the table's flag, so it agrees with the cashback
 * statuses the CSV shows.
 */
export function payoutHistory(deps: AppDeps, scope: Scope, query: PageQuery): Paged<HistoricPayout> {
  const { rows, total } = closedPayouts(deps.data.sqlite, scope, deps.clock.now(), { limit: query.size, offset: query.page * query.size });
  return {
    content: rows.map((r) => ({ id: r.id, startDate: r.periodStart, endDate: r.periodEnd, paid: r.paid === 1, amount: toMajor(r.amount) })),
    totalElements: total,
  };
}

/** The declaration of one payout: a row per cashback it settles; totals equal the payout's amount. */
export function payoutCsv(deps: AppDeps, scope: Scope, id: string): string {
  if (!findPayout(deps.data.sqlite, scope, id)) throw notFound('No payout with this id');
  const rows = payoutCashback(deps.data.sqlite, scope, id).map((c) => [
    safeText(c.id),
    new Date(c.createdOn).toISOString(),
    safeText(c.endUserId),
    safeText(c.transactionId),
    safeText(c.retailerName),
    csvAmount(c.transactionAmount),
    csvAmount(c.endUserCashback),
    csvAmount(c.commission),
    safeText(c.currency),
    safeText(c.status),
  ]);
  return toCsv(payoutCsvColumns, rows);
}

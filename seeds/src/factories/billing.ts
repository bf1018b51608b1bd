import { invoices } from '@cashloop/db';
import { endOfMonth, startOfMonth } from '@cashloop/shared/common/dates';
import { DAY, type Scope, type SeedContext } from '../lib/context';
import type { ConnectionWindow } from './end-users';
import type { SeededTransaction } from './transactions';

/** Contract fees, in milli-units (1/1000 of a pound), the finer scale invoices use. */
export const FEES = { platformMilli: 250_000, perTransactionMilli: 4, perConnectionMilli: 150 } as const;

/**
 * Monthly invoices counted from the same rows the screens list: transactions processed (created)
 * in the month and bank connections live at any time in it. The current month stays open.
 */
export function seedInvoices(
  ctx: SeedContext,
  scope: Scope,
  txns: readonly SeededTransaction[],
  connections: readonly ConnectionWindow[],
): number {
  const insert = ctx.insert(invoices);
  let n = 0;
  for (let m = -12; m <= 0; m++) {
    const periodStart = startOfMonth(ctx.now, m);
    const periodEnd = endOfMonth(periodStart);
    let processed = 0;
    for (const t of txns) if (t.createdOn >= periodStart && t.createdOn <= periodEnd) processed++;
    let live = 0;
    for (const c of connections) if (c.start <= periodEnd && c.end >= periodStart) live++;
    const processing = processed * FEES.perTransactionMilli;
    const banking = live * FEES.perConnectionMilli;
    const issuedOn = periodEnd + DAY;
    insert({
      id: ctx.ids.next('inv'),
      ...scope,
      periodStart,
      periodEnd,
      issuedOn: issuedOn <= ctx.now ? issuedOn : null,
      currency: 'GBP',
      platformFeeMilli: FEES.platformMilli,
      transactionProcessingFeeMilli: FEES.perTransactionMilli,
      processedTransactions: processed,
      totalTransactionProcessingMilli: processing,
      openBankingConnectionFeeMilli: FEES.perConnectionMilli,
      openBankingConnections: live,
      totalOpenBankingConnectionMilli: banking,
      invoiceTotalMilli: FEES.platformMilli + processing + banking,
    });
    n++;
  }
  return n;
}

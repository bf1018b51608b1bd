import type { Invoice } from '@cashloop/shared/contracts/billing';
import type { PageQuery, Paged } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../world/app-deps';
import { periodUsage, priced, type InvoiceRow } from '../../engine/billing-usage';
import { issuedInvoices, openInvoice } from './billing.repo';

/** Milli-units to pounds, kept to 3 decimals (sub-penny fees). */
const pounds = (milli: number): number => Math.round(milli) / 1000;

const toApi = (r: InvoiceRow): Invoice => ({
  id: r.id,
  startDate: r.periodStart,
  endDate: r.periodEnd,
  currency: r.currency,
  platformFeeReceivable: pounds(r.platformFeeMilli),
  transactionProcessingFee: pounds(r.transactionProcessingFeeMilli),
  processedTransactions: r.processedTransactions,
  totalTransactionProcessingReceivable: pounds(r.totalTransactionProcessingMilli),
  openBankingConnectionFee: pounds(r.openBankingConnectionFeeMilli),
  openBankingConnection: r.openBankingConnections,
  totalOpenBankingConnectionReceivable: pounds(r.totalOpenBankingConnectionMilli),
  invoiceTotal: pounds(r.invoiceTotalMilli),
});

/**
 * 'Upcoming invoice': the open period's fee schedule applied to its rows so far (start to now), so it
 * grows as transactions arrive. Null for a publisher that is not billed (no open period).
 */
export function currentInvoice(deps: AppDeps, scope: Scope): Invoice | null {
  const now = deps.clock.now();
  const open = openInvoice(deps.data.sqlite, scope, now);
  if (!open) return null;
  const usage = periodUsage(deps.data.sqlite, scope, open.periodStart, Math.min(now, open.periodEnd));
  return toApi({ ...open, ...priced(open, usage.transactions, usage.connections) });
}

/** 'Historical invoices': the issued ones, as issued (the clock job computed them when their period closed). */
export function invoiceHistory(deps: AppDeps, scope: Scope, query: PageQuery): Paged<Invoice> {
  const { rows, total } = issuedInvoices(deps.data.sqlite, scope, { limit: query.size, offset: query.page * query.size });
  return { content: rows.map(toApi), totalElements: total };
}

import { endOfMonth } from '@cashloop/shared';
import { newId } from '../lib/random';
import { prepared } from '../lib/statements';
import { INVOICE_COLUMNS, periodUsage, priced, type InvoiceRow } from './billing-usage';
import type { Sqlite } from '../world/data-store';
import type { ClockJob } from './index';

/**
 * Closes every open billing period whose end the clock has passed: the invoice is computed from the
 * period's rows (billing.repo periodUsage), issued at the instant after its end, and the next monthly
 * period opens with the same fee schedule. A jump of several months closes each month in turn.
 */
export function closeBillingPeriods(sqlite: Sqlite, now: number): number | null {
  const due = prepared(sqlite, `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE issued_on IS NULL AND period_end < ? ORDER BY period_start`).all(now) as InvoiceRow[];
  if (due.length > 0) {
    const issue = prepared(
      sqlite,
      `UPDATE invoices SET issued_on = @issuedOn, processed_transactions = @processedTransactions,
         total_transaction_processing_milli = @totalTransactionProcessingMilli, open_banking_connections = @openBankingConnections,
         total_open_banking_connection_milli = @totalOpenBankingConnectionMilli, invoice_total_milli = @invoiceTotalMilli
       WHERE id = @id AND issued_on IS NULL`,
    );
    // The open row's counts stay 0: the current invoice is always counted from the rows when read.
    const open = prepared(
      sqlite,
      `INSERT OR IGNORE INTO invoices (id, publisher_id, env, period_start, period_end, issued_on, currency, platform_fee_milli,
         transaction_processing_fee_milli, processed_transactions, total_transaction_processing_milli,
         open_banking_connection_fee_milli, open_banking_connections, total_open_banking_connection_milli, invoice_total_milli)
       VALUES (@id, @publisherId, @env, @periodStart, @periodEnd, NULL, @currency, @platformFeeMilli,
         @transactionProcessingFeeMilli, 0, 0, @openBankingConnectionFeeMilli, 0, 0, @platformFeeMilli)`,
    );
    sqlite.transaction(() => {
      for (const first of due) {
        let period: InvoiceRow = first;
        while (period.periodEnd < now) {
          const scope = { publisherId: period.publisherId, env: period.env };
          const usage = periodUsage(sqlite, scope, period.periodStart, period.periodEnd);
          issue.run({ id: period.id, issuedOn: period.periodEnd + 1, ...priced(period, usage.transactions, usage.connections) });
          const periodStart = period.periodEnd + 1;
          const next = { ...period, id: newId('inv'), periodStart, periodEnd: endOfMonth(periodStart) };
          // Another open row may already cover the next month (seeded ahead): it is closed by its own turn.
          if (open.run(next).changes === 0) break;
          period = next;
        }
      }
    })();
  }
  const next = prepared(sqlite, 'SELECT MIN(period_end) AS at FROM invoices WHERE issued_on IS NULL').get() as { at: number | null };
  return next.at === null ? null : next.at + 1;
}

export const billingPeriodsJob: ClockJob = {
  name: 'billing-periods',
  run: (deps, now) => closeBillingPeriods(deps.data.sqlite, now),
};

import type { Scope } from '../world/app-deps';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';
import { scoped } from '../lib/scoped-params';

/** An invoices row; every amount in milli-units (1/1000 of a pound, see db/src/schema/billing.ts). */
export interface InvoiceRow {
  id: string;
  publisherId: string;
  env: Scope['env'];
  periodStart: number;
  periodEnd: number;
  issuedOn: number | null;
  currency: string;
  platformFeeMilli: number;
  transactionProcessingFeeMilli: number;
  processedTransactions: number;
  totalTransactionProcessingMilli: number;
  openBankingConnectionFeeMilli: number;
  openBankingConnections: number;
  totalOpenBankingConnectionMilli: number;
  invoiceTotalMilli: number;
}

export const INVOICE_COLUMNS = `id, publisher_id AS publisherId, env, period_start AS periodStart, period_end AS periodEnd,
  issued_on AS issuedOn, currency, platform_fee_milli AS platformFeeMilli,
  transaction_processing_fee_milli AS transactionProcessingFeeMilli, processed_transactions AS processedTransactions,
  total_transaction_processing_milli AS totalTransactionProcessingMilli,
  open_banking_connection_fee_milli AS openBankingConnectionFeeMilli, open_banking_connections AS openBankingConnections,
  total_open_banking_connection_milli AS totalOpenBankingConnectionMilli, invoice_total_milli AS invoiceTotalMilli`;

/**
 * What a period bills, counted from the rows the other screens list (the rule of the seeded history):
 * - a processed transaction is every transaction row the platform stored (created_on) in the period:
 *   live feed or upload, historic or not, enriched or not. The fee is per processed transaction
 *   (spec 3 §9), and live transactions are never deleted, so a closed period's count never moves;
 * - a billable connection is one whose consent was live at any time in the period: created on or
 *   before its end, and neither ended (disconnected_on) nor expired (expires_on) before its start.
 * Both read a scope index (transactions_scope_created_idx is covering for the count).
 */
export function periodUsage(sqlite: Sqlite, scope: Scope, from: number, to: number) {
  const { transactions } = prepared(
    sqlite,
    'SELECT COUNT(*) AS transactions FROM transactions WHERE publisher_id = @publisherId AND env = @env AND created_on BETWEEN @from AND @to',
  ).get(scoped(scope, { from, to })) as { transactions: number };
  const { connections } = prepared(
    sqlite,
    `SELECT COUNT(*) AS connections FROM bank_connections
     WHERE publisher_id = @publisherId AND env = @env AND created_on <= @to AND COALESCE(disconnected_on, expires_on) >= @from`,
  ).get(scoped(scope, { from, to })) as { connections: number };
  return { transactions, connections };
}

/** A fee schedule in milli-units (1/1000 of a pound), as each invoices row carries it. */
export interface FeeSchedule {
  platformFeeMilli: number;
  transactionProcessingFeeMilli: number;
  openBankingConnectionFeeMilli: number;
}

/** An invoice's amounts from its fee schedule and the period's counts (milli-units). */
export function priced(fees: FeeSchedule, transactions: number, connections: number) {
  const processing = transactions * fees.transactionProcessingFeeMilli;
  const banking = connections * fees.openBankingConnectionFeeMilli;
  return {
    processedTransactions: transactions,
    totalTransactionProcessingMilli: processing,
    openBankingConnections: connections,
    totalOpenBankingConnectionMilli: banking,
    invoiceTotalMilli: fees.platformFeeMilli + processing + banking,
  };
}


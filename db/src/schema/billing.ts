import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';

/**
 * Monthly invoices (spec 3 §3). Fees go below a penny (per-transaction fee), so EVERY amount in
 * this table is in milli-units: 1/1000 of the currency's major unit (1 = £0.001 = 0.1p). The API
 * shows 3 decimals for processing amounts and totals, 2 for the others. A row with a null
 * issued_on is the open period ('Upcoming invoice').
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    periodStart: integer('period_start').notNull(),
    periodEnd: integer('period_end').notNull(),
    issuedOn: integer('issued_on'),
    currency: text('currency').notNull(),
    platformFeeMilli: integer('platform_fee_milli').notNull(),
    transactionProcessingFeeMilli: integer('transaction_processing_fee_milli').notNull(),
    processedTransactions: integer('processed_transactions').notNull(),
    totalTransactionProcessingMilli: integer('total_transaction_processing_milli').notNull(),
    openBankingConnectionFeeMilli: integer('open_banking_connection_fee_milli').notNull(),
    openBankingConnections: integer('open_banking_connections').notNull(),
    totalOpenBankingConnectionMilli: integer('total_open_banking_connection_milli').notNull(),
    /** Excluding VAT. */
    invoiceTotalMilli: integer('invoice_total_milli').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_scope_period_uq').on(t.publisherId, t.env, t.periodStart),
    index('invoices_scope_issued_idx').on(t.publisherId, t.env, t.issuedOn),
  ],
);

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { paged, pageQuery } from '../common/paging';
import { epochMs } from './common-schemas';

/**
 * Invoice (spec 3 §3), amounts in pounds excluding VAT. Fees go below a penny, so amounts carry up
 * to 3 decimals (the stored scale is milli-units); counts are whole numbers.
 */
export const invoiceSchema = z.object({
  id: z.string(),
  /** First millisecond of the period. */
  startDate: epochMs,
  /** Last millisecond of the period. */
  endDate: epochMs,
  currency: z.string(),
  platformFeeReceivable: z.number(),
  /** Fee per processed transaction, e.g. 0.004. */
  transactionProcessingFee: z.number(),
  processedTransactions: z.number().int().min(0),
  totalTransactionProcessingReceivable: z.number(),
  /** Fee per billable bank connection. */
  openBankingConnectionFee: z.number(),
  openBankingConnection: z.number().int().min(0),
  totalOpenBankingConnectionReceivable: z.number(),
  /** Excluding VAT. */
  invoiceTotal: z.number(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const BILLING_HISTORY_PAGE_SIZE = 25;

const tag = 'Billing';

export const billingEndpoints = {
  current: defineEndpoint({
    id: 'billing.current', tag, method: 'GET', path: '/invoice/current', liveOnly: true,
    summary: 'The invoice of the running period so far, or null when the publisher is not billed (no upcoming invoice)',
    response: invoiceSchema.nullable(),
  }),
  historic: defineEndpoint({
    id: 'billing.historic', tag, method: 'GET', path: '/invoice/historic', liveOnly: true,
    summary: 'Issued invoices of closed periods, newest first',
    query: pageQuery,
    response: paged(invoiceSchema),
  }),
};

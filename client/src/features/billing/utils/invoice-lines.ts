import { formatMoney } from '@cashloop/shared/common/money';
import type { Invoice } from '@cashloop/shared/contracts/billing';

export interface InvoiceLine {
  key: 'platform' | 'processing' | 'connections';
  label: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** Spec 3 §9: transaction processing amounts show 3 decimals, platform fee and bank connection amounts 2. */
  decimals: 2 | 3;
}

/** The invoice's line items (spec 3 §9), keeping only those whose receivable is above 0. */
export function invoiceLines(invoice: Invoice): InvoiceLine[] {
  const lines: InvoiceLine[] = [
    { key: 'platform', label: 'Platform fee', quantity: 1, unitPrice: invoice.platformFeeReceivable, amount: invoice.platformFeeReceivable, decimals: 2 },
    {
      key: 'processing',
      label: 'Transaction enrichment fee',
      quantity: invoice.processedTransactions,
      unitPrice: invoice.transactionProcessingFee,
      amount: invoice.totalTransactionProcessingReceivable,
      decimals: 3,
    },
    {
      key: 'connections',
      label: 'Bank connection fee',
      quantity: invoice.openBankingConnection,
      unitPrice: invoice.openBankingConnectionFee,
      amount: invoice.totalOpenBankingConnectionReceivable,
      decimals: 2,
    },
  ];
  return lines.filter((line) => line.amount > 0);
}

/** Pounds with the spec's decimals, in the one shared format: '£250.00', '£0.004', '£1,234.568'. */
export const formatInvoicePounds = (value: number, decimals: 2 | 3): string => formatMoney(value, 'GBP', decimals);

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '1 Jun 2025'; UTC because billing periods start at UTC midnight. */
export const formatInvoiceDay = (epochMs: number): string => day.format(new Date(epochMs));

import { describe, expect, it } from 'vitest';
import type { Invoice } from '@cashloop/shared/contracts/billing';
import { formatInvoicePounds, invoiceLines } from './invoice-lines';

const invoice: Invoice = {
  id: 'inv_1', startDate: Date.UTC(2025, 5, 1), endDate: Date.UTC(2025, 6, 1) - 1, currency: 'GBP',
  platformFeeReceivable: 250, transactionProcessingFee: 0.004, processedTransactions: 4321, totalTransactionProcessingReceivable: 17.284,
  openBankingConnectionFee: 0.15, openBankingConnection: 1200, totalOpenBankingConnectionReceivable: 180, invoiceTotal: 447.284,
};

describe('invoice lines', () => {
  it('lists platform fee, transaction enrichment fee and bank connection fee with their quantities and decimals', () => {
    expect(invoiceLines(invoice).map((l) => [l.label, l.quantity, formatInvoicePounds(l.unitPrice, l.decimals), formatInvoicePounds(l.amount, l.decimals)])).toEqual([
      ['Platform fee', 1, '£250.00', '£250.00'],
      ['Transaction enrichment fee', 4321, '£0.004', '£17.284'],
      ['Bank connection fee', 1200, '£0.15', '£180.00'],
    ]);
    expect(formatInvoicePounds(invoice.invoiceTotal, 3)).toBe('£447.284');
  });

  it('shows a line only when its receivable is above 0', () => {
    const lines = invoiceLines({ ...invoice, processedTransactions: 0, totalTransactionProcessingReceivable: 0, platformFeeReceivable: 0 });
    expect(lines.map((l) => l.label)).toEqual(['Bank connection fee']);
  });
});

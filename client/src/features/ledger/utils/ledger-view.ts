import type { CashbackStatus } from '@cashloop/shared/common/enums';
import { formatMoney } from '@cashloop/shared/common/money';
import type { PillTone } from '@/components/status-pill';

/** The three searches of spec 3 §2.1; one is filled at a time. */
export interface LedgerSearch {
  cashbackId: string;
  transactionId: string;
  userId: string;
}

export const emptySearch: LedgerSearch = { cashbackId: '', transactionId: '', userId: '' };

/** Which call answers the table: a search when one is filled, else the status-filtered list. */
export type LedgerMode = { kind: 'id'; id: string } | { kind: 'transaction'; id: string } | { kind: 'user'; id: string } | { kind: 'list' };

export function ledgerMode(search: LedgerSearch): LedgerMode {
  const [cashbackId, transactionId, userId] = [search.cashbackId.trim(), search.transactionId.trim(), search.userId.trim()];
  if (cashbackId) return { kind: 'id', id: cashbackId };
  if (transactionId) return { kind: 'transaction', id: transactionId };
  if (userId) return { kind: 'user', id: userId };
  return { kind: 'list' };
}

/** Spec 3 §9: PAID green, DECLINED red, all others yellow. */
export const statusTone = (status: CashbackStatus): PillTone => (status === 'PAID' ? 'green' : status === 'DECLINED' ? 'red' : 'yellow');

/** An amount with its currency's symbol, rounded to 2 decimals (spec 3 §9), in the one shared format. */
export { formatMoney };

export const AFFILIATE_TRANSACTION = 'Affiliate Transaction';

/** 'Transaction Value': the amount, or 'Affiliate Transaction' when the cashback has none. */
export const transactionValue = (row: { transactionAmount?: { amount: number; currency: string } }): string =>
  row.transactionAmount ? formatMoney(row.transactionAmount.amount, row.transactionAmount.currency) : AFFILIATE_TRANSACTION;


export { formatDateTime } from '@/lib/format';

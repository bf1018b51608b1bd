import { formatMoney } from '@cashloop/shared/common/money';

/** An amount with its currency's symbol, rounded to 2 decimals (spec 3 §9); debits keep their minus ('-£26.16'). */
export const formatAmount = (amount: number, currency: string): string => formatMoney(amount, currency);


export { formatDateTime } from '@/lib/format';

/** The two searches of spec 3 §2.2; one is filled at a time. */
export interface TransactionSearch {
  id: string;
  userId: string;
}

export const emptySearch: TransactionSearch = { id: '', userId: '' };

export type SearchMode = { kind: 'id'; id: string } | { kind: 'user'; id: string } | { kind: 'list' };

export function searchMode(search: TransactionSearch): SearchMode {
  const [id, userId] = [search.id.trim(), search.userId.trim()];
  if (id) return { kind: 'id', id };
  if (userId) return { kind: 'user', id: userId };
  return { kind: 'list' };
}

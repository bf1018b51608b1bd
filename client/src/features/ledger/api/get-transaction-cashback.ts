import { LEDGER_SEARCH_PAGE_SIZE, ledgerEndpoints } from '@cashloop/shared/contracts/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { emptyWhenNotFound } from '@/lib/empty-when-not-found';
import type { CashbackPage } from './get-cashback-ledger';
import { ledgerKey } from './ledger-keys';

/** GET cashback-ledger/transaction/{transactionId}: a transaction's cashback; an unknown transaction has no results. */
export const getTransactionCashback = (transactionId: string, page: number, signal?: AbortSignal): Promise<CashbackPage> =>
  emptyWhenNotFound(
    callEndpoint(ledgerEndpoints.byTransaction, { params: { transactionId }, query: { page, size: LEDGER_SEARCH_PAGE_SIZE } }, { signal }),
  );

export const transactionCashbackQueryOptions = (transactionId: string, page: number) =>
  queryOptions({
    queryKey: [...ledgerKey, 'transaction', transactionId, page],
    queryFn: ({ signal }) => getTransactionCashback(transactionId, page, signal),
  });

export const useTransactionCashback = (transactionId: string, page: number) =>
  useQuery({ ...transactionCashbackQueryOptions(transactionId, page), enabled: transactionId !== '', placeholderData: keepPreviousData });

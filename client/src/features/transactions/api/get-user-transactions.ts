import { TRANSACTION_SEARCH_PAGE_SIZE, transactionEnrichmentEndpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { emptyWhenNotFound } from '@/lib/empty-when-not-found';
import type { TransactionPage } from './get-transactions';
import { transactionsKey } from './transaction-keys';

/** GET transaction-enrichment/user/{userId}: one end user's transactions; an unknown user has no results. */
export const getUserTransactions = (userId: string, page: number, signal?: AbortSignal): Promise<TransactionPage> =>
  emptyWhenNotFound(
    callEndpoint(transactionEnrichmentEndpoints.byUser, { params: { userId }, query: { page, size: TRANSACTION_SEARCH_PAGE_SIZE } }, { signal }),
  );

export const userTransactionsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...transactionsKey, getApiType(), 'user', userId, page],
    queryFn: ({ signal }) => getUserTransactions(userId, page, signal),
  });

export const useUserTransactions = (userId: string, page: number) =>
  useQuery({ ...userTransactionsQueryOptions(userId, page), enabled: userId !== '', placeholderData: keepPreviousData });

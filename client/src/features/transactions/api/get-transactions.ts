import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { TRANSACTION_PAGE_SIZE, transactionEnrichmentEndpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { transactionsKey } from './transaction-keys';

export type TransactionPage = EndpointResponse<typeof transactionEnrichmentEndpoints.list>;
export type TransactionRow = TransactionPage['content'][number];

/** GET transaction-enrichment: the partition's transactions, newest first (page is zero-based). */
export const getTransactions = (page: number, signal?: AbortSignal): Promise<TransactionPage> =>
  callEndpoint(transactionEnrichmentEndpoints.list, { query: { page, size: TRANSACTION_PAGE_SIZE } }, { signal });

export const transactionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...transactionsKey, getApiType(), 'list', page], queryFn: ({ signal }) => getTransactions(page, signal) });

export const useTransactions = (page: number, enabled = true) =>
  useQuery({ ...transactionsQueryOptions(page), enabled, placeholderData: keepPreviousData });

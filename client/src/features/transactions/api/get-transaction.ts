import { transactionEnrichmentEndpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { emptyWhenNotFound } from '@/lib/empty-when-not-found';
import type { TransactionPage } from './get-transactions';
import { transactionsKey } from './transaction-keys';

/** GET transaction-enrichment/transaction/{id} (its id or its reference), as a one-row page for the table. */
export const getTransaction = (id: string, signal?: AbortSignal): Promise<TransactionPage> =>
  emptyWhenNotFound(
    callEndpoint(transactionEnrichmentEndpoints.one, { params: { id } }, { signal }).then((t) => ({ content: [t], totalElements: 1 })),
  );

export const transactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...transactionsKey, getApiType(), 'one', id], queryFn: ({ signal }) => getTransaction(id, signal) });

export const useTransaction = (id: string) => useQuery({ ...transactionQueryOptions(id), enabled: id !== '' });

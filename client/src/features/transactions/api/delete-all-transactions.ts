import { transactionEnrichmentEndpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { transactionsKey } from './transaction-keys';

/** DELETE transaction-enrichment/transaction/deleteAll (sandbox only). */
export const deleteAllTransactions = () => callEndpoint(transactionEnrichmentEndpoints.deleteAll);

export const deleteAllTransactionsMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...transactionsKey, 'delete-all'],
    mutationFn: deleteAllTransactions,
    onError: (error) => console.error('Transactions could not be deleted', error),
    onSettled: () => client.invalidateQueries({ queryKey: transactionsKey }),
  });

export const useDeleteAllTransactions = () => useMutation(deleteAllTransactionsMutationOptions(useQueryClient()));

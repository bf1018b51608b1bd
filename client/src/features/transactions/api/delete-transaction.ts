import { transactionEnrichmentEndpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { transactionsKey } from './transaction-keys';

/** DELETE transaction-enrichment/transaction/{id} (sandbox only): the transaction with its matches and cashback. */
export const deleteTransaction = (id: string) => callEndpoint(transactionEnrichmentEndpoints.deleteOne, { params: { id } });

export const deleteTransactionMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...transactionsKey, 'delete'],
    mutationFn: deleteTransaction,
    // Spec 3 §8 logs failed deletes; the query client's notification also tells the user.
    onError: (error, id) => console.error(`Transaction ${id} could not be deleted`, error),
    onSettled: () => client.invalidateQueries({ queryKey: transactionsKey }),
  });

export const useDeleteTransaction = () => useMutation(deleteTransactionMutationOptions(useQueryClient()));

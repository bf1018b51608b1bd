import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { transactionEnrichmentEndpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { transactionsKey } from './transaction-keys';

export interface UploadTransactionsInput {
  file: File;
  historic: boolean;
  enrichment: boolean;
}

/** POST transaction-enrichment/upload-csv?historic&enrichment: the CSV in multipart field multipartFile. */
export const uploadTransactions = ({ file, historic, enrichment }: UploadTransactionsInput): Promise<EndpointResponse<typeof transactionEnrichmentEndpoints.upload>> =>
  callEndpoint(transactionEnrichmentEndpoints.upload, {
    query: { historic: String(historic) as 'true' | 'false', enrichment: String(enrichment) as 'true' | 'false' },
    body: { multipartFile: file },
  });

// The modal shows the server's line-by-line message itself.
export const uploadTransactionsMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...transactionsKey, 'upload'],
    mutationFn: uploadTransactions,
    meta: { handlesOwnError: true },
    onSettled: () => client.invalidateQueries({ queryKey: transactionsKey }),
  });

export const useUploadTransactions = () => useMutation(uploadTransactionsMutationOptions(useQueryClient()));

import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { settlementEndpoints } from '@cashloop/shared/contracts/settlements';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { settlementsKey } from './get-offer-settlements';

export interface UploadInput {
  activatedOfferId?: string;
  file: File;
}

/** POST bring-your-own-offer-fulfillment/upload: the CSV in multipart field multipartFile. */
export const uploadVerifiedTransactions = ({ activatedOfferId, file }: UploadInput): Promise<EndpointResponse<typeof settlementEndpoints.upload>> =>
  callEndpoint(settlementEndpoints.upload, { query: { activatedOfferId }, body: { multipartFile: file } });

// The modal shows the server's line-by-line message itself.
export const uploadVerifiedTransactionsMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['settlements', 'upload'],
    mutationFn: uploadVerifiedTransactions,
    meta: { handlesOwnError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: settlementsKey }),
  });

export const useUploadVerifiedTransactions = () => useMutation(uploadVerifiedTransactionsMutationOptions(useQueryClient()));

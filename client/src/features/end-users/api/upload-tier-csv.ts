import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { customerTierEndpoints } from '@cashloop/shared/contracts/customer-tiers';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { customerTiersKey, endUsersKey } from './end-user-keys';

export type TierUploadResult = EndpointResponse<typeof customerTierEndpoints.upload>;

/** POST customer-tier/csv/user/tier-upload: the CSV in multipart field multipartFile. */
export const uploadTierCsv = (file: File): Promise<TierUploadResult> =>
  callEndpoint(customerTierEndpoints.upload, { body: { multipartFile: file } });

// The modal shows the server's line-by-line message itself. A refused file is listed too (FAILED), so
// the history and the tier counts are read again whatever the outcome.
export const uploadTierCsvMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...customerTiersKey, 'upload'],
    mutationFn: uploadTierCsv,
    meta: { handlesOwnError: true },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: customerTiersKey }), client.invalidateQueries({ queryKey: endUsersKey })]),
  });

export const useUploadTierCsv = () => useMutation(uploadTierCsvMutationOptions(useQueryClient()));

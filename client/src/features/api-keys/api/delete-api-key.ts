import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { apiKeyEndpoints } from '@cashloop/shared/contracts/api-keys';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiKeysKey } from './get-api-keys';

const endpoint = apiKeyEndpoints.remove;

/** DELETE api-key/{id}: the key is gone for good. */
export const deleteApiKey = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const deleteApiKeyMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...apiKeysKey, 'delete'],
    mutationFn: deleteApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });

export const useDeleteApiKey = () => useMutation(deleteApiKeyMutationOptions(useQueryClient()));

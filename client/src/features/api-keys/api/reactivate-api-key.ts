import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { apiKeyEndpoints } from '@cashloop/shared/contracts/api-keys';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiKeysKey } from './get-api-keys';

const endpoint = apiKeyEndpoints.reactivate;

/** POST api-key/{id}/re-activate: the key authenticates calls again. */
export const reactivateApiKey = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const reactivateApiKeyMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...apiKeysKey, 'reactivate'],
    mutationFn: reactivateApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });

export const useReactivateApiKey = () => useMutation(reactivateApiKeyMutationOptions(useQueryClient()));

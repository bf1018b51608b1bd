import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { apiKeyEndpoints } from '@cashloop/shared/contracts/api-keys';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiKeysKey } from './get-api-keys';

const endpoint = apiKeyEndpoints.deactivate;

/** POST api-key/{id}/deactivate: calls made with the key answer 401 from the next one on. */
export const deactivateApiKey = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const deactivateApiKeyMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...apiKeysKey, 'deactivate'],
    mutationFn: deactivateApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });

export const useDeactivateApiKey = () => useMutation(deactivateApiKeyMutationOptions(useQueryClient()));

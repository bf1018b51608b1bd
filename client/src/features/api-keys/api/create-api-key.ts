import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { apiKeyEndpoints } from '@cashloop/shared/contracts/api-keys';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiKeysKey } from './get-api-keys';

export type CreatedApiKey = EndpointResponse<typeof apiKeyEndpoints.create>;

/** POST api-key {apiKeyName}: the answer carries apiKeyToken, the only time it is ever shown. */
export const createApiKey = (apiKeyName: string): Promise<CreatedApiKey> => callEndpoint(apiKeyEndpoints.create, { body: { apiKeyName } });

export const createApiKeyMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...apiKeysKey, 'create'],
    mutationFn: createApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });

export const useCreateApiKey = () => useMutation(createApiKeyMutationOptions(useQueryClient()));

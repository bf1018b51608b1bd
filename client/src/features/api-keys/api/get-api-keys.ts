import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { apiKeyEndpoints } from '@cashloop/shared/contracts/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type ApiKeyRow = EndpointResponse<typeof apiKeyEndpoints.list>[number];

/** Every API-key query starts with this key, so any change refreshes the list. */
export const apiKeysKey = ['api-keys'] as const;

/** GET api-key: the keys of the current partition, newest first (never their tokens). */
export const getApiKeys = (signal?: AbortSignal): Promise<ApiKeyRow[]> => callEndpoint(apiKeyEndpoints.list, {}, { signal });

export const apiKeysQueryOptions = () => queryOptions({ queryKey: [...apiKeysKey, 'list'], queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockMagicEndpoints } from '@cashloop/shared/contracts/mock-magic';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type MagicValue = EndpointResponse<typeof mockMagicEndpoints.magic>[number];

export const magicValuesKey = [...consoleKey, 'magic'] as const;

/** GET /__mock/magic: inputs that force an outcome, read from the engine. */
export const getMagicValues = (signal?: AbortSignal): Promise<MagicValue[]> => callEndpoint(mockMagicEndpoints.magic, {}, { signal });

export const magicValuesQueryOptions = () => queryOptions({ queryKey: magicValuesKey, queryFn: ({ signal }) => getMagicValues(signal) });

export const useMagicValues = () => useQuery(magicValuesQueryOptions());
